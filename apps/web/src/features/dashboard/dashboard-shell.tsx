import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { LocaleSwitch } from '@/components/locale-switch';
import { Sidebar } from './sidebar';

/**
 * The dark signed-in layout (spec §2): a fixed 64-unit sidebar on wide screens; on small screens
 * the sidebar sits behind a menu button and closes with Esc, the backdrop or a link.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The sidebar is about to hide: keep keyboard users where they opened it.
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="min-h-screen bg-slate-950 text-slate-100">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        <Trans>Skip to content</Trans>
      </a>

      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-800 bg-slate-900 px-4 py-3 md:hidden">
        <span className="text-lg font-bold">DotTrip</span>
        <div className="flex items-center gap-2">
          <LocaleSwitch className="bg-white" />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls="dashboard-sidebar"
            onClick={() => setOpen((value) => !value)}
            className="rounded-md p-2 text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-400"
          >
            {open ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
            <span className="sr-only">{open ? t`Close menu` : t`Open menu`}</span>
          </button>
        </div>
      </header>

      {open && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-black/60 md:hidden" onClick={close} />
      )}

      <aside
        id="dashboard-sidebar"
        aria-label={t`Sidebar`}
        className={`fixed inset-y-0 left-0 z-40 w-64 md:block ${open ? 'block' : 'hidden'}`}
      >
        <Sidebar onNavigate={close} />
      </aside>

      <main
        id="dashboard-main"
        tabIndex={-1}
        className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 md:ml-64 lg:px-10"
      >
        {children}
      </main>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';

const itemClass =
  'block w-full rounded-md px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * The signed-in user's menu (spec §2): a disclosure button with the first name, opening
 * Dashboard, Profile and Logout. Enter/Space toggle (native button), Escape closes and returns
 * focus to the button, a click outside or tabbing away closes it.
 */
export function UserMenu({ firstName, onLogout }: { firstName: string; onLogout: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={wrapper} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-200"
      >
        {firstName}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <ul
          id={menuId}
          aria-label={t`Account`}
          className="absolute right-0 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <li>
            <Link to="/dashboard" className={itemClass} onClick={() => setOpen(false)}>
              <Trans>Dashboard</Trans>
            </Link>
          </li>
          <li>
            <Link to="/profile" className={itemClass} onClick={() => setOpen(false)}>
              <Trans>Profile</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

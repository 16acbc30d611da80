import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LogOut from 'lucide-react/icons/log-out';
import { LocaleSwitch } from '@/components/locale-switch';
import { forgetStoredToken, getToken, useAuth } from '@/lib/auth';
import { initialOf } from '@/lib/format';
import { visibleSections } from './sections';
import { UnreadCount, UnreadNotifications } from './unread-count';

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const ROLE_LABEL: Record<string, MessageDescriptor> = {
  admin: msg`Admin`,
  staff: msg`Staff`,
  employer: msg`Employer`,
  member: msg`Member`,
};

/** "Admin", "Quản trị viên": a role's name in the active language (read during a render). */
export const roleLabel = (role: string) => {
  const message = ROLE_LABEL[role];
  return message ? i18n._(message) : role.charAt(0).toUpperCase() + role.slice(1);
};

/** Spec §2 sidebar: logo to /, brand, the user, permitted links by section, Logout. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useLingui();
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = normalisePath(pathname);

  // Spec §2: Logout goes to /. This tab signs out only once this guarded screen is gone (the router
  // commits the lazily loaded page in a transition, after navigate() resolves); signing out earlier
  // lets the route guard see a signed-out user and send them to /login instead. The stored token goes
  // at once, so a reload or a closed tab during the transition cannot keep the session.
  const signingOut = useRef<{ token: string | null } | null>(null);
  useEffect(
    () => () => {
      if (signingOut.current) void logout(signingOut.current.token);
    },
    [logout],
  );
  const onLogout = () => {
    signingOut.current = { token: getToken() };
    forgetStoredToken();
    void navigate('/', { replace: true });
  };

  return (
    <div className="flex h-full w-64 flex-col border-r border-slate-800 bg-slate-900 text-slate-100">
      <Link
        to="/"
        className="flex items-center gap-3 px-6 py-5 text-xl font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sky-400"
        onClick={onNavigate}
      >
        <span
          aria-hidden="true"
          className="grid h-9 w-9 place-items-center rounded-lg bg-gradient-to-br from-sky-500 to-indigo-600 text-base text-white"
        >
          D
        </span>
        <span>DotTrip</span>
      </Link>

      {user && (
        <div className="mx-4 mb-4 flex items-center gap-3 rounded-lg bg-slate-800/70 p-3">
          <span
            aria-hidden="true"
            className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-indigo-600 font-semibold text-white"
          >
            {initialOf(user.name)}
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium" data-testid="sidebar-user-name">
              {user.name}
            </p>
            <p className="text-sm text-slate-300">{roleLabel(user.role)}</p>
          </div>
        </div>
      )}

      <nav aria-label={t`Dashboard`} className="flex-1 overflow-y-auto px-3">
        {visibleSections(user).map((section) => (
          <div
            key={section.title.id}
            role="group"
            aria-labelledby={`nav-${section.title.id}`}
            className="mb-5"
          >
            <h2
              id={`nav-${section.title.id}`}
              className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-400 uppercase"
            >
              {i18n._(section.title)}
            </h2>
            <ul className="space-y-1">
              {section.items.map((item) => {
                const active = current === item.to;
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-sky-400 ${
                        active
                          ? 'bg-sky-700 text-white'
                          : 'text-slate-200 hover:bg-slate-800 hover:text-white'
                      }`}
                    >
                      {i18n._(item.message)}
                      {item.to === '/dashboard/messages' && <UnreadCount />}
                      {item.to === '/dashboard/notifications' && <UnreadNotifications />}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="border-t border-slate-800 p-4">
        {/* On small screens the top bar carries the language switch (dashboard-shell.tsx). */}
        <div className="mb-3 hidden px-3 md:block">
          <LocaleSwitch className="bg-white" />
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-400"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}

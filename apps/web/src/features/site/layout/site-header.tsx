import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { LocaleSwitch } from '@/components/locale-switch';
import { useAuth } from '@/lib/auth/auth-context';
import { HydrationSlice } from '@/lib/hydration-slices';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { HEADER_SCROLL_THRESHOLD, NAV_LINKS, firstNameOf } from './chrome';
import { Logo } from './logo';
import { UserMenu } from './user-menu';
import { useScrolledPast } from './use-scrolled-past';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? 'text-blue-700' : 'text-slate-700 hover:text-blue-700'
  }`;

const mobileLinkClass = 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100';

/** Full height before scrolling; the layout reserves it so shrinking never moves the content. */
export const HEADER_HEIGHT_CLASS = 'h-20';

/**
 * Spec §2's public header: the six links, the language switch, Login/Register or the user's menu,
 * a hamburger menu on small screens, and a smaller translucent bar once the page is scrolled past 20 px.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const { user, isAuthenticated, isLoading, logout } = useAuth();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The public pages' links keep the language the address names (decision 1122): read once for the whole header.
  const linkTo = useAddressLinks();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  const signOut = async () => {
    setMobileOpen(false);
    await logout();
    await navigate('/login');
  };
  const closeMobile = () => setMobileOpen(false);
  const onMobileKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && mobileOpen) {
      setMobileOpen(false);
      toggle.current?.focus();
    }
  };

  const signedIn = isAuthenticated && user !== null;
  const userName = user?.name ?? '';

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[height,background-color,box-shadow] duration-300 motion-reduce:transition-none ${
        scrolled
          ? 'h-14 border-slate-200 bg-white/80 shadow-sm backdrop-blur-md'
          : `${HEADER_HEIGHT_CLASS} border-transparent bg-white`
      }`}
      onKeyDown={onMobileKeyDown}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to={linkTo('/')} onClick={closeMobile} />

        {/* The links hydrate after the rest of the header, in a task of their own (decision 1034). */}
        <HydrationSlice>
          <nav aria-label={t`Main`} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={linkTo(link.to)} end={link.to === '/'} className={navClass}>
                    {i18n._(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </HydrationSlice>

        <div className="hidden min-w-40 items-center justify-end gap-2 lg:flex">
          <LocaleSwitch />
          {isLoading ? null : signedIn ? (
            <UserMenu firstName={firstNameOf(user.name, user.email)} onLogout={() => void signOut()} />
          ) : (
            <>
              <Link
                to={linkTo('/login')}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-blue-700"
              >
                <Trans>Login</Trans>
              </Link>
              <Link
                to={linkTo('/register')}
                className="rounded-full bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
              >
                <Trans>Register</Trans>
              </Link>
            </>
          )}
        </div>

        <button
          ref={toggle}
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>

      <div
        id={mobileId}
        hidden={!mobileOpen}
        className="max-h-[calc(100vh-5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg lg:hidden"
      >
        <nav aria-label={t`Mobile`}>
          <ul className="py-2">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={linkTo(link.to)}
                  end={link.to === '/'}
                  className={mobileLinkClass}
                  onClick={closeMobile}
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-3 py-4">
          <span className="text-sm font-medium text-slate-600" aria-hidden="true">
            <Trans>Language</Trans>
          </span>
          <LocaleSwitch />
        </div>
        <div className="border-t border-slate-200 pt-4">
          {isLoading ? null : signedIn ? (
            <>
              <p className="px-3 text-sm text-slate-600">
                <Trans>
                  Logged in as{' '}
                  <span className="block text-base font-semibold text-slate-900">{userName}</span>
                </Trans>
              </p>
              <ul className="mt-2">
                <li>
                  <Link to="/dashboard" className={mobileLinkClass} onClick={closeMobile}>
                    <Trans>Dashboard</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/profile" className={mobileLinkClass} onClick={closeMobile}>
                    <Trans>Profile</Trans>
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={`${mobileLinkClass} w-full text-left`}
                    onClick={() => void signOut()}
                  >
                    <Trans>Logout</Trans>
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className="flex gap-3 px-3">
              <Link
                to={linkTo('/login')}
                className="flex-1 rounded-full border border-slate-300 px-4 py-2 text-center font-medium text-slate-800"
                onClick={closeMobile}
              >
                <Trans>Login</Trans>
              </Link>
              <Link
                to={linkTo('/register')}
                className="flex-1 rounded-full bg-blue-700 px-4 py-2 text-center font-semibold text-white"
                onClick={closeMobile}
              >
                <Trans>Register</Trans>
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}

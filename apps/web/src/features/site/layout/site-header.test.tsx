import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/auth';
import { renderRoutes, signIn, stubApi } from '../test-utils';
import { SiteHeader } from './site-header';

const routes = [
  {
    element: (
      <>
        <SiteHeader />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <p>Home page</p> },
      { path: 'login', element: <p>Login page</p> },
      { path: 'dashboard', element: <p>Dashboard page</p> },
      { path: 'profile', element: <p>Profile page</p> },
      { path: 'about', element: <p>About page</p> },
    ],
  },
];

const setScroll = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
};

afterEach(() => {
  vi.unstubAllGlobals();
  setScroll(0);
});

describe('SiteHeader', () => {
  it('shows the six public links of the spec and the board’s Jobs, in order', () => {
    stubApi();
    renderRoutes(routes, '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Jobs', '/jobs'],
      ['About Us', '/about'],
      ['Projects', '/projects'],
      ['Our Team', '/team'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Login and Register to a signed-out visitor', () => {
    stubApi();
    renderRoutes(routes, '/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(banner).queryByRole('button', { name: /Linh/ })).not.toBeInTheDocument();
  });

  it('keeps the address’s ?lang=vi in every link to a public page, none in the member area’s (decision 1122)', async () => {
    signIn();
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/about?lang=vi');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/?lang=vi',
      '/jobs?lang=vi',
      '/about?lang=vi',
      '/projects?lang=vi',
      '/team?lang=vi',
      '/blog?lang=vi',
      '/contact?lang=vi',
    ]);
    // The current page is still the current one, with its language in the link.
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'DotTrip home' })).toHaveAttribute('href', '/?lang=vi');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog?lang=vi');
    const dashboard = screen
      .getAllByRole('link', { name: 'Dashboard' })
      .map((link) => link.getAttribute('href'));
    expect(dashboard).toEqual(['/dashboard']);
    await user.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('keeps it in Login and Register for a signed-out visitor; a plain address adds nothing', () => {
    stubApi();
    const { router } = renderRoutes(routes, '/?lang=vi');
    const banner = screen.getByRole('banner');
    // The closed mobile menu's links too.
    const logins = within(banner).getAllByRole('link', { name: 'Login', hidden: true });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual(['/login?lang=vi', '/login?lang=vi']);
    expect(within(banner).getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute(
      'href',
      '/register?lang=vi',
    );
    act(() => void router.navigate('/about'));
    expect(within(banner).getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'DotTrip home' })).toHaveAttribute('href', '/');
  });

  it('shows a signed-in user a menu named with their first name: Dashboard, Profile, Logout', async () => {
    signIn();
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    const button = await screen.findByRole('button', { name: 'Linh' });
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the user menu from the keyboard and closes it with Escape, focus back on the button', async () => {
    signIn();
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    const button = await screen.findByRole('button', { name: 'Linh' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('logs out and goes to /login', async () => {
    signIn();
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await user.click(await screen.findByRole('button', { name: 'Linh' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/logout'))).toBe(true);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('mobile menu: shows "Logged in as" with the full name, and closes with Escape', async () => {
    signIn();
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await screen.findByRole('button', { name: 'Linh' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Logged in as')).toBeInTheDocument();
    expect(within(panel).getByText('Linh Tran Thi')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link'),
    ).toHaveLength(7);

    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('mobile menu: signed out shows Login and Register, and closes after following a link', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!;
    expect(within(panel).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByText('About page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shrinks and turns translucent only after scrolling more than 20 px', () => {
    stubApi();
    renderRoutes(routes, '/');
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('h-20', 'bg-white');
    expect(header).not.toHaveClass('backdrop-blur-md');

    act(() => setScroll(20));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(header).toHaveClass('h-20');

    act(() => setScroll(21));
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header).toHaveClass('h-14', 'bg-white/80', 'backdrop-blur-md');

    act(() => setScroll(0));
    expect(header).toHaveClass('h-20');
  });

  it('keeps the auth area empty while the session loads, then fills it', async () => {
    signIn();
    stubApi();
    renderRoutes(routes, '/');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Linh' })).toBeInTheDocument());
  });
});

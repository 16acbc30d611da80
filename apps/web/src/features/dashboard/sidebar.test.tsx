import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SERVER_ROLE_PERMISSIONS, withCompanyRole } from '@app/shared';
import { AuthProvider, canOpen } from '@/lib/auth';
import { futureToken, makeUser, memberAreaRoutes, renderMemberArea, stubApi } from '@/testing/member-area';
import { SIDEBAR_SECTIONS, visibleSections } from './sections';
import { MESSAGE_NOTIFICATION, notificationsReply } from '@/testing/notification-fixtures';

const ALL_LINKS = SIDEBAR_SECTIONS.flatMap((section) => section.items.map((item) => item.label));

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Dashboard' }));
}

type Scope = Awaited<ReturnType<typeof sidebar>>;

const linkNames = (nav: Scope) =>
  nav.getAllByRole('link').map((link: HTMLElement) => link.textContent?.trim());

const headings = (nav: Scope) =>
  nav.getAllByRole('heading').map((heading: HTMLElement) => heading.textContent);

describe('dashboard sidebar', () => {
  it('shows the brand, the logo link to /, and the user initial, name and role', async () => {
    const user = makeUser('member', { name: 'nguyễn Văn An' });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    const aside = within(await screen.findByRole('complementary', { name: 'Sidebar' }));
    expect(aside.getByRole('link', { name: /DotTrip/ })).toHaveAttribute('href', '/');
    expect(aside.getByText('N')).toBeInTheDocument();
    expect(aside.getByText('nguyễn Văn An')).toBeInTheDocument();
    expect(aside.getByText('Member')).toBeInTheDocument();
  });

  it('shows every item to admin, even with a permission list that lacks them, but Company (no company)', async () => {
    const user = makeUser('admin', { permissions: ['user:read'] });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    expect(linkNames(nav)).toEqual(ALL_LINKS.filter((name) => name !== 'Company'));
    expect(headings(nav)).toEqual(['Main', 'Recruitment', 'System']);
  });

  it('shows the unread messages next to the Messages link (issue 13)', async () => {
    const user = makeUser('member');
    stubApi(user, {
      'GET /api/messages/unread': () => ({ body: { success: true, unread: 3, conversations: 2 } }),
    });
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    expect(await nav.findByRole('link', { name: 'Messages 3 unread' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('shows the unread notifications next to the Notifications link (issue 18)', async () => {
    const user = makeUser('member');
    stubApi(user, {
      // The count the server gives, not the length of the newest few it lists.
      'GET /api/me/notifications': notificationsReply([MESSAGE_NOTIFICATION], 2),
    });
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    expect(await nav.findByRole('link', { name: 'Notifications 2 unread' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('shows staff exactly the items its server permissions reach', async () => {
    const user = makeUser('staff');
    expect(user.permissions).toEqual([...SERVER_ROLE_PERMISSIONS.staff]);
    stubApi(user);
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    // Staff has every recruitment right, analytics and approvals, but neither system:settings nor user:update,
    // which /dashboard/users requires (decision 310): no link that the page would then refuse.
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'My Profile',
      'Job Alerts',
      'Messages',
      'Notifications',
      'Job Management',
      'Candidates',
      'Application Tracking',
      'Interviews',
      'Analytics',
      'Approvals',
    ]);
  });

  it('shows a member with member permissions only the Main section, with the candidate pages', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'My Profile',
      'My Applications',
      'Candidate Profile',
      'Saved Jobs',
      'Job Alerts',
      'Messages',
      'Notifications',
    ]);
    expect(headings(nav)).toEqual(['Main']);
  });

  it('shows an employer Main, with its own applications and candidate profile, Recruitment and Analytics', async () => {
    const user = makeUser('employer');
    stubApi(user, {
      'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
    });
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    // Analytics stays in the spec table's System section, the only System page an employer opens.
    expect(headings(nav)).toEqual(['Main', 'Recruitment', 'System']);
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'My Profile',
      'My Applications',
      'Candidate Profile',
      'Saved Jobs',
      'Job Alerts',
      'Messages',
      'Notifications',
      'Job Management',
      'Candidates',
      'Application Tracking',
      'Interviews',
      'Analytics',
    ]);
  });

  it('shows a company’s interviewer Company and Interviews only of the recruitment pages (issue 10)', async () => {
    const user = makeUser('employer', {
      permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, 'interviewer'),
      company: { id: 'co-1', name: 'FPT Software', role: 'interviewer', plan: 'premium' },
    });
    stubApi(user, { 'GET /api/interviews': () => ({ body: { success: true, interviews: [] } }) });
    renderMemberArea('/dashboard', user);
    const nav = await sidebar();
    expect(headings(nav)).toEqual(['Main', 'Recruitment']);
    expect(linkNames(nav).slice(-2)).toEqual(['Interviews', 'Company']);
  });

  it('offers every role only links whose page opens for it (decision 310)', async () => {
    const company = (role: 'owner' | 'recruiter' | 'interviewer') =>
      makeUser('employer', {
        permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, role),
        company: { id: 'co-1', name: 'FPT Software', role, plan: 'premium' },
      });
    const accounts = [
      ...(['admin', 'staff', 'member', 'employer'] as const).map((role) => makeUser(role)),
      company('owner'),
      company('recruiter'),
      company('interviewer'),
    ];
    for (const user of accounts) {
      const role = user.company ? `${user.role}/${user.company.role}` : user.role;
      const links = visibleSections(user).flatMap((section) => section.items.map((item) => item.to));
      expect(links.length).toBeGreaterThan(1);
      for (const to of links) expect(canOpen(user, to), `${role} → ${to}`).toBe(true);
      const hidden = SIDEBAR_SECTIONS.flatMap((s) => s.items.map((i) => i.to)).filter(
        (to) => !links.includes(to),
      );
      for (const to of hidden) expect(canOpen(user, to), `${role} ↛ ${to}`).toBe(false);
    }
  });

  it('fills permissions from the role defaults when the server sends none (member: Main only)', async () => {
    const user = makeUser('member', { permissions: [] });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(headings(await sidebar())).toEqual(['Main']);
  });

  it('highlights only the item whose path equals the current path', async () => {
    const user = makeUser('admin');
    stubApi(user);
    renderMemberArea('/dashboard/jobs', user);
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Job Management' })).toHaveAttribute('aria-current', 'page');
    // /dashboard is a prefix of /dashboard/jobs but is not highlighted.
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
  });

  it('highlights nothing on a deeper path no item equals', async () => {
    const user = makeUser('admin');
    stubApi(user);
    renderMemberArea('/dashboard/jobs/42', user);
    const nav = await sidebar();
    expect(nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(0);
  });

  it('highlights My Profile on /profile', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/profile', user);
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out: clears the stored token and goes to /', async () => {
    const user = makeUser('member');
    const api = stubApi(user);
    const { router } = renderMemberArea('/dashboard', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true));
  });

  it('logs out to / when the home page is a lazily loaded route, as in the built app', async () => {
    const user = makeUser('member');
    stubApi(user);
    localStorage.setItem('auth_token', futureToken());
    const routes = memberAreaRoutes().map((route) =>
      route.path === '/'
        ? {
            path: '/',
            lazy: async () => {
              await new Promise((resolve) => setTimeout(resolve, 20));
              return { Component: () => <h1>Home page</h1> };
            },
          }
        : route,
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets the stored token at once, before the home page has loaded, and ends the server session after', async () => {
    const user = makeUser('member');
    const api = stubApi(user);
    const token = futureToken();
    localStorage.setItem('auth_token', token);
    let release: () => void = () => undefined;
    const homeLoaded = new Promise<void>((resolve) => (release = resolve));
    const routes = memberAreaRoutes().map((route) =>
      route.path === '/'
        ? {
            path: '/',
            lazy: async () => {
              await homeLoaded;
              return { Component: () => <h1>Home page</h1> };
            },
          }
        : route,
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    // The home page is still loading: the dashboard shows, yet a reload now would find no session.
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(false);

    release();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/logout')).toBe(true));
    const logoutCall = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/logout'));
    expect(new Headers((logoutCall?.[1] as RequestInit).headers).get('authorization')).toBe(
      `Bearer ${token}`,
    );
    expect(screen.queryByRole('heading', { name: 'Login page' })).not.toBeInTheDocument();
  });

  it('on small screens opens and closes the sidebar with the menu button and Esc', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard', user);
    const menu = await screen.findByRole('button', { name: 'Open menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveClass('hidden');
    await userEvent.click(menu);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveClass('block');
    await userEvent.keyboard('{Escape}');
    const reopened = screen.getByRole('button', { name: 'Open menu' });
    expect(reopened).toHaveAttribute('aria-expanded', 'false');
    expect(reopened).toHaveFocus();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveClass('hidden');
  });

  it('on small screens a link click closes the opened sidebar', async () => {
    const user = makeUser('member');
    stubApi(user);
    const { router } = renderMemberArea('/dashboard', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is 64 units wide', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByRole('complementary', { name: 'Sidebar' })).toHaveClass('w-64');
  });
});

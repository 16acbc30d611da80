import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

describe('dashboard section pages', () => {
  // Decision 310: every refused page behaves the same — back to /dashboard, which says which page and why.
  for (const [path, title] of [
    ['/dashboard/analytics', 'Analytics'],
    ['/dashboard/settings', 'System Settings'],
    ['/dashboard/jobs/new', 'Job Management'],
  ] as const) {
    it(`a member sent to ${path} lands on the dashboard, told it may not open ${title}`, async () => {
      const user = makeUser('member');
      stubApi(user);
      renderMemberArea(path, user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(
        screen.getByText(`You do not have permission to open ${title}. Ask an administrator if you need it.`),
      ).toHaveAttribute('role', 'status');
    });
  }

  it('a plain visit to the dashboard says nothing about permissions', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/You do not have permission/)).not.toBeInTheDocument();
  });

  it('member pages are open to members', async () => {
    const user = makeUser('member');
    stubApi(user, { 'GET /api/me/projects': () => ({ body: { success: true, projects: [] } }) });
    renderMemberArea('/dashboard/my-projects', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeInTheDocument();
    expect(await screen.findByText('You have no projects yet.')).toBeInTheDocument();
  });

  // Issue 12: the four publishing pages are real screens now, none says "Coming soon".
  it.each([
    ['/dashboard/content', 'Content Management', 'GET /api/content/posts', { posts: [] }],
    ['/dashboard/approvals', 'Approvals', 'GET /api/approvals', { items: [], pending: 0 }],
    ['/dashboard/my-projects', 'My Projects', 'GET /api/me/projects', { projects: [] }],
    ['/dashboard/resources', 'Resources', 'GET /api/me/resources', { resources: [] }],
  ] as const)('%s is its own screen, "%s", without "Coming soon"', async (path, title, call, reply) => {
    const user = makeUser('admin');
    stubApi(user, {
      [call]: () => ({ body: { success: true, ...reply } }),
      'GET /api/projects/all': () => ({ body: { success: true, projects: [] } }),
    });
    renderMemberArea(path, user);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('an unknown path gets a not-found page inside the dashboard', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard/nothing-here', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    // The address as typed, not a name made up from it.
    expect(screen.getByText('/dashboard/nothing-here').closest('p')).toHaveTextContent(
      'There is no dashboard page at /dashboard/nothing-here. Check the address, or choose a section from the menu.',
    );
    expect(screen.queryByText(/Nothing Here/)).not.toBeInTheDocument();
  });

  it('/dashboard/users sends a user without all three user permissions back to /dashboard', async () => {
    const user = makeUser('staff', { permissions: ['user:read', 'user:create'] });
    stubApi(user);
    const { router } = renderMemberArea('/dashboard/users', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('signed-out visitors are sent to /login', async () => {
    stubApi(null);
    renderMemberArea('/dashboard', null);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });
});

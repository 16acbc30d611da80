import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider, TOKEN_KEY } from '@/lib/auth';
import { futureToken, makeUser } from '@/testing/member-area';
import { jobListReply, makeJob, makeProfile, stubRecruitmentApi } from '@/testing/recruitment';
import { patchRoutesOnNavigation, routes } from '../router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

// The real route modules and their catalogs load through the transform on first use: slow on a busy machine.
describe('recruitment routes in the app router', { timeout: 30_000 }, () => {
  it('/jobs and /jobs/:id open under the public layout', async () => {
    const job = makeJob({ title: 'QA Automation Engineer' });
    stubRecruitmentApi(null, {
      'GET /api/jobs': () => ({ body: jobListReply([job]) }),
      [`GET /api/jobs/${job.id}`]: () => ({ body: { success: true, job } }),
    });
    renderApp('/jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open jobs' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'QA Automation Engineer' });
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'QA Automation Engineer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' })).toBeInTheDocument();
  });

  it('/dashboard/my-applications and /dashboard/candidate-profile open in the dashboard with their sidebar links', async () => {
    const member = makeUser('member');
    localStorage.setItem(TOKEN_KEY, futureToken());
    stubRecruitmentApi(member, {
      'GET /api/me/applications': () => ({ body: { success: true, applications: [] } }),
      'GET /api/me/candidate-profile': () => ({ body: { success: true, profile: makeProfile() } }),
    });
    const router = renderApp('/dashboard/my-applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(nav.getByRole('link', { name: 'My Applications' })).toHaveAttribute('aria-current', 'page');
    await router.navigate('/dashboard/candidate-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate profile' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', {
        name: 'Candidate Profile',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

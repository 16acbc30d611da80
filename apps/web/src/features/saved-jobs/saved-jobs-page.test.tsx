import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/member-area';
import { makeJob, renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { SavedJobsPage } from './saved-jobs-page';

const member = makeUser('member');
const routes = [{ path: '/dashboard/saved-jobs', element: <SavedJobsPage /> }];

describe('saved jobs page', () => {
  it('lists the saved postings, marks closed ones, and unsaves one', async () => {
    const user = userEvent.setup();
    const open = makeJob({ title: 'Go Developer', company: 'Tiki' });
    const closed = makeJob({ title: 'Old QA', status: 'closed' });
    const api = stubRecruitmentApi(member, {
      'GET /api/me/saved-jobs': () => ({
        body: {
          success: true,
          jobs: [
            { ...open, saved_at: '2026-11-20T03:00:00.000Z' },
            { ...closed, saved_at: '2026-11-19T03:00:00.000Z' },
          ],
        },
      }),
      [`DELETE /api/me/saved-jobs/${open.id}`]: () => ({ body: { success: true } }),
    });
    renderRecruitment(routes, '/dashboard/saved-jobs', member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved jobs' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Go Developer' })).toHaveAttribute(
      'href',
      `/jobs/${open.id}`,
    );
    expect(within(items[0]!).queryByText(/Closed/)).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Closed: no longer takes applications')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Saved on 20 Nov 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsave Go Developer' }));
    expect(await screen.findByText('Removed Go Developer from your saved jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go Developer' })).not.toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/me/saved-jobs/${open.id}`)).toHaveLength(1);
  });

  it('says when nothing is saved and links to the board', async () => {
    stubRecruitmentApi(member, {
      'GET /api/me/saved-jobs': () => ({ body: { success: true, jobs: [] } }),
    });
    renderRecruitment(routes, '/dashboard/saved-jobs', member);
    expect(await screen.findByText('You have not saved any job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
  });
});

import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Project } from '@app/shared';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { MyProjectsPage } from './my-projects-page';

const member = makeUser('member');

const project = (overrides: Partial<Project> = {}): Project => ({
  id: 'p-1',
  title: 'Hanoi Transit',
  description: 'Bus times, offline.',
  image_url: null,
  tags: ['React'],
  repo_url: null,
  demo_url: null,
  details: '',
  progress_status: 'in_progress',
  progress: 40,
  owner_name: 'Member Person',
  owner_id: 'u-member',
  published_at: null,
  state: 'changes_requested',
  live: true,
  review_reason: 'Add a working demo link.',
  reviewed_at: '2026-11-20T02:00:00.000Z',
  submitted_at: '2026-11-19T02:00:00.000Z',
  created_at: '2026-11-18T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

describe('/dashboard/my-projects', () => {
  it('shows each project’s review state, the reviewer’s reason, progress, and that the published one stays live', async () => {
    stubRecruitmentApi(member, {
      'GET /api/me/projects': () => ({ body: { success: true, projects: [project()] } }),
    });
    renderRecruitment(
      [{ path: '/dashboard/my-projects', element: <MyProjectsPage /> }],
      '/dashboard/my-projects',
      member,
    );
    const card = await screen.findByRole('article', { name: 'Hanoi Transit' });
    expect(within(card).getByText('Changes requested')).toBeInTheDocument();
    expect(within(card).getByText('Published version stays live')).toBeInTheDocument();
    expect(within(card).getByText('Add a working demo link.')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Hanoi Transit progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(card).getByRole('button', { name: 'Submit for review Hanoi Transit' })).toBeInTheDocument();
    // Members do not see the staff list of every project.
    expect(screen.queryByRole('heading', { name: 'All members’ projects' })).not.toBeInTheDocument();
  });

  it('creates a project with its tags split, and shows the server’s field message', async () => {
    const api = stubRecruitmentApi(member, {
      'GET /api/me/projects': () => ({ body: { success: true, projects: [] } }),
      'POST /api/me/projects': (call) =>
        (call.body as { repo_url: string | null }).repo_url === 'ftp://x'
          ? {
              status: 422,
              body: {
                success: false,
                message: 'Must be an http(s) URL',
                errors: { repo_url: ['Must be an http(s) URL'] },
              },
            }
          : {
              status: 201,
              body: { success: true, project: project({ title: 'CLI', state: 'draft', live: false }) },
            },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/my-projects', element: <MyProjectsPage /> }],
      '/dashboard/my-projects',
      member,
    );
    expect(await screen.findByText('You have no projects yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await user.type(screen.getByLabelText('Title'), 'CLI');
    await user.type(screen.getByLabelText('Description'), 'A tool.');
    await user.type(screen.getByLabelText('Tags (separated by commas)'), 'Go, CLI ,');
    await user.type(screen.getByLabelText('Code repository URL'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findAllByText('Must be an http(s) URL')).not.toHaveLength(0);
    expect(screen.getByLabelText('Code repository URL')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Code repository URL'));
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('“CLI” created as a draft.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      title: 'CLI',
      tags: ['Go', 'CLI'],
      repo_url: null,
      progress_status: 'planning',
      progress: 0,
    });
  });

  it('lets a reviewer take a live project off the site with a reason (decision 1051)', async () => {
    const staff = makeUser('staff');
    const live = project({ id: 'p-9', title: 'Spam Tracker', state: 'published', live: true });
    const api = stubRecruitmentApi(staff, {
      'GET /api/me/projects': () => ({ body: { success: true, projects: [] } }),
      'GET /api/projects/all': () => ({
        body: { success: true, projects: [live, project({ id: 'p-2', title: 'Draft One', live: false })] },
      }),
      'POST /api/projects/p-9/take-down': () => ({
        body: {
          success: true,
          project: { ...live, live: false, state: 'changes_requested', review_reason: 'Malware.' },
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/my-projects', element: <MyProjectsPage /> }],
      '/dashboard/my-projects',
      staff,
    );
    const row = await screen.findByRole('row', { name: /Spam Tracker/ });
    expect(within(screen.getByRole('row', { name: /Draft One/ })).queryByRole('button')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Take off the site Spam Tracker' }));
    const form = screen.getByRole('form', { name: 'Take “Spam Tracker” off the site' });
    await user.type(within(form).getByLabelText('Reason (the owner reads it)'), 'Malware.');
    await user.click(within(form).getByRole('button', { name: 'Take off the site' }));
    expect(await within(row).findByText('No')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Malware.' });
  });

  it('says beside the take-down reason, in Vietnamese, that it is missing, and sends nothing (decision 1194)', async () => {
    act(() => i18n.activate('vi'));
    try {
      const staff = makeUser('staff');
      const live = project({ id: 'p-9', title: 'Spam Tracker', state: 'published', live: true });
      const api = stubRecruitmentApi(staff, {
        'GET /api/me/projects': () => ({ body: { success: true, projects: [] } }),
        'GET /api/projects/all': () => ({ body: { success: true, projects: [live] } }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/my-projects', element: <MyProjectsPage /> }],
        '/dashboard/my-projects',
        staff,
      );
      const row = await screen.findByRole('row', { name: /Spam Tracker/ });
      await user.click(within(row).getByRole('button', { name: 'Gỡ khỏi trang Spam Tracker' }));
      const form = screen.getByRole('form', { name: 'Gỡ “Spam Tracker” khỏi trang' });
      await user.type(within(form).getByLabelText('Lý do (chủ dự án sẽ đọc)'), '   ');
      await user.click(within(form).getByRole('button', { name: 'Gỡ khỏi trang' }));
      const reason = within(form).getByLabelText('Lý do (chủ dự án sẽ đọc)');
      expect(reason).toHaveAccessibleDescription('Hãy nêu lý do');
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(reason).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { MESSAGE_NOTIFICATION, notificationsReply } from '@/testing/notification-fixtures';

const NOTICE = 'Admin View Active';
const NOTICE_TEXT = 'You are viewing the dashboard with administrative privileges.';

const subscription = (plan: { display_name: string } | null) => ({
  'GET /api/auth/subscription': () => ({
    body: {
      success: true,
      subscription: plan && { plan: 'standard', price: 199000, started_at: '2026-11-01T00:00:00Z', ...plan },
    },
  }),
});

const group = (title: string) => within(screen.getByRole('region', { name: title }));

describe('/dashboard home', () => {
  it('admin: header, role strip with admin access, notice, the three card groups, overview and quick actions', async () => {
    const user = makeUser('admin', { name: 'Alice Admin' });
    // Issue 12: the overview counts the live projects and the approvals waiting (decision 1065).
    stubApi(user, {
      'GET /api/projects': () => ({
        body: { success: true, projects: [], total: 3, page: 1, pageSize: 1, tags: [] },
      }),
      'GET /api/approvals': ({ url }) => ({
        body: {
          success: true,
          items: [],
          pending: url.searchParams.get('status') === 'pending' ? 1234 : 0,
          next_cursor: null,
        },
      }),
    });
    renderMemberArea('/dashboard', user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Alice Admin/)).toBeInTheDocument();
    const strip = screen.getByTestId('role-strip');
    expect(strip).toHaveTextContent('Role: Admin');
    expect(strip).toHaveTextContent('admin access');
    expect(screen.getByRole('note')).toHaveTextContent(NOTICE);
    expect(screen.getByText(NOTICE_TEXT)).toBeInTheDocument();

    expect(
      group('Recruitment Management')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/dashboard/jobs',
      '/dashboard/candidates',
      '/dashboard/applications',
      '/dashboard/interviews',
    ]);
    expect(
      group('System Management')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard/users', '/dashboard/settings', '/dashboard/analytics', '/dashboard/approvals']);
    expect(
      group('Content & Operations')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard/content', '/dashboard/logs', '/dashboard/support']);

    const overview = group('System Overview');
    const figures: [string, string][] = [
      ['Total users', '243'],
      ['Active jobs', '12'],
      ['Applications', '89'],
      ['In progress', '23'],
    ];
    for (const [label, value] of figures) {
      expect(overview.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(overview.getByText('Users, jobs and applications: sample figures')).toBeInTheDocument();
    await waitFor(() =>
      expect(overview.getByText('Active projects').nextElementSibling).toHaveTextContent('3'),
    );
    await waitFor(() =>
      expect(overview.getByText('Pending approvals').nextElementSibling).toHaveTextContent('1,234'),
    );
    expect(group('Quick Actions').getAllByRole('link').length).toBeGreaterThan(0);
    // No member things on the admin panel.
    expect(screen.queryByRole('region', { name: 'Project Status' })).not.toBeInTheDocument();
  });

  it('admin notice follows system:analytics, not the role: an admin without it does not see it', async () => {
    const user = makeUser('admin', { permissions: ['user:read'] });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByTestId('role-strip')).toHaveTextContent('admin access');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  describe('the header’s date (decision 1168)', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('is today in Vietnam time, the day the job feed’s postings are dated by, in a browser behind it', async () => {
      // 20:30 UTC on Saturday 28 November is 03:30 on Sunday 29 November in Vietnam, and 12:30 on the Saturday in
      // Los Angeles, where this browser is.
      process.env.TZ = 'America/Los_Angeles';
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T20:30:00Z'));
      const user = makeUser('member', { name: 'Minh' });
      stubApi(user);
      const { unmount } = renderMemberArea('/dashboard', user);
      expect(await screen.findByText('Sunday, 29 November 2026')).toBeInTheDocument();
      expect(screen.queryByText(/Saturday/)).not.toBeInTheDocument();
      unmount();
      act(() => i18n.activate('vi'));
      stubApi(user);
      renderMemberArea('/dashboard', user);
      expect(await screen.findByText('Chủ Nhật, 29 tháng 11, 2026')).toBeInTheDocument();
    });
  });

  it('a member holding system:analytics sees the notice', async () => {
    const user = makeUser('member', { permissions: ['user:read:own', 'system:analytics'] });
    const api = stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    // The approval queue's count is for reviewers only (project:approve): not shown, not asked for.
    expect(screen.queryByText('Pending approvals')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/approvals')).toBe(false);
  });

  it('member: regular user permissions, no notice, six cards, project status, notifications and the job feed', async () => {
    const user = makeUser('member');
    const project = (title: string, progress_status: string, progress: number) => ({
      id: title,
      title,
      progress_status,
      progress,
    });
    // Issue 12: the project status list shows the member's real projects.
    stubApi(user, {
      'GET /api/me/projects': () => ({
        body: {
          success: true,
          projects: [
            project('Portfolio Website', 'in_progress', 65),
            project('Mobile Banking App', 'planning', 15),
            project('Open Source CLI Tool', 'completed', 100),
          ],
        },
      }),
      // Issue 18: the member's real notifications, not the spec's samples (decision 1180).
      'GET /api/me/notifications': notificationsReply([
        MESSAGE_NOTIFICATION,
        {
          id: 'n2',
          kind: 'alert.matched',
          data: { name: 'React in Hà Nội', count: 3 },
          link: '/jobs?q=React',
          read: false,
          created_at: '2026-11-27T02:00:00Z',
        },
        {
          id: 'n3',
          kind: 'interview.scheduled',
          data: {
            title: 'React Developer',
            company: 'Acme',
            starts_at: '2026-12-01T02:30:00.000Z',
            time_zone: 'Asia/Ho_Chi_Minh',
          },
          link: '/dashboard/my-applications',
          read: true,
          created_at: '2026-11-26T02:00:00Z',
        },
      ]),
    });
    renderMemberArea('/dashboard', user);

    expect(await screen.findByTestId('role-strip')).toHaveTextContent('regular user permissions');
    expect(screen.getByTestId('role-strip')).toHaveTextContent('Role: Member');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recruitment Management' })).not.toBeInTheDocument();

    expect(
      group('Your Space')
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/dashboard/my-projects',
      '/dashboard/messages',
      '/dashboard/support',
      '/dashboard/resources',
      '/profile',
      '/plans',
    ]);

    const projects = group('Project Status');
    expect(await projects.findByText('Portfolio Website')).toBeInTheDocument();
    expect(projects.getByText('In Progress')).toBeInTheDocument();
    expect(projects.getByText('Planning')).toBeInTheDocument();
    expect(projects.getByText('Completed')).toBeInTheDocument();
    const bars = projects.getAllByRole('progressbar');
    expect(bars).toHaveLength(3);
    expect(bars[0]).toHaveAttribute('aria-valuenow', '65');
    expect(projects.getByText('65%')).toBeInTheDocument();

    const notices = group('Notifications');
    expect(
      await notices.findByRole('link', { name: 'New message from Acme about React Developer' }),
    ).toHaveAttribute('href', '/dashboard/messages/c1');
    expect(notices.getAllByRole('listitem')).toHaveLength(3);
    expect(notices.getByText('Message:')).toBeInTheDocument();
    expect(notices.getByText('Alert:')).toBeInTheDocument();
    expect(
      notices.getByRole('link', { name: '3 new jobs for your alert “React in Hà Nội”' }),
    ).toHaveAttribute('href', '/jobs?q=React');
    expect(
      notices.getByRole('link', {
        name: 'Interview for React Developer at Acme: 1 Dec 2026, 09:30 (GMT+7, Asia/Ho_Chi_Minh)',
      }),
    ).toBeInTheDocument();
    expect(notices.getByText('2 unread')).toBeInTheDocument();
    expect(notices.queryByText('New message from the DotTrip team')).not.toBeInTheDocument();
    expect(notices.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );

    expect(screen.getByRole('region', { name: 'Latest jobs' })).toBeInTheDocument();
  });

  it('staff: the admin panel limited to the cards its permissions reach', async () => {
    const user = makeUser('staff');
    stubApi(user);
    renderMemberArea('/dashboard', user);

    // Staff see the admin notice, so the strip must not call them regular users.
    expect(await screen.findByTestId('role-strip')).toHaveTextContent('staff access');
    expect(screen.getByTestId('role-strip')).not.toHaveTextContent('regular user permissions');
    expect(group('Recruitment Management').getAllByRole('link')).toHaveLength(4);
    const system = group('System Management');
    // /dashboard/users needs user:update, which staff lack: no card that the page would refuse (decision 310).
    expect(system.queryByRole('link', { name: /User Management/ })).not.toBeInTheDocument();
    expect(system.queryByRole('link', { name: /System Settings/ })).not.toBeInTheDocument();
    expect(group('Quick Actions').queryByRole('link', { name: 'Manage users' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System Overview' })).toBeInTheDocument();
    expect(group('Quick Actions').queryByRole('link', { name: 'Open settings' })).not.toBeInTheDocument();
  });

  it('staff with only the client defaults sees no recruitment cards and no overview', async () => {
    const user = makeUser('staff', { permissions: [] });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByRole('region', { name: 'Content & Operations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'System Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recruitment Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'System Overview' })).not.toBeInTheDocument();
  });

  it('employer: package name from the subscription call, recruitment cards and the job feed', async () => {
    const user = makeUser('employer');
    const total = (n: number) => () => ({ body: { success: true, total: n, page: 1, pageSize: 1 } });
    stubApi(user, {
      ...subscription({ display_name: 'Pro' }),
      'GET /api/manage/jobs': total(3),
      'GET /api/candidates': total(120),
      'GET /api/applications': total(17),
    });
    renderMemberArea('/dashboard', user);

    expect(await screen.findByText('Pro')).toBeInTheDocument();
    const recruitment = group('Recruitment tools');
    expect(recruitment.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/jobs',
      '/dashboard/candidates',
      '/dashboard/applications',
    ]);
    expect(await recruitment.findByText('3 postings')).toBeInTheDocument();
    expect(await recruitment.findByText('120 candidates in reach')).toBeInTheDocument();
    expect(await recruitment.findByText('17 applications')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Latest jobs' })).toBeInTheDocument();
  });

  it('a company’s interviewer: the strip names its place in the company, in both languages', async () => {
    const user = makeUser('employer', {
      permissions: ['interview:feedback'],
      company: { id: 'c1', name: 'An Co', role: 'interviewer', plan: 'premium' },
    });
    stubApi(user);
    const { unmount } = renderMemberArea('/dashboard', user);
    const strip = await screen.findByTestId('role-strip');
    expect(strip).toHaveTextContent('Role: Employer·Interviewer at An Co·regular user permissions');
    unmount();
    act(() => i18n.activate('vi'));
    stubApi(user);
    renderMemberArea('/dashboard', user);
    expect(await screen.findByTestId('company-place')).toHaveTextContent('Người phỏng vấn tại An Co');
  });

  it('employer outside any company: no recruitment cards, the way into a company instead', async () => {
    // What the server sends for an employer account without a company (decision 600): no recruitment permission.
    const user = makeUser('employer', {
      permissions: makeUser('employer').permissions.filter(
        (p) => !/^(job|candidate|application|interview):/.test(p),
      ),
    });
    const calls = stubApi(user, subscription(null));
    renderMemberArea('/dashboard', user);
    const recruitment = within(await screen.findByRole('region', { name: 'Recruitment tools' }));
    expect(recruitment.getByText(/Your account is not part of a company yet\./)).toBeInTheDocument();
    expect(recruitment.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    expect(recruitment.queryByRole('link', { name: /Job Postings/ })).not.toBeInTheDocument();
    expect(calls.calls.filter((c) => c.path === '/api/manage/jobs')).toHaveLength(0);
  });

  it('employer without an active subscription is told so', async () => {
    const user = makeUser('employer');
    stubApi(user, subscription(null));
    renderMemberArea('/dashboard', user);
    expect(await screen.findByText('Employer account (no active package found)')).toBeInTheDocument();
  });
});

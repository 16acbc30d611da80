import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ROLE_PERMISSIONS, withCompanyRole } from '@app/shared';
import type { User } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { dayTick } from './analytics-page';
import { presetRange, todayInVietnam } from './period';

beforeAll(async () => {
  await import('@/app/routes/dashboard-analytics');
}, 60_000);

const owner = (plan: 'free' | 'premium'): User =>
  makeUser('employer', {
    permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, 'owner'),
    company: { id: 'co-1', name: 'FPT Software', plan, role: 'owner' },
  });

const ENTERPRISE = [
  'overview',
  'funnel',
  'time-to-hire',
  'time-in-stage',
  'sources',
  'offers',
  'rejections',
  'stale',
  'team',
];
const options = (available: string[]) => () => ({
  body: {
    success: true,
    available,
    postings: [{ id: 'job-1', title: 'Senior React Developer' }],
    teammates: [{ id: 'u-owner', name: 'Olivia Owner' }],
    sources: ['Job board', 'LinkedIn'],
    companies: [],
  },
});
const overview = () => ({
  body: {
    success: true,
    report: 'overview',
    period: { from: '2026-06-01', to: '2026-06-30' },
    available: ['overview'],
    data: {
      stages: [
        { stage: 'applied', count: 3 },
        { stage: 'interview', count: 1 },
      ],
      over_time: [{ day: '2026-06-01', count: 4 }],
      postings: [{ job_id: 'job-1', title: 'Senior React Developer', applications: 4, active: 3 }],
    },
  },
});

describe('analytics page', () => {
  it('presets: 7, 30 and 90 days end today; this quarter starts on its first day', () => {
    expect(presetRange('7', '2026-06-15')).toEqual({ from: '2026-06-09', to: '2026-06-15' });
    expect(presetRange('30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('90', '2026-06-15')).toEqual({ from: '2026-03-18', to: '2026-06-15' });
    expect(presetRange('quarter', '2026-08-20')).toEqual({ from: '2026-07-01', to: '2026-08-20' });
  });

  it('an Enterprise owner reads the funnel as a table with its definition, and its Interview number opens the applications', async () => {
    const user = owner('premium');
    const api = stubApi(user, {
      'GET /api/analytics': options(ENTERPRISE),
      'GET /api/analytics/funnel': () => ({
        body: {
          success: true,
          report: 'funnel',
          period: { from: '2026-06-09', to: '2026-06-15' },
          available: ENTERPRISE,
          data: {
            stages: [
              { stage: 'applied', reached: 10, pass_through: 0.6 },
              { stage: 'screening', reached: 6, pass_through: 0.5 },
              { stage: 'interview', reached: 3, pass_through: 0.333 },
              { stage: 'offer', reached: 1, pass_through: 1 },
              { stage: 'hired', reached: 1, pass_through: null },
            ],
          },
        },
      }),
      'GET /api/analytics/applications': () => ({
        body: {
          success: true,
          total: 1,
          page: 1,
          page_size: 50,
          applications: [
            {
              id: 'app-1',
              candidate: 'Nguyễn Văn An',
              job: { id: 'job-1', title: 'Senior React Developer' },
              stage: 'interview',
              source: 'LinkedIn',
              created_at: '2026-06-10T03:00:00.000Z',
            },
          ],
        },
      }),
    });
    const { router } = renderMemberArea('/dashboard/analytics?report=funnel&preset=7', user);
    const table = await screen.findByRole('table', { name: 'Applications that reached each stage' });
    expect(screen.getByTestId('report-definition')).toHaveTextContent(
      'skipped a stage counts as having passed it',
    );
    const interview = within(table).getByRole('row', { name: /Interview/ });
    expect(interview).toHaveTextContent('33.3%');
    const funnelCall = api.calls.find((c) => c.path === '/api/analytics/funnel');
    expect(funnelCall).toBeDefined();
    await userEvent.click(
      within(interview).getByRole('button', { name: 'Open the 3 applications that reached Interview' }),
    );
    const link = await screen.findByRole('link', { name: 'Nguyễn Văn An — Senior React Developer' });
    expect(link).toHaveAttribute('href', '/dashboard/applications/app-1');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toMatchObject({
      report: 'funnel',
      preset: '7',
      metric: 'reached',
      stage: 'interview',
    });
  }, 30_000);

  it('a Free owner sees the overview and the server’s upgrade prompt for the other reports', async () => {
    const user = owner('free');
    stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({
        status: 402,
        body: {
          success: false,
          code: 'PLAN_REQUIRED',
          message: 'Advanced analytics reports: part of the Enterprise plan. Upgrade to use it.',
        },
      }),
    });
    renderMemberArea('/dashboard/analytics', user);
    expect(await screen.findByRole('table', { name: 'Applications per stage now' })).toBeInTheDocument();
    expect(await screen.findByTestId('upgrade-prompt')).toHaveTextContent('part of the Enterprise plan');
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
  });

  it('a link with a date that does not exist shows the last 30 days instead of breaking the page', async () => {
    const user = owner('free');
    const api = stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    renderMemberArea('/dashboard/analytics?preset=custom&from=2026-13-01&to=2026-02-30', user);
    expect(await screen.findByRole('table', { name: 'Applications per stage now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const asked = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/analytics/overview');
    const today = todayInVietnam();
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject(presetRange('30', today));
    expect(screen.getByLabelText('From')).toHaveValue(presetRange('30', today).from);
  });

  it('a link with a day outside 2000-2099 shows the last 30 days, and the custom range offers only those days', async () => {
    const user = owner('free');
    const api = stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    renderMemberArea('/dashboard/analytics?preset=custom&from=0001-01-01&to=2100-01-01', user);
    expect(await screen.findByRole('table', { name: 'Applications per stage now' })).toBeInTheDocument();
    const asked = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/analytics/overview');
    expect(Object.fromEntries(asked!.searchParams)).toMatchObject(presetRange('30', todayInVietnam()));
    for (const label of ['From', 'To']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '2000-01-01');
      expect(screen.getByLabelText(label)).toHaveAttribute('max', '2099-12-31');
    }
  });

  it('says beside the custom period’s days, in Vietnamese, what is wrong, and keeps the report (decision 1182)', async () => {
    const user = owner('free');
    const api = stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    act(() => i18n.activate('vi'));
    try {
      renderMemberArea('/dashboard/analytics?preset=custom&from=2026-06-01&to=2026-06-30', user);
      const to = await screen.findByLabelText('Đến ngày');
      const asked = () => api.calls.filter((c) => c.path === '/api/analytics/overview').length;
      // The page asks for the period in its address on its own once shown; only later asks count.
      await waitFor(() => expect(asked()).toBeGreaterThan(0));
      const before = asked();
      await userEvent.clear(to);
      await userEvent.type(to, '2026-05-01');
      await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
      expect(to).toHaveAccessibleDescription('Ngày kết thúc trước ngày bắt đầu');
      expect(to).toHaveAttribute('aria-invalid', 'true');
      expect(to).toHaveFocus();

      const from = screen.getByLabelText('Từ');
      await userEvent.clear(from);
      await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
      expect(from).toHaveAccessibleDescription('Hãy nhập một ngày từ 2000-01-01 đến 2099-12-31');
      expect(from).toHaveFocus();
      expect(asked()).toBe(before);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('speaks Vietnamese', async () => {
    const user = owner('free');
    stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    act(() => i18n.activate('vi'));
    renderMemberArea('/dashboard/analytics', user);
    expect(await screen.findByRole('table', { name: 'Hồ sơ theo vòng hiện tại' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tổng quan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Mở 1 hồ sơ ở vòng Phỏng vấn' })).toBeInTheDocument();
    // A day reads as the reader writes it, never as the ISO "2026-06-01" (the CSV keeps ISO).
    const days = screen.getByRole('table', { name: 'Hồ sơ ứng tuyển mới theo ngày' });
    expect(within(days).getByRole('rowheader', { name: '1 thg 6, 2026' })).toBeInTheDocument();
    expect(within(days).queryByText('2026-06-01')).toBeNull();
  });

  it('writes a day under a chart as day/month in both languages', () => {
    expect(dayTick('2026-06-01', 'vi')).toBe('1/6');
    expect(dayTick('2026-11-28', 'vi')).toBe('28/11');
    expect(dayTick('2026-06-01', 'en')).toBe('01/06');
  });

  it('names a count’s button with the plural its number needs, and marks a Vietnamese posting', async () => {
    const user = owner('free');
    const report = overview();
    report.body.data.postings.push({
      job_id: 'job-2',
      title: 'Thực tập sinh Lập trình Web',
      applications: 1,
      active: 1,
    });
    stubApi(user, {
      'GET /api/analytics': options(['overview']),
      'GET /api/analytics/overview': () => report,
    });
    renderMemberArea('/dashboard/analytics', user);
    expect(
      await screen.findByRole('button', { name: 'Open the 1 application in Interview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the 3 applications in Applied' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Open the 4 applications to Senior React Developer' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Applications created in the period per posting' });
    expect(
      within(table).getByText('Thực tập sinh Lập trình Web').closest('[lang]')?.getAttribute('lang'),
    ).toBe('vi');
    expect(
      screen.getByRole('button', { name: 'Open the 1 application to Thực tập sinh Lập trình Web' }),
    ).toBeInTheDocument();
  });

  it('the posting filter searches as one types, and choosing a posting sets the filter (decision 1074)', async () => {
    const user = owner('free');
    const postings = [
      { id: 'job-1', title: 'Senior React Developer' },
      { id: 'job-old', title: 'Kỹ sư Đường ống' },
    ];
    const fold = (text: string) =>
      text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd');
    const api = stubApi(user, {
      'GET /api/analytics': ({ url }) => {
        const q = fold(url.searchParams.get('q') ?? '');
        const jobId = url.searchParams.get('job_id');
        const found = postings
          .filter((p) => fold(p.title).includes(q))
          .sort((a, b) => Number(b.id === jobId) - Number(a.id === jobId));
        const reply = options(['overview'])();
        return {
          body: { ...reply.body, postings: found.slice(0, Number(url.searchParams.get('limit') ?? 200)) },
        };
      },
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    const { router } = renderMemberArea('/dashboard/analytics', user);
    const picker = await screen.findByRole('combobox', { name: 'Posting' });
    await userEvent.type(picker, 'DUONG');
    const listbox = screen.getByRole('listbox', { name: 'Postings' });
    await vi.waitFor(() =>
      expect(within(listbox).queryByRole('option', { name: 'Senior React Developer' })).toBeNull(),
    );
    const option = within(listbox).getByRole('option', { name: 'Kỹ sư Đường ống' });
    const searched = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/analytics' && url.searchParams.get('q'));
    expect(searched.map((url) => url.searchParams.get('q'))).toEqual(['DUONG']);
    await userEvent.click(option);
    expect(new URLSearchParams(router.state.location.search).get('job_id')).toBe('job-old');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(picker).toHaveValue('Kỹ sư Đường ống');

    // With the keyboard: All postings, the first choice, clears the filter.
    expect(picker).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(picker.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'All postings',
    );
    await userEvent.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('job_id')).toBeNull();
  }, 30_000);

  it('a posting chosen in the address shows its title even when it is not among the first results', async () => {
    const user = owner('free');
    stubApi(user, {
      'GET /api/analytics': ({ url }) => {
        const reply = options(['overview'])();
        return url.searchParams.get('job_id') === 'job-old'
          ? { body: { ...reply.body, postings: [{ id: 'job-old', title: 'Kỹ sư Đường ống' }] } }
          : reply;
      },
      'GET /api/analytics/overview': overview,
      'GET /api/analytics/funnel': () => ({ status: 402, body: { success: false, message: 'x' } }),
    });
    renderMemberArea('/dashboard/analytics?job_id=job-old', user);
    const picker = await screen.findByRole('combobox', { name: 'Posting' });
    await vi.waitFor(() => expect(picker).toHaveValue('Kỹ sư Đường ống'));
  });
});

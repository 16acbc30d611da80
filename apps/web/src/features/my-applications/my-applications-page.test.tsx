import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/member-area';
import { makeApplication, makeCv, renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import type { Handler } from '@/testing/recruitment';
import { MyApplicationsPage } from './my-applications-page';

const member = makeUser('member');
const routes = [{ path: '/dashboard/my-applications', element: <MyApplicationsPage /> }];

const INTERVIEWING = makeApplication({
  job: {
    id: 'job-1',
    title: 'Senior Frontend Developer',
    company: 'FPT Software',
    location: 'Hà Nội',
    status: 'published',
  },
  stage: 'interview',
  cv: makeCv({ id: 'cv-1', url: '/api/cvs/cv-1', filename: 'an-cv.pdf' }),
  history: [
    {
      from: null,
      to: 'applied',
      by: { id: member.id, name: member.name },
      at: '2026-11-05T02:00:00.000Z',
      reason: null,
    },
    { from: 'applied', to: 'screening', by: null, at: '2026-11-07T03:30:00.000Z', reason: null },
    { from: 'screening', to: 'interview', by: null, at: '2026-11-10T08:15:00.000Z', reason: null },
  ],
  interviews: [
    {
      id: 'int-1',
      starts_at: '2099-12-01T02:00:00.000Z',
      ends_at: '2099-12-01T03:00:00.000Z',
      time_zone: 'Asia/Ho_Chi_Minh',
      type: 'video',
      location: 'https://meet.example.com/abc',
      status: 'scheduled',
    },
    {
      id: 'int-0',
      starts_at: '2026-11-11T02:00:00.000Z',
      ends_at: '2026-11-11T03:00:00.000Z',
      time_zone: 'Asia/Ho_Chi_Minh',
      type: 'phone',
      location: '',
      status: 'scheduled',
    },
  ],
});
const REJECTED = makeApplication({
  job: {
    id: 'job-2',
    title: 'Backend Engineer',
    company: 'Tiki',
    location: 'TP. Hồ Chí Minh',
    status: 'closed',
  },
  stage: 'rejected',
  history: [
    { from: null, to: 'applied', by: null, at: '2026-11-01T02:00:00.000Z', reason: null },
    { from: 'applied', to: 'screening', by: null, at: '2026-11-02T02:00:00.000Z', reason: null },
    {
      from: 'screening',
      to: 'rejected',
      by: null,
      at: '2026-11-03T02:00:00.000Z',
      reason: 'Position filled internally',
    },
  ],
});

function setup(handlers: Record<string, Handler> = {}) {
  return stubRecruitmentApi(member, {
    'GET /api/me/applications': () => ({ body: { success: true, applications: [INTERVIEWING, REJECTED] } }),
    ...handlers,
  });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('My applications', () => {
  it("shows each application's job, company, current stage and the stage track", async () => {
    setup();
    renderRecruitment(routes, '/dashboard/my-applications', member);
    await screen.findByRole('article', { name: 'Senior Frontend Developer' });
    const first = card('Senior Frontend Developer');
    expect(first.getByText('FPT Software · Hà Nội')).toBeInTheDocument();
    expect(first.getByText('Current stage:').parentElement).toHaveTextContent('Interview');
    const steps = within(first.getByRole('list', { name: 'Stages' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Applied',
      'Screening',
      'Interview',
      'Offer',
      'Hired',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // White on sky-600 is 4.1:1 (axe in the e2e hiring journey); sky-700 passes AA for small text.
    expect(steps[2]).toHaveClass('bg-sky-700', 'text-white');
    expect(first.getByRole('link', { name: 'Senior Frontend Developer' })).toHaveAttribute(
      'href',
      '/jobs/job-1',
    );

    const second = card('Backend Engineer');
    expect(second.getByText('Current stage:').parentElement).toHaveTextContent('Rejected');
    expect(
      second.getByText('The hiring team decided not to move forward: Position filled internally'),
    ).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Withdraw application' })).not.toBeInTheDocument();
  });

  it('marks a Vietnamese posting title with lang="vi" on the English page (postings keep their language)', async () => {
    const vietnamese = makeApplication({
      ...REJECTED,
      id: 'app-vi',
      job: { ...REJECTED.job, id: 'job-vi', title: 'Thực tập sinh Lập trình Web' },
    });
    setup({
      'GET /api/me/applications': () => ({
        body: { success: true, applications: [vietnamese, INTERVIEWING] },
      }),
    });
    renderRecruitment(routes, '/dashboard/my-applications', member);
    const title = await screen.findByText('Thực tập sinh Lập trình Web');
    expect(title.closest('[lang]')?.getAttribute('lang')).toBe('vi');
    expect(screen.getByText('Senior Frontend Developer').closest('[lang]')?.getAttribute('lang')).not.toBe(
      'vi',
    );
  });

  it('shows the full history (from, to, when, why) and upcoming interviews only', async () => {
    setup();
    renderRecruitment(routes, '/dashboard/my-applications', member);
    await screen.findByRole('article', { name: 'Senior Frontend Developer' });
    const history = within(card('Senior Frontend Developer').getByRole('list', { name: 'History' }));
    const items = history.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Applied · 5 Nov 2026, 09:00 (GMT+7, Asia/Ho_Chi_Minh) · by you',
      'Applied → Screening · 7 Nov 2026, 10:30 (GMT+7, Asia/Ho_Chi_Minh)',
      'Screening → Interview · 10 Nov 2026, 15:15 (GMT+7, Asia/Ho_Chi_Minh)',
    ]);
    const rejected = within(card('Backend Engineer').getByRole('list', { name: 'History' }));
    expect(rejected.getByText('Reason: Position filled internally')).toBeInTheDocument();

    // Headings in order under the page's h1 (axe heading-order): each application h2, its interviews h3.
    expect(screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent?.trim()}`)).toEqual([
      'H1 My applications',
      'H2 Senior Frontend Developer',
      'H3 Upcoming interviews',
      'H2 Backend Engineer',
    ]);
    const interviews = within(screen.getByRole('region', { name: 'Upcoming interviews' }));
    expect(interviews.getAllByRole('listitem')).toHaveLength(1);
    expect(interviews.getByRole('listitem')).toHaveTextContent(
      '1 Dec 2099, 09:00 (GMT+7, Asia/Ho_Chi_Minh) · Video · https://meet.example.com/abc',
    );
    // The candidate joins from here: the https link opens in a new tab, without telling the site where from
    // (decision 1109).
    const join = interviews.getByRole('link', { name: 'https://meet.example.com/abc' });
    expect(join).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('withdraws after a confirm dialog that traps focus, and shows the new stage', async () => {
    const calls = setup({
      [`POST /api/me/applications/${INTERVIEWING.id}/withdraw`]: () => ({
        body: {
          success: true,
          application: {
            ...INTERVIEWING,
            stage: 'withdrawn',
            history: [
              ...INTERVIEWING.history,
              {
                from: 'interview',
                to: 'withdrawn',
                by: { id: member.id, name: member.name },
                at: '2026-11-12T02:00:00.000Z',
                reason: null,
              },
            ],
          },
        },
      }),
    });
    const { user } = renderRecruitment(routes, '/dashboard/my-applications', member);
    await screen.findByRole('article', { name: 'Senior Frontend Developer' });
    const opener = card('Senior Frontend Developer').getByRole('button', { name: 'Withdraw application' });
    await user.click(opener);

    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw this application?' }));
    const keep = dialog.getByRole('button', { name: 'Keep application' });
    expect(keep).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(calls.callsTo('POST', `/api/me/applications/${INTERVIEWING.id}/withdraw`)).toHaveLength(0);

    await user.click(opener);
    const again = within(screen.getByRole('dialog'));
    // Tab order: reason, Keep, Withdraw; focus starts on Keep and wraps at both ends.
    await user.tab();
    expect(again.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await user.tab();
    expect(again.getByLabelText('Reason (optional)')).toHaveFocus();
    await user.tab({ shift: true });
    expect(again.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await user.type(again.getByLabelText('Reason (optional)'), 'Accepted another offer');
    await user.click(again.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('You withdrew this application.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('Senior Frontend Developer').getByText('Current stage:').parentElement).toHaveTextContent(
      'Withdrawn',
    );
    expect(calls.callsTo('POST', `/api/me/applications/${INTERVIEWING.id}/withdraw`)[0]!.body).toEqual({
      reason: 'Accepted another offer',
    });
  });

  it('shows a refused withdrawal inside the dialog', async () => {
    setup({
      [`POST /api/me/applications/${INTERVIEWING.id}/withdraw`]: () => ({
        status: 409,
        body: { success: false, message: 'An application that is hired cannot be withdrawn.' },
      }),
    });
    const { user } = renderRecruitment(routes, '/dashboard/my-applications', member);
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'An application that is hired cannot be withdrawn.',
    );
  });

  it('keeps a pasted over-long reason whole and says the limit in Vietnamese instead of sending it cut (decision 1184)', async () => {
    act(() => i18n.activate('vi'));
    const calls = setup({
      [`POST /api/me/applications/${INTERVIEWING.id}/withdraw`]: () => ({
        body: { success: true, application: { ...INTERVIEWING, stage: 'withdrawn' } },
      }),
    });
    const { user } = renderRecruitment(routes, '/dashboard/my-applications', member);
    await screen.findByRole('article', { name: 'Senior Frontend Developer' });
    await user.click(card('Senior Frontend Developer').getByRole('button', { name: 'Rút hồ sơ ứng tuyển' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Rút hồ sơ ứng tuyển này?' }));
    const reason = dialog.getByLabelText('Lý do (không bắt buộc)');
    const pasted = `Tôi đã nhận lời mời khác. ${'x'.repeat(1000)}`;
    await user.click(reason);
    await user.paste(pasted);
    // Nothing cut silently: the whole paste stays in the box, for the candidate to shorten.
    expect(reason).toHaveValue(pasted);
    await user.click(dialog.getByRole('button', { name: 'Rút hồ sơ' }));
    expect(reason).toHaveAccessibleDescription('Tối đa 1.000 ký tự');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calls.callsTo('POST', `/api/me/applications/${INTERVIEWING.id}/withdraw`)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'Tôi đã nhận lời mời khác.');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await user.click(dialog.getByRole('button', { name: 'Rút hồ sơ' }));
    await vi.waitFor(() =>
      expect(calls.callsTo('POST', `/api/me/applications/${INTERVIEWING.id}/withdraw`)[0]!.body).toEqual({
        reason: 'Tôi đã nhận lời mời khác.',
      }),
    );
  });

  it('downloads the CV with the bearer token', async () => {
    const calls = setup({ 'GET /api/cvs/cv-1': () => ({ body: {} }) });
    const createObjectURL = vi.fn(() => 'blob:cv');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { user } = renderRecruitment(routes, '/dashboard/my-applications', member);
    await user.click(await screen.findByRole('button', { name: 'Download CV (an-cv.pdf)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = calls.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/cvs/cv-1'));
    expect((call![1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  });

  it('invites a member with no applications to the job board', async () => {
    setup({ 'GET /api/me/applications': () => ({ body: { success: true, applications: [] } }) });
    renderRecruitment(routes, '/dashboard/my-applications', member);
    expect(await screen.findByText('You have not applied to any job yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse open jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('speaks Vietnamese when the reader chose it: stages, history and times in its format', async () => {
    act(() => i18n.activate('vi'));
    setup();
    renderRecruitment(routes, '/dashboard/my-applications', member);
    await screen.findByRole('article', { name: 'Senior Frontend Developer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Việc làm đã ứng tuyển' })).toBeInTheDocument();
    const first = card('Senior Frontend Developer');
    const steps = within(first.getByRole('list', { name: 'Các vòng tuyển dụng' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Đã ứng tuyển',
      'Sàng lọc hồ sơ',
      'Phỏng vấn',
      'Mời nhận việc',
      'Đã tuyển',
    ]);
    const history = within(first.getByRole('list', { name: 'Lịch sử' }));
    expect(history.getAllByRole('listitem')[0]).toHaveTextContent(
      'Đã ứng tuyển · 09:00 5 thg 11, 2026 (GMT+7, Asia/Ho_Chi_Minh) · bởi bạn',
    );
    expect(
      card('Backend Engineer').getByText(
        'Nhà tuyển dụng quyết định không tiếp tục với hồ sơ của bạn: Position filled internally',
      ),
    ).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Rút hồ sơ ứng tuyển' })).toBeInTheDocument();
  });
});

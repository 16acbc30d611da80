import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { useParams } from 'react-router';
import { makeUser } from '@/testing/member-area';
import {
  AddressProbe,
  makeApplication,
  makeCv,
  makeJob,
  makeProfile,
  renderRecruitment,
  stubRecruitmentApi,
} from '@/testing/recruitment';
import type { Handler } from '@/testing/recruitment';
import { JobDetailPage } from './job-detail-page';

function Detail() {
  const { id = '' } = useParams();
  return (
    <>
      <JobDetailPage key={id} id={id} />
      <AddressProbe />
    </>
  );
}
const routes = [{ path: '/jobs/:id', element: <Detail /> }];

const JOB = makeJob({
  title: 'Backend Engineer (Node.js)',
  company: 'Tiki',
  company_logo_url: 'https://cdn.example.com/tiki.png',
  location: 'TP. Hồ Chí Minh',
  type: 'full-time',
  level: 'mid',
  salary_min: 25_000_000,
  salary_max: 35_000_000,
  description: 'Design APIs for the order platform.',
  requirements: ['3+ years with Node.js', 'Solid SQL'],
  skills: ['Node.js', 'PostgreSQL', 'Kafka', 'Docker', 'Redis', 'Go'],
  benefits: ['Performance bonus', 'Laptop allowance'],
  posted_date: '2026-11-05T03:00:00.000Z',
  deadline: '2026-12-20T16:59:59.999Z',
  views: 932,
  is_remote: true,
});
const path = `/jobs/${JOB.id}`;
const member = makeUser('member');

function api(
  handlers: Record<string, Handler> = {},
  job = JOB,
  user = member as ReturnType<typeof makeUser> | null,
) {
  return stubRecruitmentApi(user, {
    [`GET /api/jobs/${job.id}`]: () => ({ body: { success: true, job } }),
    'GET /api/me/saved-jobs': () => ({ body: { success: true, jobs: [] } }),
    'GET /api/me/candidate-profile': () => ({ body: { success: true, profile: makeProfile() } }),
    ...handlers,
  });
}

const pdf = (name = 'my-cv.pdf', bytes = 2_000) =>
  new File([new Uint8Array(bytes).fill(37)], name, { type: 'application/pdf' });

describe('job detail /jobs/:id', () => {
  it('badges a posting of a company with priority display (issue 10)', async () => {
    const job = makeJob({ ...JOB, id: '00000000-0000-4000-8000-000000009901', is_priority: true });
    api({}, job, null);
    renderRecruitment(routes, `/jobs/${job.id}`, null);
    const article = await screen.findByRole('article', { name: 'Backend Engineer (Node.js)' });
    expect(within(article).getByText('Priority')).toBeVisible();
  });

  it('shows every spec §3 field and the company', async () => {
    const calls = api({}, JOB, null);
    renderRecruitment(routes, path, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Node.js)' }),
    ).toBeInTheDocument();
    expect(calls.callsTo('GET', `/api/jobs/${JOB.id}`)).toHaveLength(1);
    expect(screen.getByText('Design APIs for the order platform.')).toBeInTheDocument();
    expect(screen.getByText('3+ years with Node.js')).toBeInTheDocument();
    expect(screen.getByText('Laptop allowance')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('25M - 35M VND')).toBeInTheDocument();
    expect(screen.getByText('Full-time · Mid')).toBeInTheDocument();
    // Days follow the page's language (issue 17): English here.
    expect(screen.getByText('5 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('20 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('932')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Tiki' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tiki logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/tiki.png',
    );
  });

  it('sends a signed-out visitor to /login and remembers to come back', async () => {
    api({}, JOB, null);
    const { user, router } = renderRecruitment(routes, path, null);
    await user.click(await screen.findByRole('link', { name: 'Sign in to apply' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/login');
    expect(router.state.location.state).toEqual({ from: path });
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('says a closed or past-deadline posting takes no applications', async () => {
    const closed = makeJob({ title: 'Closed role', status: 'closed' });
    api({}, closed);
    const first = renderRecruitment(routes, `/jobs/${closed.id}`, member);
    expect(await screen.findByText('This posting no longer takes applications.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    first.unmount();

    const expired = makeJob({ title: 'Expired role', is_expired: true });
    api({}, expired);
    renderRecruitment(routes, `/jobs/${expired.id}`, member);
    expect(await screen.findByText('This posting no longer takes applications.')).toBeInTheDocument();
  });

  it('offers no save on a closed or past-deadline posting, but lets go of one saved before', async () => {
    const closed = makeJob({ title: 'Closed role', status: 'closed' });
    api({}, closed);
    const first = renderRecruitment(routes, `/jobs/${closed.id}`, member);
    expect(await screen.findByText('This posting no longer takes applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    first.unmount();

    const expired = makeJob({ title: 'Expired role', is_expired: true });
    const calls = api(
      {
        'GET /api/me/saved-jobs': () => ({
          body: { success: true, jobs: [{ ...expired, saved_at: '2026-11-20T02:00:00.000Z' }] },
        }),
        [`DELETE /api/me/saved-jobs/${expired.id}`]: () => ({ body: { success: true } }),
      },
      expired,
    );
    const { user } = renderRecruitment(routes, `/jobs/${expired.id}`, member);
    const unsave = await screen.findByRole('button', { name: 'Unsave Expired role' });
    await user.click(unsave);
    // The button stays where the focus is, now offering to save again.
    expect(screen.getByRole('button', { name: 'Save Expired role' })).toHaveFocus();
    await waitFor(() => expect(calls.callsTo('DELETE', `/api/me/saved-jobs/${expired.id}`)).toHaveLength(1));
  });

  it('shows "Job not found" for an unknown posting', async () => {
    stubRecruitmentApi(null);
    renderRecruitment(routes, path, null);
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This job posting does not exist.');
  });

  it('applies with a cover letter and an uploaded PDF (multipart), then links to My applications', async () => {
    const calls = api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 201,
        body: { success: true, application: makeApplication() },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.type(screen.getByLabelText('Cover letter (optional)'), 'Hello Tiki');
    await user.upload(screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/dashboard/my-applications',
    );
    const [post] = calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`);
    expect(post!.body).toBeInstanceOf(FormData);
    const form = post!.body as FormData;
    expect(form.get('cover_letter')).toBe('Hello Tiki');
    expect((form.get('cv') as File).name).toBe('my-cv.pdf');
  });

  it('keeps the focus in the apply flow: on the form that replaced Apply, then on the confirmation (decision 1223)', async () => {
    api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 201,
        body: { success: true, application: makeApplication() },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    // The pressed button is gone: the focus is on the form's first field, not on the page's body.
    await waitFor(() => expect(screen.getByLabelText('Cover letter (optional)')).toHaveFocus());
    await user.upload(screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    // The form, and the button pressed, gave way to the confirmation: it has the focus.
    const notice = (await screen.findByText('Application sent')).closest('[role="status"]');
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('puts the focus on the refusal when the member already applied (decision 1212)', async () => {
    api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 409,
        body: { success: false, message: 'You have already applied to this posting.', code: 'CONFLICT' },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.upload(screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('names the CV picker and the chosen file in Vietnamese, and sends the chosen file (decision 1183)', async () => {
    act(() => i18n.activate('vi'));
    const calls = api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 201,
        body: { success: true, application: makeApplication() },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Ứng tuyển' }));
    const input = screen.getByLabelText('Tệp CV (PDF hoặc DOCX, tối đa 5 MB)');
    // The browser's own "Choose file / No file chosen" would follow the browser's language, not the page's.
    expect(screen.getByText('Chọn tệp')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Chưa chọn tệp nào');
    await user.upload(input, pdf('cv-tieng-viet.pdf'));
    expect(input).toHaveAccessibleDescription('cv-tieng-viet.pdf');
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ ứng tuyển' }));

    expect(await screen.findByText('Đã gửi hồ sơ ứng tuyển')).toBeInTheDocument();
    const [post] = calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`);
    expect(((post!.body as FormData).get('cv') as File).name).toBe('cv-tieng-viet.pdf');
  });

  it('keeps a pasted over-long cover letter whole and says the limit in Vietnamese instead of sending it cut (decision 1184)', async () => {
    act(() => i18n.activate('vi'));
    const calls = api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 201,
        body: { success: true, application: makeApplication() },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Ứng tuyển' }));
    const letter = screen.getByLabelText('Thư giới thiệu (không bắt buộc)');
    const pasted = 'Kính gửi Tiki. '.repeat(700);
    await user.click(letter);
    await user.paste(pasted);
    expect(letter).toHaveValue(pasted);
    await user.upload(screen.getByLabelText('Tệp CV (PDF hoặc DOCX, tối đa 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ ứng tuyển' }));
    expect(letter).toHaveAccessibleDescription('Tối đa 10.000 ký tự');
    expect(letter).toHaveAttribute('aria-invalid', 'true');
    expect(letter).toHaveFocus();
    expect(calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`)).toHaveLength(0);

    await user.clear(letter);
    await user.type(letter, 'Kính gửi Tiki.');
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ ứng tuyển' }));
    expect(await screen.findByText('Đã gửi hồ sơ ứng tuyển')).toBeInTheDocument();
    const [post] = calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`);
    expect((post!.body as FormData).get('cover_letter')).toBe('Kính gửi Tiki.');
  });

  it("applies with the profile's default CV as JSON", async () => {
    const calls = api({
      'GET /api/me/candidate-profile': () => ({
        body: { success: true, profile: makeProfile({ default_cv: makeCv({ filename: 'an-cv.pdf' }) }) },
      }),
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 201,
        body: { success: true, application: makeApplication() },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByLabelText('Use my profile CV (an-cv.pdf)')).toBeChecked();
    expect(screen.queryByLabelText('CV file (PDF or DOCX, at most 5 MB)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent')).toBeInTheDocument();
    expect(calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`)[0]!.body).toEqual({ cover_letter: '' });
  });

  it('replaces the form with the closed notice when the posting closed while it was open', async () => {
    api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 409,
        body: {
          success: false,
          message: 'This posting no longer takes applications.',
          code: 'POSTING_CLOSED',
        },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.upload(screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This posting no longer takes applications.');
    // The focus was on the button that went away: it is on the notice now.
    expect(notice).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('says clearly when the member already applied (409)', async () => {
    api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 409,
        body: { success: false, message: 'You have already applied to this posting.', code: 'CONFLICT' },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    await user.upload(screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already applied to this job.');
    expect(within(alert).getByRole('link', { name: 'See it in My applications' })).toHaveAttribute(
      'href',
      '/dashboard/my-applications',
    );
  });

  it('refuses a file that is too large or not a PDF/DOCX before uploading, and shows the server check', async () => {
    const calls = api({
      [`POST /api/jobs/${JOB.id}/applications`]: () => ({
        status: 422,
        body: {
          success: false,
          message: 'The CV must be a PDF or a Word (.docx) document; this file is neither.',
          errors: { cv: ['Only PDF or DOCX files are accepted (checked by content, not by name)'] },
        },
      }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const input = screen.getByLabelText('CV file (PDF or DOCX, at most 5 MB)');

    await user.upload(input, pdf('huge.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The CV is larger than 5 MB. Choose a smaller file.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`)).toHaveLength(0);

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF or Word (.docx) file.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`)).toHaveLength(0);

    // A renamed file passes the quick check; the server reads the content and says no.
    await user.upload(input, new File(['MZ'], 'renamed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CV must be a PDF or a Word (.docx) document; this file is neither.',
    );
    expect(calls.callsTo('POST', `/api/jobs/${JOB.id}/applications`)).toHaveLength(1);
  });

  const applied = (stage: string) => ({
    'GET /api/me/applications': () => ({
      body: {
        success: true,
        applications: [
          {
            id: 'app-1',
            job: {
              id: JOB.id,
              title: JOB.title,
              company: JOB.company,
              location: JOB.location,
              status: 'published',
            },
            stage,
            cover_letter: '',
            cv: null,
            created_at: '2026-11-02T03:00:00.000Z',
            updated_at: '2026-11-05T03:00:00.000Z',
            history: [],
            interviews: [],
          },
        ],
      },
    }),
  });

  it('tells a member who applied where the application stands instead of offering Apply again', async () => {
    api(applied('interview'));
    renderRecruitment(routes, path, member);
    const status = await screen.findByText(/^You applied on/);
    expect(status.closest('[role="status"]')).toHaveTextContent('Stage: Interview');
    expect(screen.getByRole('link', { name: 'See it in My applications' })).toHaveAttribute(
      'href',
      '/dashboard/my-applications',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows an employer the application it made as a member', async () => {
    api(applied('screening'), JOB, makeUser('employer'));
    renderRecruitment(routes, path, makeUser('employer'));
    const status = await screen.findByText(/^You applied on/);
    expect(status.closest('[role="status"]')).toHaveTextContent('Stage: Screening');
  });

  it('asks visitors nothing about their applications', async () => {
    const calls = api({}, JOB, null);
    renderRecruitment(routes, path, null);
    await screen.findByRole('link', { name: 'Sign in to apply' });
    expect(calls.callsTo('GET', '/api/me/applications')).toHaveLength(0);
  });

  it('tells an employer only members apply', async () => {
    api({}, JOB, makeUser('employer'));
    renderRecruitment(routes, path, makeUser('employer'));
    expect(await screen.findByText('Only member accounts can apply for jobs.')).toBeInTheDocument();
  });

  it('saves and unsaves the posting for a signed-in user', async () => {
    const calls = api({
      'GET /api/me/saved-jobs': () => ({
        body: { success: true, jobs: [{ ...JOB, saved_at: '2026-11-20T02:00:00.000Z' }] },
      }),
      [`DELETE /api/me/saved-jobs/${JOB.id}`]: () => ({ body: { success: true } }),
      [`PUT /api/me/saved-jobs/${JOB.id}`]: () => ({ body: { success: true } }),
    });
    const { user } = renderRecruitment(routes, path, member);
    const unsave = await screen.findByRole('button', { name: 'Unsave Backend Engineer (Node.js)' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await user.click(unsave);
    const save = screen.getByRole('button', { name: 'Save Backend Engineer (Node.js)' });
    expect(save).toHaveTextContent('Save job');
    await user.click(save);
    expect(
      await screen.findByRole('button', { name: 'Unsave Backend Engineer (Node.js)' }),
    ).toHaveTextContent('Saved');
    await waitFor(() =>
      expect(
        calls.calls.filter((c) => c.path === `/api/me/saved-jobs/${JOB.id}`).map((c) => c.method),
      ).toEqual(['DELETE', 'PUT']),
    );
  });

  it('keeps a save made before the saved list arrived (a slow network), instead of showing it unsaved', async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    // The list was read before the click, so it does not hold the posting yet; it arrives after the save.
    const list = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const calls = api({
      'GET /api/me/saved-jobs': () => list,
      [`PUT /api/me/saved-jobs/${JOB.id}`]: () => ({ body: { success: true } }),
    });
    const { user } = renderRecruitment(routes, path, member);
    await user.click(await screen.findByRole('button', { name: 'Save Backend Engineer (Node.js)' }));
    await waitFor(() => expect(calls.callsTo('PUT', `/api/me/saved-jobs/${JOB.id}`)).toHaveLength(1));
    await act(async () => answer({ body: { success: true, jobs: [] } }));
    const saved = screen.getByRole('button', { name: 'Unsave Backend Engineer (Node.js)' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toHaveTextContent('Saved');
  });

  it('shows the posting in Vietnamese: labels, enumerations, days and the view count', async () => {
    act(() => i18n.activate('vi'));
    api({}, { ...JOB, views: 12_345 }, null);
    renderRecruitment(routes, path, null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Node.js)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mức lương:')).toBeInTheDocument();
    expect(screen.getByText('Toàn thời gian · Trung cấp')).toBeInTheDocument();
    expect(screen.getByText('5 thg 11, 2026')).toBeInTheDocument();
    expect(screen.getByText('12.345')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quyền lợi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để ứng tuyển' })).toBeInTheDocument();
    // A posting's own texts are data: they keep their language, marked as English on the Vietnamese page
    // (decision 1159), as a Vietnamese posting is marked on the English page (decision 1094).
    expect(screen.getByText('Design APIs for the order platform.')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Backend Engineer (Node.js)' })).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('marks a Vietnamese posting on the English page and leaves an English one to the page (decisions 1094, 1159)', async () => {
    api({}, { ...JOB, title: 'Kỹ sư Backend (Node.js)' }, null);
    renderRecruitment(routes, path, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kỹ sư Backend (Node.js)' })).toHaveAttribute(
      'lang',
      'vi',
    );
    expect(screen.getByText('Design APIs for the order platform.')).not.toHaveAttribute('lang');
  });
});

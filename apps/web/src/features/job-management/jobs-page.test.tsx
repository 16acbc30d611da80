import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, stubApi } from '@/testing/member-area';
import { managedJob, renderRecruiterArea } from '@/testing/recruiter-area';

const employer = makeUser('employer', { name: 'Erin Employer' });
const staff = makeUser('staff', { name: 'Sam Staff' });
const list = (jobs: unknown[]) => () => ({
  body: { success: true, jobs, total: jobs.length, page: 1, pageSize: 20 },
});

describe('/dashboard/jobs', { timeout: 20_000 }, () => {
  it('lists the postings with their status and publishes a draft', async () => {
    const draft = managedJob();
    const api = stubApi(employer, {
      'GET /api/manage/jobs': list([draft]),
      'POST /api/jobs/11111111-1111-4111-8111-111111111111/publish': () => ({
        body: { success: true, job: { ...draft, status: 'published', posted_date: '2026-11-20T03:00:00Z' } },
      }),
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Senior React Developer' });
    expect(within(heading.closest('li')!).getByText('Draft')).toBeVisible();
    // The salary reads as the public board writes the same posting (decision 1055).
    expect(within(heading.closest('li')!).getByText('30M - 50M VND')).toBeVisible();
    // Employers never see the featured switch, but do get their company profile.
    expect(screen.getByRole('button', { name: 'Company profile' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Publish Senior React Developer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Senior React Developer” is now published.');
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/publish'))).toBe(true);
  });

  it('filters by status through the API', async () => {
    const api = stubApi(staff, { 'GET /api/manage/jobs': list([managedJob({ status: 'closed' })]) });
    renderRecruiterArea('/dashboard/jobs', staff);
    await screen.findByRole('heading', { level: 2, name: 'Senior React Developer' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('status=closed'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Reopen Senior React Developer' })).toBeVisible();
  });

  it('shows the server message when an action fails', async () => {
    stubApi(employer, {
      'GET /api/manage/jobs': list([managedJob({ status: 'published' })]),
      'POST /api/jobs/11111111-1111-4111-8111-111111111111/close': () => ({
        status: 404,
        body: { success: false, message: 'This job posting does not exist.' },
      }),
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Close Senior React Developer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job posting does not exist.');
  });

  it('duplicates a posting and opens the copy for editing', async () => {
    const copy = managedJob({ id: '22222222-2222-4222-8222-222222222222', title: 'Senior React Developer' });
    stubApi(employer, {
      'GET /api/manage/jobs': list([managedJob({ status: 'published' })]),
      'POST /api/jobs/11111111-1111-4111-8111-111111111111/duplicate': () => ({
        status: 201,
        body: { success: true, job: copy },
      }),
      'GET /api/manage/jobs/22222222-2222-4222-8222-222222222222': () => ({
        body: { success: true, job: copy },
      }),
    });
    const { router } = renderRecruiterArea('/dashboard/jobs', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Duplicate Senior React Developer' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/dashboard/jobs/22222222-2222-4222-8222-222222222222/edit',
      ),
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Senior React Developer');
  });
});

describe('job form', { timeout: 20_000 }, () => {
  it('asks a new employer for the company profile before the posting form', async () => {
    const api = stubApi(employer, {
      'GET /api/employer/company': () => ({ body: { success: true, company: null } }),
      'PUT /api/employer/company': ({ body }) => ({
        body: {
          success: true,
          company: {
            id: 'c1',
            website: null,
            logo_url: null,
            description: '',
            location: '',
            updated_at: 'x',
            ...(body as object),
          },
        },
      }),
    });
    renderRecruiterArea('/dashboard/jobs/new', employer);
    expect(await screen.findByText(/needs a profile first/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Save posting' })).not.toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Company name'), 'Tiki');
    await userEvent.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByRole('button', { name: 'Save posting' })).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: 'Tiki' });
  });

  it('tells a recruiter, who cannot write the profile, to ask the owner; it reads the profile (decision 1198)', async () => {
    const recruiter = makeUser('employer', {
      name: 'Rita Recruiter',
      company: { id: 'c1', name: '', role: 'recruiter', plan: 'premium' },
    });
    const profile = {
      id: 'c1',
      name: 'Tiki',
      website: 'https://tiki.vn',
      logo_url: null,
      description: '',
      location: 'Hà Nội',
      updated_at: 'x',
    };
    let company: typeof profile | null = null;
    const api = stubApi(recruiter, {
      'GET /api/employer/company': () => ({ body: { success: true, company } }),
      'GET /api/manage/jobs': list([]),
    });
    const { unmount } = renderRecruiterArea('/dashboard/jobs/new', recruiter);
    expect(
      await screen.findByText(
        'Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the company page.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save company profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save posting' })).not.toBeInTheDocument();
    unmount();

    // Once the owner has written it, the list's "Company profile" shows it to the recruiter, read-only.
    company = profile;
    renderRecruiterArea('/dashboard/jobs', recruiter);
    await userEvent.click(await screen.findByRole('button', { name: 'Company profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company profile' });
    expect(
      await within(dialog).findByText('Only your company’s owner can change its profile.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Tiki')).toBeVisible();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save company profile' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says what is missing and sends nothing', async () => {
    const api = stubApi(employer);
    renderRecruiterArea('/dashboard/jobs/new', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Save posting' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Location is required')).toBeVisible();
    expect(screen.getByText('Description is required')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/jobs')).toBe(false);
    expect(screen.queryByLabelText('Featured on the job board')).not.toBeInTheDocument();
  });

  it("refuses a deadline in the past with the server's message (decision 285)", async () => {
    const api = stubApi(employer);
    renderRecruiterArea('/dashboard/jobs/new', employer);
    await userEvent.type(await screen.findByLabelText('Title'), 'QA');
    await userEvent.type(screen.getByLabelText('Location'), 'Hà Nội');
    await userEvent.type(screen.getByLabelText('Description'), 'Test things');
    await userEvent.type(screen.getByLabelText('Application deadline'), '2001-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    expect(await screen.findByText('The deadline has passed; choose today or a later day')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/jobs')).toBe(false);
  });

  it('refuses a minimum above the maximum salary', async () => {
    stubApi(employer);
    renderRecruiterArea('/dashboard/jobs/new', employer);
    await userEvent.type(await screen.findByLabelText('Minimum salary (VND per month)'), '50000000');
    await userEvent.type(screen.getByLabelText('Maximum salary (VND per month)'), '20000000');
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    expect(await screen.findByText('The maximum salary must be at least the minimum salary')).toBeVisible();
  });

  it('refuses a salary of 0 VND with the server’s message, in both languages, and sends nothing (decision 1081)', async () => {
    const api = stubApi(employer);
    renderRecruiterArea('/dashboard/jobs/new', employer);
    await userEvent.type(await screen.findByLabelText('Title'), 'QA');
    await userEvent.type(screen.getByLabelText('Location'), 'Hà Nội');
    await userEvent.type(screen.getByLabelText('Description'), 'Test things');
    const min = screen.getByLabelText('Minimum salary (VND per month)');
    await userEvent.type(min, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    expect(
      await screen.findByText(
        'Minimum salary must be more than 0 VND; leave it empty if the salary is negotiable',
      ),
    ).toBeVisible();
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/jobs')).toBe(false);
    // Emptied, the salary is negotiable and the posting is sent without one.
    await userEvent.clear(min);
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/jobs')).toBe(true),
    );
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/jobs')?.body).toMatchObject({
      salary_min: null,
    });
  });

  it('says so in Vietnamese for a maximum of 0', async () => {
    act(() => i18n.activate('vi'));
    stubApi(employer);
    renderRecruiterArea('/dashboard/jobs/new', employer);
    await userEvent.type(await screen.findByLabelText('Lương tối đa (VND/tháng)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu tin tuyển dụng' }));
    expect(
      await screen.findByText('Mức lương tối đa phải lớn hơn 0 VND; để trống nếu lương thỏa thuận'),
    ).toBeVisible();
  });

  it('staff: sends every §3 field, lists, VND salary, deadline, remote and featured', async () => {
    const api = stubApi(staff, {
      'POST /api/jobs': ({ body }) => ({
        status: 201,
        body: { success: true, job: managedJob(body as Record<string, unknown>) },
      }),
      'GET /api/manage/jobs': list([]),
    });
    const { router } = renderRecruiterArea('/dashboard/jobs/new', staff);
    await userEvent.type(await screen.findByLabelText('Title'), 'Data Engineer');
    await userEvent.type(screen.getByLabelText(/^Company/), 'Tiki');
    await userEvent.type(screen.getByLabelText('Location'), 'TP. Hồ Chí Minh');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'contract');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'lead');
    await userEvent.type(screen.getByLabelText('Minimum salary (VND per month)'), '25000000');
    await userEvent.type(screen.getByLabelText('Maximum salary (VND per month)'), '40000000');
    // VND with thousands separators as it is typed (issue 18).
    expect(screen.getByLabelText('Minimum salary (VND per month)')).toHaveValue('25,000,000');
    expect(screen.getByLabelText('Maximum salary (VND per month)')).toHaveValue('40,000,000');
    await userEvent.type(screen.getByLabelText('Description'), 'Pipelines.');
    const skills = screen.getByRole('group', { name: 'Skills' });
    await userEvent.type(within(skills).getByLabelText('New item for Skills'), 'Spark{Enter}');
    await userEvent.type(within(skills).getByLabelText('New item for Skills'), 'SQL');
    await userEvent.click(within(skills).getByRole('button', { name: 'Add skills' }));
    const requirements = screen.getByRole('group', { name: 'Requirements' });
    await userEvent.type(within(requirements).getByLabelText('New item for Requirements'), '3 years{Enter}');
    const benefits = screen.getByRole('group', { name: 'Benefits' });
    await userEvent.type(within(benefits).getByLabelText('New item for Benefits'), 'Laptop{Enter}');
    await userEvent.type(within(benefits).getByLabelText('New item for Benefits'), 'Oops{Enter}');
    await userEvent.click(within(benefits).getByRole('button', { name: 'Remove Oops' }));
    await userEvent.type(screen.getByLabelText('Application deadline'), '2099-12-31');
    expect(screen.getByTestId('deadline-day')).toHaveTextContent(
      'Applications close at the end of 31 Dec 2099 (Vietnam time).',
    );
    await userEvent.click(screen.getByLabelText('Remote work possible'));
    await userEvent.click(screen.getByLabelText('Featured on the job board'));
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'));
    expect(await screen.findByText('The posting is saved.')).toBeVisible();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/jobs');
    expect(post?.body).toEqual({
      title: 'Data Engineer',
      company: 'Tiki',
      location: 'TP. Hồ Chí Minh',
      type: 'contract',
      level: 'lead',
      salary_min: 25_000_000,
      salary_max: 40_000_000,
      description: 'Pipelines.',
      requirements: ['3 years'],
      skills: ['Spark', 'SQL'],
      benefits: ['Laptop'],
      deadline: '2099-12-31',
      is_remote: true,
      is_featured: true,
    });
  });

  it('“Save and publish” saves, publishes and says so (issue 18)', async () => {
    const api = stubApi(staff, {
      'POST /api/jobs': ({ body }) => ({
        status: 201,
        body: { success: true, job: managedJob({ ...(body as Record<string, unknown>), status: 'draft' }) },
      }),
      'POST /api/jobs/11111111-1111-4111-8111-111111111111/publish': () => ({
        body: { success: true, job: managedJob({ status: 'published' }) },
      }),
      'GET /api/manage/jobs': list([]),
    });
    const { router } = renderRecruiterArea('/dashboard/jobs/new', staff);
    await userEvent.type(await screen.findByLabelText('Title'), 'Data Engineer');
    await userEvent.type(screen.getByLabelText('Location'), 'Hà Nội');
    await userEvent.type(screen.getByLabelText('Description'), 'Pipelines.');
    await userEvent.click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'));
    expect(await screen.findByText('The posting is saved and published.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/jobs',
      '/api/jobs/11111111-1111-4111-8111-111111111111/publish',
    ]);
  });

  it('employer edit: loads the posting and PUTs it without company or featured', async () => {
    const job = managedJob({ status: 'published' });
    const api = stubApi(employer, {
      'GET /api/manage/jobs/11111111-1111-4111-8111-111111111111': () => ({ body: { success: true, job } }),
      'PUT /api/jobs/11111111-1111-4111-8111-111111111111': ({ body }) => ({
        body: { success: true, job: { ...job, ...(body as object) } },
      }),
      'GET /api/manage/jobs': list([job]),
    });
    renderRecruiterArea('/dashboard/jobs/11111111-1111-4111-8111-111111111111/edit', employer);
    const title = await screen.findByLabelText('Title');
    expect(screen.getByLabelText('Application deadline')).toHaveValue('2026-12-31');
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead React Developer');
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = api.calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put.title).toBe('Lead React Developer');
    expect(put).not.toHaveProperty('company');
    expect(put).not.toHaveProperty('is_featured');
    expect(put.skills).toEqual(['React', 'TypeScript']);
  });

  it('puts the focus on “The posting is saved.” after Save posting, not on the page’s body (decision 1233)', async () => {
    const job = managedJob({ status: 'published' });
    stubApi(employer, {
      'GET /api/manage/jobs/11111111-1111-4111-8111-111111111111': () => ({ body: { success: true, job } }),
      'PUT /api/jobs/11111111-1111-4111-8111-111111111111': ({ body }) => ({
        body: { success: true, job: { ...job, ...(body as object) } },
      }),
      'GET /api/manage/jobs': list([job]),
    });
    const { router } = renderRecruiterArea(
      '/dashboard/jobs/11111111-1111-4111-8111-111111111111/edit',
      employer,
    );
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'Save posting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/jobs'));
    const saved = await screen.findByRole('status');
    expect(saved).toHaveTextContent('The posting is saved.');
    await waitFor(() => expect(saved).toHaveFocus());
    // Tab goes on from the message into the list, not from the top of the page.
    expect(saved).toHaveAttribute('tabindex', '-1');
  });

  it('puts the focus on the server’s refusal of a save (decisions 1212, 1233)', async () => {
    const job = managedJob({ status: 'published' });
    let refuse: () => void = () => undefined;
    stubApi(employer, {
      'GET /api/manage/jobs/11111111-1111-4111-8111-111111111111': () => ({ body: { success: true, job } }),
      'PUT /api/jobs/11111111-1111-4111-8111-111111111111': () =>
        new Promise((resolve) => {
          refuse = () =>
            resolve({
              status: 409,
              body: { success: false, message: 'This posting was changed meanwhile.', code: 'CONFLICT' },
            });
        }),
    });
    renderRecruiterArea('/dashboard/jobs/11111111-1111-4111-8111-111111111111/edit', employer);
    await screen.findByLabelText('Title');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save posting' });
    await userEvent.click(save);
    // As a browser does (jsdom does not): the button, disabled while saving, drops the focus on the page's body.
    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    busy.disabled = false;
    busy.blur();
    busy.disabled = true;
    expect(busy).not.toHaveFocus();
    refuse();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This posting was changed meanwhile.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('employer company profile: saves through PUT /api/employer/company', async () => {
    const api = stubApi(employer, {
      'GET /api/manage/jobs': list([]),
      'GET /api/employer/company': () => ({ body: { success: true, company: null } }),
      'PUT /api/employer/company': ({ body }) => ({
        body: {
          success: true,
          company: {
            id: 'c1',
            website: null,
            logo_url: null,
            description: '',
            location: '',
            updated_at: 'x',
            ...(body as object),
          },
        },
      }),
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Company profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company profile' });
    await userEvent.type(await within(dialog).findByLabelText('Company name'), 'Tiki');
    await userEvent.type(within(dialog).getByLabelText('Website'), 'https://tiki.vn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save company profile' }));
    expect(await within(dialog).findByText('Company profile saved.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Tiki',
      website: 'https://tiki.vn',
      logo_url: null,
    });
  });

  it('in Vietnamese, the company profile asks for an introduction of the company, not a job description', async () => {
    act(() => i18n.activate('vi'));
    stubApi(employer, {
      'GET /api/manage/jobs': list([]),
      'GET /api/employer/company': () => ({ body: { success: true, company: null } }),
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Hồ sơ công ty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hồ sơ công ty' });
    expect(await within(dialog).findByLabelText('Giới thiệu công ty')).toBeVisible();
    expect(within(dialog).queryByLabelText('Mô tả công việc')).toBeNull();
  });

  it('lists the postings in Vietnamese, with amounts, days and counts in its formats', async () => {
    act(() => i18n.activate('vi'));
    stubApi(employer, {
      'GET /api/manage/jobs': list([
        managedJob({ views: 1_500, applications_count: 1 }),
        managedJob({
          id: '22222222-2222-4222-8222-222222222222',
          title: 'Tester',
          salary_min: null,
          salary_max: null,
        }),
      ]),
    });
    renderRecruiterArea('/dashboard/jobs', employer);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Senior React Developer' });
    const item = within(heading.closest('li')!);
    expect(screen.getByRole('heading', { level: 1, name: 'Quản lý tin tuyển dụng' })).toBeInTheDocument();
    expect(item.getByText('Bản nháp')).toBeVisible();
    expect(item.getByText('30M - 50M VND')).toBeVisible();
    // A posting without a range reads as on the public board.
    const tester = within(screen.getByRole('heading', { level: 2, name: 'Tester' }).closest('li')!);
    expect(tester.getByText('Thỏa thuận')).toBeVisible();
    expect(item.getByText(/Hạn nộp 31 thg 12, 2026 · 1\.500 lượt xem · 1 hồ sơ ứng tuyển/)).toBeVisible();
    expect(item.getByText(/Toàn thời gian · Cấp cao/)).toBeVisible();
    expect(screen.getByText('2 tin tuyển dụng')).toBeVisible();
    expect(item.getByRole('button', { name: 'Đăng tin Senior React Developer' })).toHaveTextContent(
      'Đăng tin',
    );
  });
});

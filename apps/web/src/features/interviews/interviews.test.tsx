import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { APP_A, managedApplication } from '@/testing/application-fixtures';
import { makeUser, stubApi } from '@/testing/member-area';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-application'),
    import('@/app/routes/dashboard-interviews'),
  ]);
}, 60_000);

const employer = makeUser('employer', { id: 'u-employer', name: 'Erin Employer' });
const INTERVIEW_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

function interview(overrides: Record<string, unknown> = {}) {
  return {
    id: INTERVIEW_ID,
    application_id: APP_A,
    job: { id: 'j', title: 'Senior React Developer', company: 'FPT Software' },
    candidate: { id: 'cand-1', name: 'Nguyễn Văn An' },
    starts_at: '2030-11-25T02:30:00.000Z',
    ends_at: '2030-11-25T03:30:00.000Z',
    time_zone: 'Asia/Ho_Chi_Minh',
    duration_minutes: 60,
    type: 'video',
    location: 'https://meet.example.com/abc',
    notes: '',
    status: 'scheduled',
    sequence: 0,
    stage: 'interview',
    kit: null,
    interviewers: [{ id: 'u-employer', name: 'Erin Employer', email: 'employer@example.com' }],
    feedback: [],
    ...overrides,
  };
}

/** Moves `Date.now()` (only) to `at`, keeping it ticking: the feedback form opens once the interview has started. */
function nowAt(at: string) {
  const real = Date.now.bind(Date);
  const offset = new Date(at).getTime() - real();
  return vi.spyOn(Date, 'now').mockImplementation(() => real() + offset);
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function openSchedule() {
  await userEvent.click(await screen.findByRole('button', { name: 'Schedule interview' }));
  return screen.findByRole('dialog', { name: 'Schedule interview with Nguyễn Văn An' });
}

describe('scheduling an interview on an application', { timeout: 20_000 }, () => {
  it('sends the wall-clock start with its IANA time zone, duration, type, place and interviewers', async () => {
    let scheduled = false;
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication(scheduled ? { stage: 'interview', interviews: [interview()] } : {}),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`POST /api/applications/${APP_A}/interviews`]: () => {
        scheduled = true;
        return { status: 201, body: { success: true, interview: interview() } };
      },
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const dialog = await openSchedule();
    await userEvent.type(within(dialog).getByLabelText('Date'), '2030-11-25');
    await userEvent.clear(within(dialog).getByLabelText('Start time'));
    await userEvent.type(within(dialog).getByLabelText('Start time'), '09:30');
    await userEvent.selectOptions(within(dialog).getByLabelText('Time zone'), 'Asia/Bangkok');
    await userEvent.selectOptions(within(dialog).getByLabelText('Duration'), '45');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'onsite');
    await userEvent.type(within(dialog).getByLabelText('Place'), 'Tầng 5, 17 Duy Tân');
    expect(within(dialog).getByRole('checkbox', { name: 'Erin Employer (you)' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Notes for the interviewers'), 'Bring the portfolio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path.endsWith('/interviews'))?.body).toEqual({
      starts_at: '2030-11-25T09:30',
      time_zone: 'Asia/Bangkok',
      duration_minutes: 45,
      type: 'onsite',
      location: 'Tầng 5, 17 Duy Tân',
      interviewer_ids: ['u-employer'],
      notes: 'Bring the portfolio',
    });
    // The application reloads: the interview and the new stage show.
    const section = within(await screen.findByRole('region', { name: 'Interviews' }));
    expect(await section.findByText(/Interviewers: Erin Employer/)).toBeVisible();
    expect(section.getByText(/^25 Nov 2030, 09:30 .* · 60 min/)).toBeVisible();
  });

  it('a video interview takes a web address as its link: said under the field, refused before sending (decision 1195)', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`POST /api/applications/${APP_A}/interviews`]: () => ({
        status: 201,
        body: { success: true, interview: interview() },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const dialog = await openSchedule();
    await userEvent.type(within(dialog).getByLabelText('Date'), '2030-11-25');
    const link = within(dialog).getByLabelText('Meeting link');
    expect(link).toHaveAttribute('type', 'url');
    expect(link).toHaveAccessibleDescription(
      'The join link from Zoom, Google Meet, Teams or another tool: a web address that starts with https:// or http://.',
    );
    for (const text of ['Zoom room 5', 'meet.google.com/abc-defg-hij', 'javascript:alert(1)']) {
      await userEvent.clear(link);
      await userEvent.type(link, text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Enter the meeting link as a web address that starts with https:// or http://',
      );
      expect(link).toHaveAttribute('aria-invalid', 'true');
    }
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    // A place or a phone number stays free text.
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'phone');
    expect(within(dialog).getByLabelText('Phone number or note')).not.toHaveAttribute('aria-describedby');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'video');
    await userEvent.clear(link);
    await userEvent.type(link, ' https://meet.google.com/abc-defg-hij ');
    expect(link).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path.endsWith('/interviews'))?.body).toMatchObject({
      type: 'video',
      location: 'https://meet.google.com/abc-defg-hij',
    });
  });

  it('offers the interviewers the server allows, searchable, and keeps the chosen ones', async () => {
    const staff = makeUser('staff', { id: 'u-staff', name: 'Sam Staff' });
    const everyone = [
      { id: 'u-admin', name: 'Ada Admin', email: 'ada@example.com' },
      { id: 'u-employer', name: 'Erin Employer', email: 'employer@example.com' },
      { id: 'u-staff', name: 'Sam Staff', email: 'staff@example.com' },
    ];
    const searches: string[] = [];
    const api = stubApi(staff, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`POST /api/applications/${APP_A}/interviews`]: () => ({
        status: 201,
        body: { success: true, interview: interview() },
      }),
    });
    // The stub keys on the path; the search term comes from the query string.
    const stubbed = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/applications/${APP_A}/interviewers`) {
        const q = url.searchParams.get('q') ?? '';
        searches.push(q);
        const found = everyone.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(q.toLowerCase()));
        return new Response(JSON.stringify({ success: true, interviewers: found }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return stubbed(input, init);
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, staff);
    const dialog = await openSchedule();
    expect(await within(dialog).findByRole('checkbox', { name: 'Ada Admin' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Erin Employer' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sam Staff (you)' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Posting owner' })).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Find an interviewer' }), 'ada');
    await waitFor(() => expect(searches).toContain('ada'));
    await waitFor(() =>
      expect(within(dialog).queryByRole('checkbox', { name: 'Erin Employer' })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ada Admin' }));
    // The chosen caller stays listed although the search does not match it.
    expect(within(dialog).getByRole('checkbox', { name: 'Sam Staff (you)' })).toBeChecked();

    await userEvent.type(within(dialog).getByLabelText('Date'), '2030-11-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      interviewer_ids: ['u-staff', 'u-admin'],
    });
  });

  it('refuses a start that has passed in the chosen time zone before asking the server', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const dialog = await openSchedule();
    await userEvent.type(within(dialog).getByLabelText('Date'), '2020-01-06');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The interview must start in the future; choose a later time.',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a clash shows the server message naming it', async () => {
    const clash =
      'Clash: interviewer Erin Employer already has an interview at 25 Nov 2030, 09:00 (Asia/Ho_Chi_Minh).';
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`POST /api/applications/${APP_A}/interviews`]: () => ({
        status: 409,
        body: { success: false, code: 'INTERVIEW_CLASH', message: clash },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const dialog = await openSchedule();
    await userEvent.type(within(dialog).getByLabelText('Date'), '2030-11-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(clash);
  });

  it('feedback: the interviewer sends score, recommendation and comments', async () => {
    nowAt('2030-11-25T02:31:00.000Z');
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'interview', interviews: [interview()] }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`PUT /api/interviews/${INTERVIEW_ID}/feedback`]: ({ body }) => ({
        body: {
          success: true,
          interview: interview({
            feedback: [
              {
                interviewer: { id: 'u-employer', name: 'Erin Employer' },
                ...(body as object),
                answers: [],
                ratings: [],
                updated_at: '2030-11-25T04:00:00.000Z',
              },
            ],
          }),
        },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const form = await screen.findByRole('form', { name: 'Your feedback' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a score from 1 to 5.');
    await userEvent.click(within(form).getByRole('radio', { name: '4' }));
    await userEvent.selectOptions(within(form).getByLabelText('Recommendation'), 'yes');
    await userEvent.type(within(form).getByLabelText('Comments'), 'Clear thinker');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Feedback saved.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      score: 4,
      recommendation: 'yes',
      comments: 'Clear thinker',
      answers: [],
      ratings: [],
    });
  });
});

describe('/dashboard/interviews', { timeout: 20_000 }, () => {
  it('lists the week, switches to the week grid, and cancels after confirmation', async () => {
    // The week of the interview (Monday 25 November 2030), before it starts.
    nowAt('2030-11-25T00:30:00.000Z');
    let cancelled = false;
    const api = stubApi(employer, {
      'GET /api/interviews': () => ({
        body: { success: true, interviews: [interview(cancelled ? { status: 'cancelled' } : {})] },
      }),
      [`POST /api/interviews/${INTERVIEW_ID}/cancel`]: () => {
        cancelled = true;
        return { body: { success: true, interview: interview({ status: 'cancelled' }) } };
      },
    });
    renderRecruiterArea('/dashboard/interviews', employer);
    // Right under the page's h1: each interview is an h2, so no heading level is skipped (axe heading-order).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn An — Senior React Developer' }),
    ).toBeVisible();
    const listCall = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/api/interviews?'));
    expect(String(listCall?.[0])).toMatch(/from=.+&to=.+/);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel interview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the interview' }));
    expect(await screen.findByText('Cancelled')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(7);
  });

  it('moves a whole calendar week at a time across the end of summer time (a recruiter in London)', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/London';
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 21 October 2026; British summer time ends on Sunday 25 October.
    vi.setSystemTime(new Date('2026-10-21T11:00:00Z'));
    try {
      const api = stubApi(employer, {
        'GET /api/interviews': () => ({ body: { success: true, interviews: [] } }),
      });
      renderRecruiterArea('/dashboard/interviews', employer);
      expect(await screen.findByText('Week of Mon 19 Oct')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
      // The next week starts on Monday 26 October at midnight, not 24 × 7 hours later (Sunday 23:00).
      expect(await screen.findByText('Week of Mon 26 Oct')).toBeInTheDocument();
      const last = api.fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((u) => u.includes('/api/interviews?'));
      // The week asked with a day on each side (the grid's days are the interviews' own zones' days): from Sunday
      // 25 October at midnight, still summer time, to Tuesday 3 November at midnight.
      expect(decodeURIComponent(last.at(-1)!)).toContain(
        'from=2026-10-24T23:00:00.000Z&to=2026-11-03T00:00:00.000Z',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Week' }));
      expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
        'Mon 26 Oct',
        'Tue 27 Oct',
        'Wed 28 Oct',
        'Thu 29 Oct',
        'Fri 30 Oct',
        'Sat 31 Oct',
        'Sun 1 Nov',
      ]);
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows an early Monday interview in Vietnam on its Monday in the grid of a viewer whose browser is in UTC', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ toFake: ['Date'] });
    // Wednesday 2 December 2026; the interview is on Monday 7 December at 06:00 in Ho Chi Minh City, which is still
    // Sunday 6 December (23:00) in UTC.
    vi.setSystemTime(new Date('2026-12-02T11:00:00Z'));
    const early = interview({ starts_at: '2026-12-06T23:00:00.000Z', ends_at: '2026-12-07T00:00:00.000Z' });
    try {
      stubApi(employer, {
        // As the server does: the interviews that start within the asked period.
        'GET /api/interviews': ({ url }) => {
          const from = Date.parse(url.searchParams.get('from')!);
          const to = Date.parse(url.searchParams.get('to')!);
          const at = Date.parse(early.starts_at);
          return { body: { success: true, interviews: at >= from && at < to ? [early] : [] } };
        },
      });
      renderRecruiterArea('/dashboard/interviews', employer);
      // The list is the viewer's week (Monday 30 November to Sunday 6 December in UTC): the interview is in it.
      expect(await screen.findByText('Week of Mon 30 Nov')).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn An — Senior React Developer' }),
      ).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
      expect(await screen.findByText('Week of Mon 7 Dec')).toBeInTheDocument();
      expect(await screen.findByText('No interviews this week.')).toBeVisible();
      // The grid of that week shows it on its own zone's Monday, next to its time there.
      await userEvent.click(screen.getByRole('button', { name: 'Week' }));
      const monday = await screen.findByRole('region', { name: 'Mon 7 Dec' });
      expect(await within(monday).findByText(/06:00/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('offers no cancellation once the interview has taken place; it can still be edited (decision 1202)', async () => {
    nowAt('2030-11-25T03:30:00.000Z');
    stubApi(employer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview()] } }),
    });
    renderRecruiterArea('/dashboard/interviews', employer);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nguyễn Văn An — Senior React Developer' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument();
  });

  it('reschedules with PUT and keeps the time zone', async () => {
    nowAt('2030-11-25T00:30:00.000Z');
    const api = stubApi(employer, {
      'GET /api/interviews': () => ({ body: { success: true, interviews: [interview()] } }),
      [`PUT /api/interviews/${INTERVIEW_ID}`]: () => ({
        body: { success: true, interview: interview({ sequence: 1 }) },
      }),
    });
    renderRecruiterArea('/dashboard/interviews', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule interview with Nguyễn Văn An' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2030-11-25');
    expect(within(dialog).getByLabelText('Start time')).toHaveValue('09:30');
    await userEvent.clear(within(dialog).getByLabelText('Start time'));
    await userEvent.type(within(dialog).getByLabelText('Start time'), '14:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      starts_at: '2030-11-25T14:00',
      time_zone: 'Asia/Ho_Chi_Minh',
      interviewer_ids: ['u-employer'],
    });
  });

  it('the card: the https join link opens safely; the feedback form waits for the start (issue 18)', async () => {
    const later = interview({
      id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
      location: 'http://meet.example.com/plain',
    });
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'interview', interviews: [interview(), later] }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const link = await screen.findByRole('link', { name: 'https://meet.example.com/abc' });
    expect(link).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Not https: shown as text, not a link.
    expect(screen.getByText('http://meet.example.com/plain')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'http://meet.example.com/plain' })).toBeNull();
    // Before the start (2030): no form, a note saying when it opens.
    expect(screen.queryByRole('form', { name: 'Your feedback' })).toBeNull();
    expect(
      screen.getAllByText(
        'The feedback form opens when the interview starts (25 Nov 2030, 09:30 (GMT+7, Asia/Ho_Chi_Minh)).',
      ),
    ).toHaveLength(2);
  });

  it('the feedback form appears when the interview starts, without a reload (decision 1108)', async () => {
    const soon = interview({ starts_at: new Date(Date.now() + 1_500).toISOString() });
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'interview', interviews: [soon] }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(await screen.findByText(/The feedback form opens when the interview starts/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Your feedback' })).toBeNull();
    expect(await screen.findByRole('form', { name: 'Your feedback' }, { timeout: 5_000 })).toBeVisible();
    expect(screen.queryByText(/The feedback form opens when the interview starts/)).toBeNull();
  });
});

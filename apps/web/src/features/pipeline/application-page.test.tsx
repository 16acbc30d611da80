import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { makeUser, stubApi } from '@/testing/member-area';
import { APP_A, APP_B, APP_C, card, managedApplication } from '@/testing/application-fixtures';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-applications'),
    import('@/app/routes/dashboard-application'),
  ]);
}, 60_000);

const employer = makeUser('employer', { name: 'Erin Employer' });
const note = (id: string, body: string) => ({
  id,
  body,
  author: { id: 'u-employer', name: 'Erin Employer' },
  created_at: '2026-11-19T03:00:00.000Z',
});

describe('/dashboard/applications list', { timeout: 20_000 }, () => {
  it('filters by stage and bulk-moves the checked applications', async () => {
    const api = stubApi(employer, {
      'GET /api/applications': () => ({
        body: {
          success: true,
          applications: [card(APP_A, 'Nguyễn Văn An', 'applied'), card(APP_B, 'Trần Thị Bình', 'applied')],
          total: 2,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/manage/jobs': () => ({ body: { success: true, jobs: [], total: 0, page: 1, pageSize: 20 } }),
      'POST /api/applications/bulk': () => ({
        body: {
          success: true,
          updated: 1,
          results: [
            { id: APP_A, ok: true },
            { id: APP_B, ok: false, message: 'This application does not exist.' },
          ],
        },
      }),
    });
    renderRecruiterArea('/dashboard/applications', employer);
    expect(await screen.findByRole('link', { name: 'Nguyễn Văn An' })).toBeVisible();

    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'applied');
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('stage=applied'))).toBe(true),
    );

    await userEvent.click(await screen.findByLabelText('Select all open applications on this page'));
    expect(screen.getByText('2 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move or reject selected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 2 applications' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'screening');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      '1 of 2 applications moved to Screening. Not changed: This application does not exist.',
    );
    expect(api.calls.find((c) => c.path === '/api/applications/bulk')?.body).toEqual({
      ids: [APP_A, APP_B],
      action: 'move',
      stage: 'screening',
    });
  });

  it('does not let a rejected or withdrawn application be selected for a bulk move', async () => {
    const api = stubApi(employer, {
      'GET /api/applications': () => ({
        body: {
          success: true,
          applications: [
            card(APP_A, 'Nguyễn Văn An', 'applied'),
            card(APP_B, 'Trần Thị Bình', 'withdrawn'),
            card(APP_C, 'Võ Thị Cúc', 'rejected'),
          ],
          total: 3,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/manage/jobs': () => ({ body: { success: true, jobs: [], total: 0, page: 1, pageSize: 20 } }),
      'POST /api/applications/bulk': () => ({
        body: { success: true, updated: 1, results: [{ id: APP_A, ok: true }] },
      }),
    });
    renderRecruiterArea('/dashboard/applications', employer);
    expect(await screen.findByLabelText('Võ Thị Cúc (Rejected, closed)')).toBeDisabled();
    expect(screen.getByLabelText('Trần Thị Bình (Withdrawn, closed)')).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Select all open applications on this page'));
    expect(screen.getByText('1 selected')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Move or reject selected…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move 1 application' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'offer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1 application moved to Offer.');
    expect(api.calls.find((c) => c.path === '/api/applications/bulk')?.body).toEqual({
      ids: [APP_A],
      action: 'move',
      stage: 'offer',
    });
  });

  it('bulk reject needs a reason', async () => {
    const api = stubApi(employer, {
      'GET /api/applications': () => ({
        body: {
          success: true,
          applications: [card(APP_A, 'Nguyễn Văn An', 'applied')],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      }),
      'GET /api/manage/jobs': () => ({ body: { success: true, jobs: [], total: 0, page: 1, pageSize: 20 } }),
      'POST /api/applications/bulk': () => ({
        body: { success: true, updated: 1, results: [{ id: APP_A, ok: true }] },
      }),
    });
    renderRecruiterArea('/dashboard/applications', employer);
    await userEvent.click(await screen.findByLabelText('Select Nguyễn Văn An'));
    await userEvent.click(screen.getByRole('button', { name: 'Move or reject selected…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'rejected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason for the rejection');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Position filled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1 application rejected.');
    expect(api.calls.find((c) => c.path === '/api/applications/bulk')?.body).toEqual({
      ids: [APP_A],
      action: 'reject',
      reason: 'Position filled',
    });
  });
});

describe('/dashboard/applications/:id', { timeout: 20_000 }, () => {
  it('shows candidate, cover letter, CV and the stage history with who, when and why', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An — Senior React Developer' }),
    ).toBeVisible();
    expect(screen.getByText('an@example.com')).toBeVisible();
    expect(screen.getByText('I would love to join.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CV (an-cv.pdf)' })).toBeVisible();
    const history = within(screen.getByRole('region', { name: 'Stage history' }));
    expect(history.getByText('Applied → Screening')).toBeVisible();
    expect(history.getByText(/Erin Employer/)).toBeVisible();
    expect(history.getByText('Why: Strong portfolio')).toBeVisible();
    expect(await screen.findByText('No notes yet.')).toBeVisible();
  });

  it('shows a rejected application as closed, with no Move… and no scheduling', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'rejected', rejection_reason: 'Salary expectations' }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(await screen.findByTestId('application-closed')).toHaveTextContent(/closed: a rejection is final/);
    expect(screen.getByText(/reason: Salary expectations/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Move…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument();
    // Notes stay open: they are how the hiring team records what follows a rejection.
    expect(screen.getByRole('button', { name: 'Add note' })).toBeVisible();
  });

  it('offers Move… on a hired application (an offer that fell through)', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication({ stage: 'hired' }) },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(await screen.findByRole('button', { name: 'Move…' })).toBeVisible();
    expect(screen.queryByTestId('application-closed')).not.toBeInTheDocument();
  });

  it('rates 1–5 with a radio group and adds a private note', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`PATCH /api/applications/${APP_A}/rating`]: ({ body }) => ({
        body: {
          success: true,
          application: managedApplication({ rating: (body as { rating: number }).rating }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({
        body: { success: true, notes: [note('n1', 'Call back next week')] },
      }),
      [`POST /api/applications/${APP_A}/notes`]: ({ body }) => ({
        status: 201,
        body: { success: true, note: note('n2', (body as { body: string }).body) },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const rating = await screen.findByRole('group', { name: 'Rating' });
    expect(within(rating).getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('Not rated yet')).toBeVisible();
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByText('Rated 4 of 5')).toBeVisible();
    expect(within(rating).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ rating: 4 });

    expect(await screen.findByText('Call back next week')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    // Scoped to the notes: the conversation panel (issue 13) shows its own request problem in this stub.
    expect(
      within(screen.getByRole('region', { name: 'Private notes' })).getByRole('alert'),
    ).toHaveTextContent('Write the note');
    await userEvent.type(screen.getByLabelText(/New note/), 'Strong on TypeScript');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Strong on TypeScript')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/notes'))?.body).toEqual({
      body: 'Strong on TypeScript',
    });
    expect(screen.getByLabelText(/New note/)).toHaveValue('');
  });
});

describe('/dashboard/applications/:id offer outcome', { timeout: 20_000 }, () => {
  it('records a declined offer with a reason from the list, only at the Offer stage', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication({ stage: 'offer', offer: null }) },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`PUT /api/applications/${APP_A}/offer-outcome`]: ({ body }) => ({
        body: {
          success: true,
          offer: {
            application_id: APP_A,
            ...(body as { outcome: string; reason?: string }),
            reason: (body as { reason?: string }).reason ?? null,
            at: '2026-11-20T03:00:00.000Z',
          },
        },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const panel = within(await screen.findByRole('region', { name: 'Offer outcome' }));
    expect(panel.getByText('No answer recorded yet.')).toBeVisible();

    await userEvent.click(panel.getByRole('button', { name: 'Record the answer' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Choose accepted or declined');

    await userEvent.click(panel.getByRole('radio', { name: 'Declined' }));
    await userEvent.click(panel.getByRole('button', { name: 'Record the answer' }));
    expect(panel.getByRole('alert')).toHaveTextContent('Give the reason the candidate declined');
    const reasons = panel.getByLabelText('Why the candidate declined');
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Accepted another offer');
    await userEvent.selectOptions(reasons, 'another_offer');
    await userEvent.click(panel.getByRole('button', { name: 'Record the answer' }));

    expect(await panel.findByRole('status')).toHaveTextContent('Answer recorded.');
    expect(panel.getByTestId('offer-recorded')).toHaveTextContent(
      'Recorded: the candidate declined the offer (Accepted another offer).',
    );
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      outcome: 'declined',
      reason: 'another_offer',
    });
  });

  it('records an accepted offer without a reason and shows an earlier answer', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: {
          success: true,
          application: managedApplication({
            stage: 'offer',
            offer: { outcome: 'declined', reason: 'compensation', at: '2026-11-19T03:00:00.000Z' },
          }),
        },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      [`PUT /api/applications/${APP_A}/offer-outcome`]: () => ({
        body: {
          success: true,
          offer: { application_id: APP_A, outcome: 'accepted', reason: null, at: '2026-11-20T03:00:00.000Z' },
        },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const panel = within(await screen.findByRole('region', { name: 'Offer outcome' }));
    expect(panel.getByTestId('offer-recorded')).toHaveTextContent(
      'Recorded: the candidate declined the offer (Compensation).',
    );
    expect(panel.getByLabelText('Why the candidate declined')).toHaveValue('compensation');
    await userEvent.click(panel.getByRole('radio', { name: 'Accepted' }));
    expect(panel.queryByLabelText('Why the candidate declined')).not.toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: 'Record the answer' }));
    expect(await panel.findByText(/Recorded: the candidate accepted the offer\./)).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ outcome: 'accepted' });
  });

  it('has no offer control before the Offer stage', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication({ stage: 'interview' }) },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    expect(await screen.findByRole('region', { name: 'Stage history' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Offer outcome' })).not.toBeInTheDocument();
  });
});

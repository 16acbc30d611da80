import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { makeUser, stubApi } from '@/testing/member-area';
import { APP_A, JOB_ID, boardReply, managedApplication } from '@/testing/application-fixtures';

// Issue 10: the candidate tracking tool (board, moves, ratings, notes, scheduling) is what Pro sells. On a plan
// without it the server answers 402 PLAN_REQUIRED naming the plan, and the page shows an upgrade prompt.

beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-job-board'),
    import('@/app/routes/dashboard-application'),
  ]);
}, 60_000);

const employer = makeUser('employer', {
  name: 'Erin Employer',
  company: { id: 'co-1', name: 'FPT Software', role: 'owner', plan: 'free' },
});
const PLAN_REQUIRED = {
  status: 402,
  body: {
    success: false,
    code: 'PLAN_REQUIRED',
    message: 'The candidate tracking tool: part of the Pro plan. Upgrade to use it.',
  },
};

describe('a plan without the tracking tool', { timeout: 20_000 }, () => {
  it('the board shows the server’s message and the way to /plans instead of an error', async () => {
    stubApi(employer, { [`GET /api/jobs/${JOB_ID}/board`]: () => PLAN_REQUIRED });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('The candidate tracking tool: part of the Pro plan. Upgrade to use it.');
    expect(within(prompt).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline board' })).toBeVisible();
  });

  it('a move refused on the board shows the prompt in the dialog', async () => {
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: () => PLAN_REQUIRED,
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move Nguyễn Văn An' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    expect(await dialog.findByTestId('upgrade-prompt')).toHaveTextContent('part of the Pro plan');
  });

  it('notes, ratings and scheduling on the application page show the prompt', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => PLAN_REQUIRED,
      [`PATCH /api/applications/${APP_A}/rating`]: () => PLAN_REQUIRED,
      [`GET /api/applications/${APP_A}/interviewers`]: () => PLAN_REQUIRED,
      [`POST /api/applications/${APP_A}/interviews`]: () => PLAN_REQUIRED,
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    const notes = within(await screen.findByRole('region', { name: 'Private notes' }));
    expect(await notes.findByTestId('upgrade-prompt')).toHaveTextContent('part of the Pro plan');

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(await within(rating).findByTestId('upgrade-prompt')).toHaveTextContent('part of the Pro plan');

    await userEvent.click(screen.getByRole('button', { name: 'Schedule interview' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Schedule interview with Nguyễn Văn An' }),
    );
    await userEvent.type(dialog.getByLabelText('Date'), '2030-11-25');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    const prompt = await dialog.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('The candidate tracking tool: part of the Pro plan. Upgrade to use it.');
    expect(within(prompt).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
  });

  it('any other refusal stays a plain error', async () => {
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({
        status: 404,
        body: { success: false, message: 'This job posting does not exist.' },
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    expect(await screen.findByRole('alert')).toHaveTextContent('This job posting does not exist.');
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('reads in Vietnamese', async () => {
    i18n.activate('vi');
    stubApi(employer, { [`GET /api/jobs/${JOB_ID}/board`]: () => PLAN_REQUIRED });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const prompt = await screen.findByTestId('upgrade-prompt');
    await waitFor(() =>
      expect(within(prompt).getByRole('link', { name: 'Xem các gói dịch vụ' })).toHaveAttribute(
        'href',
        '/plans',
      ),
    );
  });
});

import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRecruiterArea } from '@/testing/recruiter-area';
import { makeUser, stubApi } from '@/testing/member-area';
import {
  APP_A,
  APP_C,
  JOB_ID,
  boardReply,
  card,
  managedApplication,
  moveReply,
} from '@/testing/application-fixtures';

// Compile the pages of these routes once up front (as member-area does for the dashboard's own routes), so the
// first test does not spend its wait compiling them.
beforeAll(async () => {
  await Promise.all([import('@/app/routes/dashboard-job-board')]);
}, 60_000);

const employer = makeUser('employer', { name: 'Erin Employer' });
const column = (stage: string) => screen.getByTestId(`column-${stage}`);

/** jsdom has no DataTransfer: a minimal one that keeps what dragstart stored. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (k: string, v: string) => data.set(k, v),
    getData: (k: string) => data.get(k) ?? '',
    effectAllowed: 'all',
    dropEffect: 'move',
  };
}

describe('pipeline board', { timeout: 20_000 }, () => {
  it('shows one column per stage with counts', async () => {
    stubApi(employer, { [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }) });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pipeline: Senior React Developer' }),
    ).toBeVisible();
    for (const name of ['Applied', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Withdrawn']) {
      expect(screen.getByRole('region', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    expect(within(column('applied')).getByText('Nguyễn Văn An')).toBeVisible();
  });

  it('shows a title that looks like markup exactly as written', async () => {
    const title = 'Kỹ sư <b>Go</b> & <script>alert(1)</script>';
    const reply = boardReply();
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: { ...reply, job: { ...reply.job, title } } }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`Pipeline: ${title}`);
  });

  it('shows each card’s applied date and time in its stage, and folds the closed columns on demand (issue 18)', async () => {
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({
        body: boardReply({ rejected: [card(APP_C, 'Võ Thị Cúc', 'rejected')] }),
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const applied = within(await screen.findByTestId('column-applied'));
    expect(applied.getByText('Applied 18 Nov 2026')).toBeVisible();
    // The fixtures were made on 18 November 2026: some whole days ago, whatever today is.
    expect(applied.getByText(/^\d+ days? in this stage$/)).toBeVisible();
    // A closed card says when it applied, not how long it has been closed.
    expect(within(column('rejected')).queryByText(/in this stage/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Pipeline columns (scrolls sideways)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fold the closed columns' }));
    expect(within(column('rejected')).queryByText('Võ Thị Cúc')).toBeNull();
    expect(within(column('rejected')).getByText('1 application')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unfold the closed columns' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unfold the closed columns' }));
    expect(within(column('rejected')).getByText('Võ Thị Cúc')).toBeVisible();
  });

  it('moves a card with the keyboard: Move… → stage → Move; the column updates and it is announced', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      // The server's reply: moved just now.
      [`POST /api/applications/${APP_A}/move`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'interview', updated_at: new Date().toISOString() }),
        },
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const button = await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move Nguyễn Văn An' });
    expect(within(dialog).getByLabelText('Move to')).toHaveFocus();
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'interview');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(within(column('interview')).getByText('Nguyễn Văn An')).toBeVisible());
    expect(within(column('applied')).queryByText('Nguyễn Văn An')).not.toBeInTheDocument();
    // It has just entered Interview: its days in the stage start again.
    expect(within(column('interview')).getByText('Less than a day in this stage')).toBeVisible();
    expect(screen.getByText('Moved Nguyễn Văn An from Applied to Interview.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({ stage: 'interview' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a card by drag and drop', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('offer'),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const cardItem = (
      await within(await screen.findByTestId('column-applied')).findByText('Nguyễn Văn An')
    ).closest('li')!;
    const transfer = dataTransfer();
    fireEvent.dragStart(cardItem, { dataTransfer: transfer });
    fireEvent.dragOver(column('offer'), { dataTransfer: transfer });
    const drop = createEvent.drop(column('offer'));
    Object.defineProperty(drop, 'dataTransfer', { value: transfer });
    fireEvent(column('offer'), drop);

    await waitFor(() => expect(within(column('offer')).getByText('Nguyễn Văn An')).toBeVisible());
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({ stage: 'offer' });
  });

  it('rejecting (dropped on Rejected) asks for a reason before calling the API', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('rejected', 'Salary expectations'),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const cardItem = (await screen.findByText('Nguyễn Văn An')).closest('li')!;
    const transfer = dataTransfer();
    fireEvent.dragStart(cardItem, { dataTransfer: transfer });
    const drop = createEvent.drop(column('rejected'));
    Object.defineProperty(drop, 'dataTransfer', { value: transfer });
    fireEvent(column('rejected'), drop);

    const dialog = await screen.findByRole('dialog', { name: 'Reject Nguyễn Văn An' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason for the rejection');
    expect(api.calls.some((c) => c.path.endsWith('/move'))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Reason for the rejection/), 'Salary expectations');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(column('rejected')).getByText('Nguyễn Văn An')).toBeVisible());
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({
      stage: 'rejected',
      reason: 'Salary expectations',
    });
  });

  it('offers the administrator’s rejection reasons, and Other in the recruiter’s words (decision 429)', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      'GET /api/recruitment/lists': () => ({
        body: {
          success: true,
          lists: {
            rejection_reasons: ['Skills do not match the role', 'Position filled', 'Other'],
            candidate_sources: ['Referral'],
          },
        },
      }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('rejected', 'Position filled'),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Nguyễn Văn An' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'rejected');
    const group = await within(dialog).findByRole('group', { name: /Reason for the rejection/ });
    // The listed "Other" is the dialog's own Other, which takes words.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Skills do not match the role', 'Position filled', 'Other']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason for the rejection');

    await userEvent.click(within(group).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason for the rejection');
    await userEvent.type(within(dialog).getByLabelText('The reason in your words'), 'Moved abroad');
    await userEvent.click(within(group).getByRole('radio', { name: 'Position filled' }));
    expect(within(dialog).queryByLabelText('The reason in your words')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/move'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(column('rejected')).getByText('Nguyễn Văn An')).toBeVisible());
    // The same request field as a typed reason: the API keeps the text.
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({
      stage: 'rejected',
      reason: 'Position filled',
    });
  });

  it('sends the recruiter’s own words when Other is chosen', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      'GET /api/recruitment/lists': () => ({
        body: {
          success: true,
          lists: { rejection_reasons: ['Position filled'], candidate_sources: ['Referral'] },
        },
      }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('rejected', 'Moved abroad'),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Nguyễn Văn An' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'rejected');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Other' }));
    await userEvent.type(within(dialog).getByLabelText('The reason in your words'), '  Moved abroad ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(column('rejected')).getByText('Nguyễn Văn An')).toBeVisible());
    expect(api.calls.filter((c) => c.path === '/api/recruitment/lists')).toHaveLength(1);
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({
      stage: 'rejected',
      reason: 'Moved abroad',
    });
  });

  it('keeps a pasted over-long reason whole and says the limit instead of sending it cut (decision 1184)', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: moveReply('rejected', 'Salary expectations'),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Nguyễn Văn An' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Move to'), 'rejected');
    const reason = await within(dialog).findByLabelText(/Reason for the rejection/);
    const pasted = `Salary expectations ${'x'.repeat(1000)}`;
    await userEvent.click(reason);
    await userEvent.paste(pasted);
    // Nothing cut silently: the whole paste stays in the box, for the recruiter to shorten.
    expect(reason).toHaveValue(pasted);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription('At most 1,000 characters');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(api.calls.some((c) => c.path.endsWith('/move'))).toBe(false);

    await userEvent.clear(reason);
    await userEvent.type(reason, 'Salary expectations');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(column('rejected')).getByText('Nguyễn Văn An')).toBeVisible());
    expect(api.calls.find((c) => c.path.endsWith('/move'))?.body).toEqual({
      stage: 'rejected',
      reason: 'Salary expectations',
    });
  });

  it('shows the server message when a move is refused, and Esc closes the dialog', async () => {
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({ body: boardReply() }),
      [`POST /api/applications/${APP_A}/move`]: () => ({
        status: 409,
        body: { success: false, code: 'WITHDRAWN', message: 'A withdrawn application cannot be moved.' },
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A withdrawn application cannot be moved.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Nguyễn Văn An…' })).toHaveFocus();
  });
  it('a move refused because a teammate or the candidate changed it meanwhile reads the board again', async () => {
    let withdrawn = false;
    stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({
        body: withdrawn
          ? boardReply({ applied: [], withdrawn: [card(APP_A, 'Nguyễn Văn An', 'withdrawn')] })
          : boardReply(),
      }),
      [`POST /api/applications/${APP_A}/move`]: () => {
        // The candidate withdrew after this board was loaded.
        withdrawn = true;
        return {
          status: 409,
          body: {
            success: false,
            code: 'WITHDRAWN',
            message: 'The candidate withdrew this application; it cannot be moved.',
          },
        };
      },
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Nguyễn Văn An…' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The candidate withdrew this application',
    );
    // The board shows where the application is now, not where it was when the page was opened.
    await waitFor(() => expect(within(column('withdrawn')).getByText('Nguyễn Văn An')).toBeInTheDocument());
    expect(within(column('applied')).queryByText('Nguyễn Văn An')).not.toBeInTheDocument();
  });
  it('offers no move for a rejected card: no Move… button, not draggable, a drop from Rejected is refused', async () => {
    const api = stubApi(employer, {
      [`GET /api/jobs/${JOB_ID}/board`]: () => ({
        body: boardReply({ rejected: [card(APP_C, 'Võ Thị Cúc', 'rejected')] }),
      }),
    });
    renderRecruiterArea(`/dashboard/jobs/${JOB_ID}/board`, employer);
    const cardItem = (
      await within(await screen.findByTestId('column-rejected')).findByText('Võ Thị Cúc')
    ).closest('li')!;
    expect(screen.queryByRole('button', { name: 'Move Võ Thị Cúc…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Nguyễn Văn An…' })).toBeVisible();
    expect(cardItem).toHaveAttribute('draggable', 'false');

    // A drop that still arrives (another tab's stale drag data) is refused without calling the API.
    const transfer = dataTransfer();
    transfer.setData('text/plain', APP_C);
    const drop = createEvent.drop(column('applied'));
    Object.defineProperty(drop, 'dataTransfer', { value: transfer });
    fireEvent(column('applied'), drop);
    expect(await screen.findByText('A rejected application is closed; it cannot be moved.')).toBeVisible();
    expect(api.calls.some((c) => c.path.endsWith('/move'))).toBe(false);
    expect(within(column('rejected')).getByText('Võ Thị Cúc')).toBeVisible();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_A, managedApplication } from '@/testing/application-fixtures';
import { makeUser, stubApi } from '@/testing/member-area';
import { renderRecruiterArea } from '@/testing/recruiter-area';

beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/dashboard-application'),
    import('@/app/routes/dashboard-notifications'),
  ]);
}, 60_000);

const employer = makeUser('employer', {
  name: 'Erin Employer',
  company: { id: 'co-1', role: 'owner', plan: 'premium' },
} as never);
const member = makeUser('member', { name: 'Nguyễn Văn An' });

const TEMPLATES = [
  {
    id: 'standard',
    subject: 'Your application for Senior React Developer at FPT Software',
    body: 'Hello Nguyễn Văn An,\n\nThank you for your interest.',
  },
  { id: 'after_interview', subject: 'Following your interview', body: 'Hello,\n\nThank you for meeting us.' },
  {
    id: 'position_filled',
    subject: 'The position has been filled',
    body: 'Hello,\n\nThe position is filled.',
  },
];

describe('rejecting with a template', { timeout: 20_000 }, () => {
  it('sends the reason apart from the edited mail, later when the company has a delay', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      'GET /api/recruitment/lists': () => ({
        body: {
          success: true,
          lists: { rejection_reasons: ['Not enough experience', 'Other'], candidate_sources: [] },
        },
      }),
      [`GET /api/applications/${APP_A}/rejection-draft`]: () => ({
        body: { success: true, templates: TEMPLATES, delay_hours: 48, can_mail: true },
      }),
      [`POST /api/applications/${APP_A}/reject`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'rejected', rejection_reason: 'Not enough experience' }),
        },
      }),
      [`GET /api/applications/${APP_A}/rejection-mail`]: () => ({
        body: { success: true, mail: { status: 'pending', send_at: '2026-11-22T03:00:00.000Z' } },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Nguyễn Văn An' });
    // Nothing chosen yet: the reason is asked for.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose or write a reason for the rejection.',
    );
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Not enough experience' }));
    await userEvent.selectOptions(within(dialog).getByLabelText('Mail template'), 'after_interview');
    const body = within(dialog).getByLabelText('Message to the candidate');
    expect(body).toHaveValue('Hello,\n\nThank you for meeting us.');
    await userEvent.type(body, ' We wish you well.');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Send in 48 hours/ }));
    // The candidate's interview cancellations wait with the mail (decision 1163): the dialog says so.
    expect(
      within(dialog).getByText(/the candidate with this mail, or a day before the interview/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(true));
    expect(api.calls.find((c) => c.path.endsWith('/reject'))!.body).toEqual({
      reason: 'Not enough experience',
      mail: {
        template: 'after_interview',
        subject: 'Following your interview',
        body: 'Hello,\n\nThank you for meeting us. We wish you well.',
        send: 'later',
      },
    });
    expect(
      await screen.findByText('Rejected; the mail will be sent in 48 hours unless you cancel it.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Cancel the mail' })).toBeVisible();
    expect(screen.getByText(/cancelling the mail tells the candidate of them now/)).toBeVisible();
  });
});

describe('rejecting with over-long words (decision 1184)', { timeout: 20_000 }, () => {
  it('keeps pasted reason, subject and message whole and says each limit beside it instead of sending them cut', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      'GET /api/recruitment/lists': () => ({
        body: { success: true, lists: { rejection_reasons: ['Other'], candidate_sources: [] } },
      }),
      [`GET /api/applications/${APP_A}/rejection-draft`]: () => ({
        body: { success: true, templates: TEMPLATES, delay_hours: 0, can_mail: true },
      }),
      [`POST /api/applications/${APP_A}/reject`]: () => ({
        body: { success: true, application: managedApplication({ stage: 'rejected' }) },
      }),
    });
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Nguyễn Văn An' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Other' }));
    const words = within(dialog).getByLabelText('The reason in your words');
    const subject = within(dialog).getByLabelText('Subject');
    const body = within(dialog).getByLabelText('Message to the candidate');
    const pastes = [
      [words, `Moved abroad ${'x'.repeat(1000)}`],
      [subject, `Your application ${'x'.repeat(200)}`],
      [body, `Hello,\n\n${'x'.repeat(5000)}`],
    ] as const;
    for (const [field, text] of pastes) {
      await userEvent.clear(field);
      await userEvent.paste(text);
      // Nothing cut silently: the whole paste stays in the field, for the recruiter to shorten.
      expect(field).toHaveValue(text);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(words).toHaveAccessibleDescription('At most 1,000 characters');
    expect(subject).toHaveAccessibleDescription('At most 200 characters');
    expect(body).toHaveAccessibleDescription('At most 5,000 characters');
    for (const field of [words, subject, body]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(words).toHaveFocus();
    expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(false);

    // In Vietnamese, the same check says the schema's Vietnamese message.
    act(() => i18n.activate('vi'));
    expect(body).toHaveAccessibleDescription('Tối đa 5.000 ký tự');
    act(() => i18n.activate('en'));

    await userEvent.clear(words);
    await userEvent.type(words, 'Moved abroad');
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Your application');
    await userEvent.clear(body);
    await userEvent.type(body, 'Hello, thank you.');
    for (const field of [words, subject, body]) expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(true));
    expect(api.calls.find((c) => c.path.endsWith('/reject'))!.body).toEqual({
      reason: 'Moved abroad',
      mail: { template: 'standard', subject: 'Your application', body: 'Hello, thank you.', send: 'now' },
    });
  });
});

describe('a delay of one hour', { timeout: 20_000 }, () => {
  it('is said in the singular in English and in Vietnamese', async () => {
    stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      'GET /api/recruitment/lists': () => ({
        body: { success: true, lists: { rejection_reasons: ['Other'], candidate_sources: [] } },
      }),
      [`GET /api/applications/${APP_A}/rejection-draft`]: () => ({
        body: { success: true, templates: TEMPLATES, delay_hours: 1, can_mail: true },
      }),
    });
    const first = renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Nguyễn Văn An' });
    expect(
      await within(dialog).findByRole('radio', {
        name: 'Send in 1 hour (the company’s delay; you can cancel until then)',
      }),
    ).toBeInTheDocument();
    first.unmount();
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối…' }));
    const later = await screen.findByRole('radio', {
      name: 'Gửi sau 1 giờ (thời gian chờ của công ty; bạn có thể hủy trước lúc đó)',
    });
    await userEvent.click(later);
    expect(screen.getByText(/ứng viên nhận cùng thư này/)).toBeVisible();
  });
});

describe('the settings’ default reasons in Vietnamese (decision 1093)', { timeout: 20_000 }, () => {
  it('are shown in Vietnamese and sent as the list’s entry', async () => {
    const api = stubApi(employer, {
      [`GET /api/applications/${APP_A}`]: () => ({
        body: { success: true, application: managedApplication() },
      }),
      [`GET /api/applications/${APP_A}/notes`]: () => ({ body: { success: true, notes: [] } }),
      'GET /api/recruitment/lists': () => ({
        body: {
          success: true,
          lists: {
            rejection_reasons: ['Not enough experience', 'Thiếu chứng chỉ AWS', 'Other'],
            candidate_sources: [],
          },
        },
      }),
      [`GET /api/applications/${APP_A}/rejection-draft`]: () => ({
        body: { success: true, templates: TEMPLATES, delay_hours: 0, can_mail: false },
      }),
      [`POST /api/applications/${APP_A}/reject`]: () => ({
        body: {
          success: true,
          application: managedApplication({ stage: 'rejected', rejection_reason: 'Not enough experience' }),
        },
      }),
    });
    act(() => i18n.activate('vi'));
    renderRecruiterArea(`/dashboard/applications/${APP_A}`, employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Từ chối…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('radio', { name: 'Not enough experience' })).toBeNull();
    expect(await within(dialog).findByRole('radio', { name: 'Thiếu chứng chỉ AWS' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Chưa đủ kinh nghiệm' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith('/reject'))).toBe(true));
    expect(api.calls.find((c) => c.path.endsWith('/reject'))!.body).toMatchObject({
      reason: 'Not enough experience',
    });
    expect(await screen.findByText(/Chưa đủ kinh nghiệm/)).toBeInTheDocument();
  });
});

describe('/dashboard/notifications', { timeout: 20_000 }, () => {
  it('shows a member its notifications with the stage and marks them read', async () => {
    const reply = (read: boolean) => ({
      body: {
        success: true,
        unread: read ? 0 : 1,
        notifications: [
          {
            id: 'n1',
            kind: 'application.stage',
            data: { title: 'Senior React Developer', company: 'FPT Software', stage: 'rejected' },
            link: '/dashboard/my-applications',
            read,
            created_at: '2026-11-20T03:00:00.000Z',
          },
        ],
      },
    });
    const api = stubApi(member, {
      'GET /api/me/notifications': () => reply(false),
      'POST /api/me/notifications/read': () => reply(true),
    });
    renderRecruiterArea('/dashboard/notifications', member);
    expect(
      await screen.findByRole('link', {
        name: 'Your application for Senior React Developer at FPT Software: Rejected',
      }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: '1 unread' })).toBeVisible();
    // A member has no new-application choice.
    expect(screen.queryByText('New-application mails')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeVisible();
    expect(api.calls.find((c) => c.path === '/api/me/notifications/read')!.body).toEqual({});
  });

  it('lets an owner choose the new-application mails and the rejection delay', async () => {
    const api = stubApi(employer, {
      'GET /api/me/notifications': () => ({ body: { success: true, unread: 0, notifications: [] } }),
      'GET /api/me/application-alerts': () => ({ body: { success: true, alerts: { mode: 'each' } } }),
      'PUT /api/me/application-alerts': ({ body }) => ({ body: { success: true, alerts: body } }),
      'GET /api/company/recruiting-settings': () => ({
        body: { success: true, settings: { rejection_delay_hours: 0 } },
      }),
      'PUT /api/company/recruiting-settings': ({ body }) => ({ body: { success: true, settings: body } }),
    });
    renderRecruiterArea('/dashboard/notifications', employer);
    await userEvent.click(await screen.findByRole('radio', { name: /A daily digest/ }));
    expect(await screen.findByText('Your choice is saved.')).toBeVisible();
    expect(
      api.calls.find((c) => c.method === 'PUT' && c.path === '/api/me/application-alerts')!.body,
    ).toEqual({
      mode: 'digest',
    });
    const hours = screen.getByLabelText(/Send a rejection mail “later”/);
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The delay is saved.')).toBeVisible();
    expect(
      api.calls.find((c) => c.method === 'PUT' && c.path === '/api/company/recruiting-settings')!.body,
    ).toEqual({
      rejection_delay_hours: 24,
    });
  });

  it('keeps the focus on the chosen radio and on Save while each choice is saved (decisions 1212, 1235)', async () => {
    const held: Array<() => void> = [];
    const later =
      <T,>(reply: T) =>
      () =>
        new Promise<T>((resolve) => held.push(() => resolve(reply)));
    stubApi(employer, {
      'GET /api/me/notifications': () => ({ body: { success: true, unread: 0, notifications: [] } }),
      'GET /api/me/application-alerts': () => ({ body: { success: true, alerts: { mode: 'each' } } }),
      'PUT /api/me/application-alerts': later({ body: { success: true, alerts: { mode: 'digest' } } }),
      'GET /api/company/recruiting-settings': () => ({
        body: { success: true, settings: { rejection_delay_hours: 0 } },
      }),
      'PUT /api/company/recruiting-settings': later({
        body: { success: true, settings: { rejection_delay_hours: 24 } },
      }),
    });
    renderRecruiterArea('/dashboard/notifications', employer);
    // As a browser does (jsdom does not): a control disabled while saving drops the focus on the page's body.
    const dropFocus = (control: HTMLInputElement | HTMLButtonElement) => {
      control.disabled = false;
      control.blur();
      control.disabled = true;
      expect(control).not.toHaveFocus();
    };
    const digest = await screen.findByRole<HTMLInputElement>('radio', { name: /A daily digest/ });
    await userEvent.click(digest);
    await waitFor(() => expect(digest).toBeDisabled());
    dropFocus(digest);
    held.shift()!();
    expect(await screen.findByText('Your choice is saved.')).toBeVisible();
    await waitFor(() => expect(digest).toHaveFocus());

    const hours = screen.getByLabelText(/Send a rejection mail “later”/);
    await userEvent.clear(hours);
    await userEvent.type(hours, '24');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    dropFocus(save);
    held.shift()!();
    expect(await screen.findByText('The delay is saved.')).toBeVisible();
    await waitFor(() => expect(save).toHaveFocus());
  });
});

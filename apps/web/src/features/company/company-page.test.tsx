import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROLE_PERMISSIONS, withCompanyRole } from '@app/shared';
import type { CompanyRole, CompanyTeam, User } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

beforeAll(async () => {
  await import('@/app/routes/dashboard-company');
}, 60_000);

const COMPANY = { id: 'co-1', name: 'FPT Software', plan: 'premium' as const };

/** An employer account in the company, with the permissions the server gives its company role. */
function teammate(role: CompanyRole, overrides: Partial<User> = {}): User {
  return makeUser('employer', {
    id: `u-${role}`,
    name: { owner: 'Olivia Owner', recruiter: 'Rita Recruiter', interviewer: 'Ivan Interviewer' }[role],
    email: `${role}@fpt.example`,
    permissions: withCompanyRole('employer', SERVER_ROLE_PERMISSIONS.employer, role),
    company: { ...COMPANY, role },
    ...overrides,
  });
}

const member = (role: CompanyRole, upcoming = 0) => ({
  user_id: `u-${role}`,
  name: { owner: 'Olivia Owner', recruiter: 'Rita Recruiter', interviewer: 'Ivan Interviewer' }[role],
  email: `${role}@fpt.example`,
  role,
  joined_at: '2026-11-02T03:00:00.000Z',
  upcoming_interviews: upcoming,
});

function team(overrides: Partial<CompanyTeam> = {}): CompanyTeam {
  return {
    id: 'co-1',
    name: 'FPT Software',
    your_role: 'owner',
    plan: { name: 'premium', display_name: 'Enterprise' },
    seats: { limit: 10, used: 4, more_with: null },
    unlocks: { limit: null, used: 3, remaining: null, plan: 'premium' },
    members: [member('owner'), member('recruiter', 2), member('interviewer', 1)],
    invitations: [
      {
        id: 'inv-1',
        email: 'new@fpt.example',
        role: 'interviewer',
        invited_by: 'Olivia Owner',
        created_at: '2026-11-20T03:00:00.000Z',
        expires_at: '2026-11-27T03:00:00.000Z',
        expired: false,
      },
      {
        id: 'inv-2',
        email: 'late@fpt.example',
        role: 'recruiter',
        invited_by: 'Olivia Owner',
        created_at: '2026-11-01T03:00:00.000Z',
        expires_at: '2026-11-08T03:00:00.000Z',
        expired: true,
      },
    ],
    interviews_to_reassign: 0,
    scheduled_switch: null,
    integrations: { included: true, offered_by: { name: 'premium', display_name: 'Enterprise' } },
    ...overrides,
  };
}

const teamReply = (company: CompanyTeam) => () => ({ body: { success: true, company } });

describe('/dashboard/company', { timeout: 20_000 }, () => {
  it('shows the owner the company, its package, seats, unlocks and members, with a sidebar link', async () => {
    const owner = teammate('owner');
    stubApi(owner, { 'GET /api/company/team': teamReply(team()) });
    renderMemberArea('/dashboard/company', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
    expect(await screen.findByTestId('company-name')).toHaveTextContent('FPT Software');
    expect(screen.getByTestId('company-your-role')).toHaveTextContent('Owner');
    expect(screen.getByTestId('company-package')).toHaveTextContent('Enterprise');
    expect(screen.getByTestId('company-seats')).toHaveTextContent('4 of 10 seats used');
    expect(screen.getByTestId('company-unlocks')).toHaveTextContent('Unlimited');

    const rows = within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Olivia Owner(you)owner@fpt.exampleOwner2 Nov 20260');
    expect(within(rows[2]!).getByRole('combobox', { name: 'Role of Rita Recruiter' })).toHaveValue(
      'recruiter',
    );
    expect(rows[2]).toHaveTextContent('2');
    // The owner's own place has no actions.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();

    const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(nav.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the plan with more seats and the unlocks left on a Free company', async () => {
    const owner = teammate('owner', { company: { ...COMPANY, plan: 'free', role: 'owner' } });
    stubApi(owner, {
      'GET /api/company/team': teamReply(
        team({
          plan: { name: 'free', display_name: 'Free' },
          seats: { limit: 1, used: 1, more_with: { name: 'premium', display_name: 'Enterprise', seats: 10 } },
          unlocks: { limit: 5, used: 2, remaining: 3, plan: 'free' },
          members: [member('owner')],
          invitations: [],
        }),
      ),
    });
    renderMemberArea('/dashboard/company', owner);
    expect(await screen.findByTestId('company-seats')).toHaveTextContent(
      '1 of 1 seat usedThe Enterprise plan has 10 seats.',
    );
    expect(screen.getByTestId('company-unlocks')).toHaveTextContent('3 of 5');
    expect(screen.getByText('No open invitations.')).toBeVisible();
  });

  it('invites a teammate, and shows the server’s seat-limit message with the way to the plans', async () => {
    const owner = teammate('owner');
    let refusals = 0;
    const api = stubApi(owner, {
      'GET /api/company/team': teamReply(team()),
      // The owner's integrations (issue 14) load beside the invitation form.
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      'POST /api/company/invitations': ({ body }) => {
        const { email, role } = body as { email: string; role: string };
        if (email === 'full@fpt.example') {
          refusals += 1;
          return {
            status: 402,
            body: {
              success: false,
              code: 'SEAT_LIMIT',
              message:
                'Every seat of your plan is taken (1 seat). The Enterprise plan has 10 seats: upgrade, or remove a member or an invitation first.',
            },
          };
        }
        if (email === 'rita@fpt.example')
          return {
            status: 409,
            body: { success: false, message: 'This person is already a member of your company.' },
          };
        return {
          status: 201,
          body: {
            success: true,
            invitation: {
              id: 'inv-3',
              email,
              role,
              invited_by: 'Olivia Owner',
              created_at: '2026-11-20T03:00:00.000Z',
              expires_at: '2026-11-27T03:00:00.000Z',
              expired: false,
            },
          },
        };
      },
    });
    renderMemberArea('/dashboard/company', owner);
    const user = userEvent.setup({ delay: null });
    const form = within(await screen.findByRole('form', { name: 'Invite a teammate' }));

    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(form.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await user.type(form.getByLabelText('E-mail'), 'new.person@fpt.example');
    await user.selectOptions(form.getByLabelText('Role'), 'interviewer');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new.person@fpt.example.')).toBeVisible();
    expect(
      api.calls.filter((c) => c.method === 'POST' && c.path === '/api/company/invitations')[0]?.body,
    ).toEqual({ email: 'new.person@fpt.example', role: 'interviewer' });
    // The form is empty again; the list is read again.
    expect(form.getByLabelText('E-mail')).toHaveValue('');
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/company/team').length).toBeGreaterThan(1),
    );

    await user.type(form.getByLabelText('E-mail'), 'full@fpt.example');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt).toHaveTextContent('The Enterprise plan has 10 seats');
    expect(within(prompt).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    expect(refusals).toBe(1);

    await user.clear(form.getByLabelText('E-mail'));
    await user.type(form.getByLabelText('E-mail'), 'rita@fpt.example');
    await user.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already a member of your company');
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });

  it('lists open invitations with the expired one marked; resends and revokes after a confirmation', async () => {
    const owner = teammate('owner');
    const api = stubApi(owner, {
      'GET /api/company/team': teamReply(team()),
      'POST /api/company/invitations/inv-2/resend': () => ({
        body: { success: true, invitation: { ...team().invitations[1], expired: false } },
      }),
      'DELETE /api/company/invitations/inv-1': () => ({
        body: { success: true, message: 'The invitation was revoked.' },
      }),
    });
    renderMemberArea('/dashboard/company', owner);
    const user = userEvent.setup({ delay: null });
    const list = within(await screen.findByRole('region', { name: 'Open invitations' }));
    const items = list.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('new@fpt.example');
    expect(items[0]).toHaveTextContent('Interviewer · sent 20 Nov 2026 by Olivia Owner');
    expect(items[0]).toHaveTextContent('Valid until 27 Nov 2026');
    expect(items[1]).toHaveTextContent('Expired on 8 Nov 2026');

    await user.click(list.getByRole('button', { name: 'Resend the invitation to late@fpt.example' }));
    expect(await screen.findByText('Invitation sent to late@fpt.example again.')).toBeVisible();
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/api/company/invitations/inv-2/resend'),
    ).toBe(true);

    await user.click(list.getByRole('button', { name: 'Revoke the invitation to new@fpt.example' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke the invitation?' }));
    expect(dialog.getByText(/The link mailed to new@fpt.example stops working/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Revoke the invitation' }));
    expect(await screen.findByText('The invitation was revoked.')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/company/invitations/inv-1')).toBe(
      true,
    );
  });

  it('changes a teammate’s role and removes one after a confirmation that counts its interviews', async () => {
    const owner = teammate('owner');
    const api = stubApi(owner, {
      'GET /api/company/team': teamReply(team()),
      'PATCH /api/company/members/u-recruiter': () => ({
        body: { success: true, member: { ...member('recruiter', 2), role: 'interviewer' } },
      }),
      'DELETE /api/company/members/u-interviewer': () => ({
        body: { success: true, message: 'The member was removed from the company.' },
      }),
    });
    renderMemberArea('/dashboard/company', owner);
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Rita Recruiter' }),
      'interviewer',
    );
    expect(await screen.findByText('The role of Rita Recruiter is now Interviewer.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'interviewer' });

    const profileReads = () => api.calls.filter((c) => c.path === '/api/auth/profile').length;
    const before = profileReads();
    await user.click(screen.getByRole('button', { name: 'Remove Ivan Interviewer' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Remove Ivan Interviewer from the company?' }),
    );
    expect(
      dialog.getByText('Their 1 upcoming interview stays scheduled and is marked for a new interviewer.'),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Remove Ivan Interviewer' }));
    expect(await screen.findByText('The member was removed from the company.')).toBeVisible();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/company/members/u-interviewer'),
    ).toBe(true);
    await waitFor(() => expect(profileReads()).toBeGreaterThan(before));
  });

  it('tells the owner how many upcoming interviews need a new interviewer', async () => {
    const owner = teammate('owner');
    stubApi(owner, { 'GET /api/company/team': teamReply(team({ interviews_to_reassign: 2 })) });
    renderMemberArea('/dashboard/company', owner);
    const notice = await screen.findByTestId('company-reassign');
    expect(notice).toHaveTextContent('2 upcoming interviews need a new interviewer.');
    expect(within(notice).getByRole('link', { name: 'Open Interviews' })).toHaveAttribute(
      'href',
      '/dashboard/interviews',
    );
  });

  it('shows a recruiter the company without managing it, and lets it leave', async () => {
    const recruiter = teammate('recruiter');
    const api = stubApi(recruiter, {
      'GET /api/company/team': teamReply(team({ your_role: 'recruiter', invitations: [] })),
      'POST /api/company/leave': () => {
        api.setUser(makeUser('member', { id: 'u-recruiter', name: 'Rita Recruiter' }));
        return { body: { success: true, message: 'You left the company.' } };
      },
      'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
    });
    const { router } = renderMemberArea('/dashboard/company', recruiter);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('company-your-role')).toHaveTextContent('Recruiter');
    expect(screen.queryByRole('form', { name: 'Invite a teammate' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open invitations' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave company' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave FPT Software?' }));
    await user.click(dialog.getByRole('button', { name: 'Leave company' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The profile read again: a member now, without the Company link, and no refusal notice.
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByRole('link', {
          name: 'Company',
        }),
      ).toBeNull(),
    );
    expect(screen.queryByText(/You do not have permission/)).toBeNull();
  });

  it('sends an account outside any company back to the dashboard, and hides the link (admin too)', async () => {
    for (const account of [makeUser('member'), makeUser('admin')]) {
      stubApi(account, {
        'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
      });
      const { router, unmount } = renderMemberArea('/dashboard/company', account);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      const nav = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
      expect(nav.queryByRole('link', { name: 'Company' })).toBeNull();
      unmount();
      localStorage.clear();
    }
  });

  it('shows why a scheduled cheaper plan holds the seats, with the way to the Billing page, in both languages', async () => {
    const MESSAGES = {
      en: 'A switch to the Pro plan is scheduled for the end of the paid period, and Pro includes 1 seat: your company already uses 1 (members and open invitations). Cancel the switch on the Billing page to invite more people, or remove a member or an invitation first.',
      vi: 'Công ty đã hẹn chuyển sang gói Pro vào cuối kỳ đã thanh toán, và gói Pro có 1 chỗ: công ty của bạn đã dùng 1 (thành viên và lời mời còn hiệu lực). Hãy hủy việc chuyển gói trên trang Thanh toán để mời thêm người, hoặc xóa bớt một thành viên hay một lời mời trước.',
    };
    for (const locale of ['en', 'vi'] as const) {
      i18n.activate(locale);
      const owner = teammate('owner', { locale });
      stubApi(owner, {
        'GET /api/company/team': teamReply(team({ members: [member('owner')], invitations: [] })),
        'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
        'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
        // The server answers in the request's language (decision 1155).
        'POST /api/company/invitations': () => ({
          status: 409,
          body: { success: false, code: 'SEAT_LIMIT', message: MESSAGES[locale] },
        }),
      });
      const { unmount } = renderMemberArea('/dashboard/company', owner);
      const user = userEvent.setup({ delay: null });
      const form = within(
        await screen.findByRole('form', { name: locale === 'en' ? 'Invite a teammate' : 'Mời đồng nghiệp' }),
      );
      await user.type(form.getByRole('textbox'), 'new.person@fpt.example');
      await user.click(form.getByRole('button'));
      const held = await screen.findByTestId('scheduled-switch-seats');
      expect(held).toHaveAttribute('role', 'alert');
      expect(held).toHaveTextContent(MESSAGES[locale]);
      expect(
        within(held).getByRole('link', {
          name: locale === 'en' ? 'Open the Billing page' : 'Mở trang Thanh toán',
        }),
      ).toHaveAttribute('href', '/dashboard/billing');
      // Not the upgrade prompt: a dearer plan is not the way on while the switch is scheduled.
      expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
      unmount();
    }
    i18n.activate('en');
  });

  it('says before any invitation that a scheduled switch holds the seats, with the way to cancel it (decision 1219)', async () => {
    const SCHEDULED = {
      plan: 'standard' as const,
      display_name: 'Pro',
      seats: 1,
      starts_at: '2026-12-20T03:00:00.000Z',
      cancellable: true,
      awaiting_payment: false,
    };
    const TEXTS = {
      en: {
        form: 'Invite a teammate',
        seats:
          'From 20 Dec 2026, your company is on the Pro plan, with 1 seat. Until then, invitations beyond 1 seat are refused.',
        notice:
          'A switch to the Pro plan is scheduled. From 20 Dec 2026, your company is on the Pro plan, with 1 seat. Until then, invitations beyond 1 seat are refused.',
        link: 'Cancel the switch on the Billing page',
        paid: 'The first month of the Pro plan is already paid: the switch can no longer be cancelled.',
      },
      vi: {
        form: 'Mời đồng nghiệp',
        seats:
          'Từ ngày 20 thg 12, 2026, công ty của bạn dùng gói Pro, với 1 chỗ. Cho đến lúc đó, lời mời vượt quá 1 chỗ sẽ bị từ chối.',
        notice:
          'Công ty đã hẹn chuyển sang gói Pro. Từ ngày 20 thg 12, 2026, công ty của bạn dùng gói Pro, với 1 chỗ. Cho đến lúc đó, lời mời vượt quá 1 chỗ sẽ bị từ chối.',
        link: 'Hủy việc chuyển gói trên trang Thanh toán',
        paid: 'Tháng đầu tiên của gói Pro đã được thanh toán: không thể hủy việc chuyển gói nữa.',
      },
    };
    for (const locale of ['en', 'vi'] as const) {
      i18n.activate(locale);
      const texts = TEXTS[locale];
      const owner = teammate('owner', { locale });
      stubApi(owner, {
        'GET /api/company/team': teamReply(
          team({ members: [member('owner')], invitations: [], scheduled_switch: SCHEDULED }),
        ),
        'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
        'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      });
      const { unmount, container } = renderMemberArea('/dashboard/company', owner);
      // Where the seats are shown.
      expect(await screen.findByTestId('company-seats-scheduled')).toHaveTextContent(texts.seats);
      // Above the invitation form, read with its e-mail field, before anything is sent.
      const form = await screen.findByRole('form', { name: texts.form });
      const notice = screen.getByTestId('company-scheduled-switch');
      expect(notice).toHaveTextContent(texts.notice);
      expect(notice).not.toHaveAttribute('role', 'alert');
      expect(within(form).getByRole('textbox')).toHaveAccessibleDescription(texts.notice);
      expect(within(notice).getByRole('link', { name: texts.link })).toHaveAttribute(
        'href',
        '/dashboard/billing',
      );
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => v.id)).toEqual([]);
      unmount();

      // Once the plan's first month is paid the switch cannot be cancelled: said, without the link.
      stubApi(owner, {
        'GET /api/company/team': teamReply(
          team({
            members: [member('owner')],
            invitations: [],
            scheduled_switch: { ...SCHEDULED, cancellable: false },
          }),
        ),
        'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
        'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      });
      const paid = renderMemberArea('/dashboard/company', owner);
      const paidNotice = await screen.findByTestId('company-scheduled-switch');
      expect(paidNotice).toHaveTextContent(texts.paid);
      expect(within(paidNotice).queryByRole('link')).toBeNull();
      paid.unmount();
    }
    i18n.activate('en');
  });

  it('shows a recruiter the seats a scheduled switch holds, without the invitation form', async () => {
    const recruiter = teammate('recruiter');
    stubApi(recruiter, {
      'GET /api/company/team': teamReply(
        team({
          your_role: 'recruiter',
          invitations: [],
          scheduled_switch: {
            plan: 'standard',
            display_name: 'Pro',
            seats: 3,
            starts_at: '2026-12-20T03:00:00.000Z',
            cancellable: true,
            awaiting_payment: false,
          },
        }),
      ),
    });
    renderMemberArea('/dashboard/company', recruiter);
    expect(await screen.findByTestId('company-seats-scheduled')).toHaveTextContent(
      'From 20 Dec 2026, your company is on the Pro plan, with 3 seats. Until then, invitations beyond 3 seats are refused.',
    );
    expect(screen.queryByTestId('company-scheduled-switch')).toBeNull();
  });

  it('says in the grace days that the switch waits for its first month to be paid, in both languages', async () => {
    const texts = {
      en: 'A switch to the Pro plan is scheduled. Your company moves to the Pro plan, with 1 seat, once its first month is paid. Until then, invitations beyond 1 seat are refused.',
      vi: 'Công ty đã hẹn chuyển sang gói Pro. Công ty của bạn chuyển sang gói Pro, với 1 chỗ, khi tháng đầu tiên của gói được thanh toán. Cho đến lúc đó, lời mời vượt quá 1 chỗ sẽ bị từ chối.',
    };
    for (const locale of ['en', 'vi'] as const) {
      i18n.activate(locale);
      const owner = teammate('owner', { locale });
      stubApi(owner, {
        'GET /api/company/team': teamReply(
          team({
            members: [member('owner')],
            invitations: [],
            scheduled_switch: {
              plan: 'standard',
              display_name: 'Pro',
              seats: 1,
              starts_at: '2026-11-20T03:00:00.000Z',
              cancellable: true,
              awaiting_payment: true,
            },
          }),
        ),
        'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
        'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      });
      const { unmount } = renderMemberArea('/dashboard/company', owner);
      expect(await screen.findByTestId('company-scheduled-switch')).toHaveTextContent(texts[locale]);
      unmount();
    }
    i18n.activate('en');
  });

  it('no longer shows the switch once the owner stopped the renewal on the profile page', async () => {
    const owner = teammate('owner');
    let stopped = false;
    stubApi(owner, {
      'GET /api/company/team': () => ({
        body: {
          success: true,
          company: team({
            scheduled_switch: stopped
              ? null
              : {
                  plan: 'standard',
                  display_name: 'Pro',
                  seats: 3,
                  starts_at: '2026-12-20T03:00:00.000Z',
                  cancellable: true,
                  awaiting_payment: false,
                },
          }),
        },
      }),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
      'GET /api/auth/subscription': () => ({
        body: {
          success: true,
          subscription: {
            plan: 'premium',
            display_name: 'Enterprise',
            price: 499000,
            started_at: '2026-11-20T03:00:00.000Z',
            paid_until: '2026-12-20T03:00:00.000Z',
            grace_until: null,
            renewal_stopped: stopped,
          },
        },
      }),
      'POST /api/auth/users/downgrade-to-member': () => {
        stopped = true;
        return { body: { success: true, message: 'Your package will not renew.', closed_postings: 0 } };
      },
    });
    const { router } = renderMemberArea('/dashboard/company', owner);
    expect(await screen.findByTestId('company-seats-scheduled')).toBeVisible();
    await router.navigate('/profile');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hủy gói dịch vụ' }, { timeout: 10_000 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await screen.findByText(/^Your package will not renew/)).toBeInTheDocument();
    await router.navigate('/dashboard/company');
    expect(await screen.findByTestId('company-seats')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('company-seats-scheduled')).toBeNull());
  });

  it('says nothing of a switch when none is scheduled', async () => {
    const owner = teammate('owner');
    stubApi(owner, {
      'GET /api/company/team': teamReply(team()),
      'GET /api/company/api-keys': () => ({ body: { success: true, keys: [] } }),
      'GET /api/company/webhooks': () => ({ body: { success: true, endpoints: [] } }),
    });
    renderMemberArea('/dashboard/company', owner);
    expect(await screen.findByTestId('company-seats')).toHaveTextContent('4 of 10 seats used');
    expect(screen.queryByTestId('company-seats-scheduled')).toBeNull();
    expect(screen.queryByTestId('company-scheduled-switch')).toBeNull();
  });

  it('reads in Vietnamese', async () => {
    i18n.activate('vi');
    const owner = teammate('owner', { locale: 'vi' });
    stubApi(owner, { 'GET /api/company/team': teamReply(team({ interviews_to_reassign: 1 })) });
    renderMemberArea('/dashboard/company', owner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Công ty' })).toBeVisible();
    expect(await screen.findByTestId('company-seats')).toHaveTextContent('Đã dùng 4/10 chỗ');
    expect(screen.getByTestId('company-your-role')).toHaveTextContent('Chủ sở hữu');
    expect(screen.getByTestId('company-unlocks')).toHaveTextContent('Không giới hạn');
    expect(screen.getByTestId('company-reassign')).toHaveTextContent(
      '1 buổi phỏng vấn sắp tới cần người phỏng vấn mới.',
    );
    expect(screen.getByRole('form', { name: 'Mời đồng nghiệp' })).toBeVisible();
  });
});

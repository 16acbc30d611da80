import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { goToGateway } from './gateway';
import axe from 'axe-core';

/** axe on the rendered page (jsdom cannot compute colours: contrast is the e2e a11y suite's). */
async function expectNoAxeViolations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

// Issue 19: the owner's billing page — the package's period, paying the next month or a dearer plan, receipts.

vi.mock('./gateway', () => ({ goToGateway: vi.fn() }));

const owner = makeUser('employer', {
  permissions: [...makeUser('employer').permissions, 'company:manage'],
});

const overview = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  gateway: true,
  plan: { name: 'standard', display_name: 'Pro', price: 199000 },
  state: 'active',
  paid_until: '2026-12-25T03:00:00.000Z',
  grace_until: '2026-12-28T03:00:00.000Z',
  options: [
    { kind: 'renewal', plan: 'standard', plan_name: 'Pro', amount: 199000 },
    { kind: 'change', plan: 'premium', plan_name: 'Enterprise', amount: 203226 },
  ],
  switches: [],
  scheduled: null,
  receipts: [
    {
      number: 'R2026-000001',
      issued_at: '2026-11-25T03:00:00.000Z',
      company_name: 'Tiki',
      billed_to: 'owner@tiki.test',
      plan: 'standard',
      plan_name: 'Pro',
      kind: 'new',
      period_start: '2026-11-25T03:00:00.000Z',
      period_end: '2026-12-25T03:00:00.000Z',
      amount: 199000,
      vat_percent: 10,
      vat_amount: 18091,
      net_amount: 180909,
      order_ref: 'DT2611250000000001',
      transaction_no: '14271027',
      refunded_at: null,
    },
  ],
  orders: [
    {
      ref: 'DT2611250000000001',
      kind: 'new',
      plan: 'standard',
      plan_name: 'Pro',
      from_plan: null,
      amount: 199000,
      status: 'paid',
      created_at: '2026-11-25T03:00:00.000Z',
      expires_at: '2026-11-25T03:15:00.000Z',
      paid_at: '2026-11-25T03:01:00.000Z',
      period_start: '2026-11-25T03:00:00.000Z',
      period_end: '2026-12-25T03:00:00.000Z',
    },
  ],
  ...overrides,
});

afterEach(() => {
  vi.mocked(goToGateway).mockClear();
});

describe('/dashboard/billing', () => {
  it('shows the paid period, the receipts with their VAT, and the orders', async () => {
    stubApi(owner, { 'GET /api/billing': () => ({ body: { success: true, billing: overview() } }) });
    renderMemberArea('/dashboard/billing', owner);
    expect(await screen.findByRole('heading', { name: 'Package: Pro' })).toBeInTheDocument();
    expect(screen.getByText(/Pro is paid until 25 Dec 2026/)).toBeInTheDocument();
    const receipts = screen.getByRole('table', { name: 'Receipts' });
    expect(within(receipts).getByText('R2026-000001')).toBeInTheDocument();
    expect(within(receipts).getAllByText('199,000 VND').length).toBeGreaterThan(0);
    await userEvent.click(within(receipts).getByText('Receipt R2026-000001'));
    expect(within(receipts).getByText('18,091 VND')).toBeVisible();
    expect(within(receipts).getByText('180,909 VND')).toBeVisible();
    expect(within(receipts).getByText('14271027')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('Paid')).toBeInTheDocument();
  });

  it('shows no company on a receipt issued before the company was named (decision 1158)', async () => {
    const [receipt] = overview().receipts;
    stubApi(owner, {
      'GET /api/billing': () => ({
        body: { success: true, billing: overview({ receipts: [{ ...receipt!, company_name: '' }] }) },
      }),
    });
    renderMemberArea('/dashboard/billing', owner);
    const receipts = await screen.findByRole('table', { name: 'Receipts' });
    await userEvent.click(within(receipts).getByText('Receipt R2026-000001'));
    const company = within(receipts).getByText('Company');
    expect(company.nextElementSibling).toHaveTextContent(/^—$/);
    expect(within(receipts).getByText('owner@tiki.test')).toBeVisible();
  });

  it('groups the amounts the Vietnamese way in Vietnamese (decision 1083)', async () => {
    act(() => i18n.activate('vi'));
    stubApi(owner, { 'GET /api/billing': () => ({ body: { success: true, billing: overview() } }) });
    renderMemberArea('/dashboard/billing', owner);
    const receipts = await screen.findByRole('table', { name: 'Biên nhận' });
    expect(within(receipts).getAllByText('199.000 VND').length).toBeGreaterThan(0);
  });

  it('pays the next month at the gateway from the renewal mail’s link', async () => {
    const api = stubApi(owner, {
      'GET /api/billing': () => ({ body: { success: true, billing: overview() } }),
      'POST /api/billing/orders': () => ({
        body: {
          success: true,
          message: 'Continue to the payment page.',
          order: null,
          payment_url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DT2',
        },
      }),
    });
    renderMemberArea('/dashboard/billing?renew=1', owner);
    const renew = await screen.findByRole('button', { name: 'Pay the next month of Pro: 199,000 VND' });
    await waitFor(() => expect(renew).toHaveFocus());
    await userEvent.click(renew);
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(expect.stringContaining('vnp_TxnRef=DT2')));
    expect(api.calls.find((c) => c.path === '/api/billing/orders')?.body).toEqual({ plan: 'standard' });
  });

  it('says when a change is applied without payment, and shows a refusal', async () => {
    let reply = {
      status: 200,
      body: {
        success: true,
        message: 'Your company is on the Enterprise plan now; the rest of this period costs nothing more.',
        order: null,
        payment_url: null,
      } as Record<string, unknown>,
    };
    stubApi(owner, {
      'GET /api/billing': () => ({ body: { success: true, billing: overview() } }),
      'POST /api/billing/orders': () => reply,
    });
    renderMemberArea('/dashboard/billing', owner);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Change to Enterprise for the rest of this period: 203,226 VND',
      }),
    );
    expect(await screen.findByText(/on the Enterprise plan now/)).toBeInTheDocument();
    expect(goToGateway).not.toHaveBeenCalled();
    reply = { status: 409, body: { success: false, message: 'The next month is already paid.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Pay the next month of Pro: 199,000 VND' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next month is already paid.');
  });

  it('explains the grace days, a stopped renewal and a server without payments', async () => {
    let billing = overview({ state: 'grace', paid_until: '2026-11-20T03:00:00.000Z' });
    stubApi(owner, { 'GET /api/billing': () => ({ body: { success: true, billing } }) });
    const first = renderMemberArea('/dashboard/billing', owner);
    expect(
      await screen.findByText(/ended on 20 Nov 2026\. Pay the next month before 28 Dec 2026/),
    ).toBeInTheDocument();
    first.unmount();
    billing = overview({ state: 'unlimited', gateway: false, options: [], receipts: [], orders: [] });
    renderMemberArea('/dashboard/billing', owner);
    expect(await screen.findByText(/Payments are not set up on this server/)).toBeInTheDocument();
    expect(screen.getByText('No receipts yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay the next month/ })).not.toBeInTheDocument();
  });

  it('takes a stopped renewal back for nothing, offered only while the renewal is stopped (decision 1038)', async () => {
    let billing = overview({ state: 'ending', grace_until: null });
    const api = stubApi(owner, {
      'GET /api/billing': () => ({ body: { success: true, billing } }),
      'POST /api/billing/renewal/resume': () => {
        billing = overview();
        return {
          body: {
            success: true,
            message:
              'Your package renews again. It is paid until 25 Dec 2026; reminders to pay the next month come by mail.',
          },
        };
      },
    });
    renderMemberArea('/dashboard/billing', owner);
    expect(
      await screen.findByText(/The renewal of Pro is stopped: the package ends on 25 Dec 2026/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep renewing the package' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your package renews again.');
    expect(api.calls.filter((c) => c.path === '/api/billing/renewal/resume')).toHaveLength(1);
    expect(goToGateway).not.toHaveBeenCalled();
    expect(await screen.findByText(/Pro is paid until 25 Dec 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keep renewing the package' })).not.toBeInTheDocument();
  });

  it('offers a cheaper plan for the end of the period, after a confirmation, and cancels it (decision 1199)', async () => {
    const enterprise = { name: 'premium' as const, display_name: 'Enterprise', price: 499000 };
    let billing = overview({
      plan: enterprise,
      options: [{ kind: 'renewal', plan: 'premium', plan_name: 'Enterprise', amount: 499000 }],
      switches: [
        { plan: 'standard', plan_name: 'Pro', amount: 199000, starts_at: '2026-12-25T03:00:00.000Z' },
      ],
    });
    const scheduled = overview({
      plan: enterprise,
      options: [{ kind: 'renewal', plan: 'standard', plan_name: 'Pro', amount: 199000 }],
      scheduled: {
        plan: 'standard',
        plan_name: 'Pro',
        starts_at: '2026-12-25T03:00:00.000Z',
        amount: 199000,
      },
    });
    const api = stubApi(owner, {
      'GET /api/billing': () => ({ body: { success: true, billing } }),
      'POST /api/billing/downgrade': () => {
        billing = scheduled;
        return {
          body: {
            success: true,
            message:
              'Your company moves to the Pro plan on 25 Dec 2026. The renewal of the next month is for Pro, at its price.',
          },
        };
      },
      'DELETE /api/billing/downgrade': () => {
        billing = overview({
          plan: enterprise,
          options: [{ kind: 'renewal', plan: 'premium', plan_name: 'Enterprise', amount: 499000 }],
          switches: scheduled.switches.length
            ? scheduled.switches
            : [{ plan: 'standard', plan_name: 'Pro', amount: 199000, starts_at: '2026-12-25T03:00:00.000Z' }],
        });
        return {
          body: {
            success: true,
            message: 'The scheduled change is cancelled: your package renews on the Enterprise plan.',
          },
        };
      },
    });
    const { container } = renderMemberArea('/dashboard/billing', owner);
    const offer = await screen.findByRole('button', { name: 'Switch to Pro on 25 Dec 2026' });
    await expectNoAxeViolations(container);
    await userEvent.click(offer);
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch to Pro on 25 Dec 2026?' });
    expect(dialog).toHaveTextContent('the next month’s payment is for Pro');
    // Going back schedules nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(api.calls.filter((c) => c.path === '/api/billing/downgrade')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Pro on 25 Dec 2026' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Schedule the switch' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your company moves to the Pro plan');
    expect(api.calls.find((c) => c.path === '/api/billing/downgrade')?.body).toEqual({ plan: 'standard' });
    expect(
      await screen.findByText(/Scheduled: your company moves to Pro on 25 Dec 2026, at 199,000 VND a month/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pay the next month of Pro: 199,000 VND' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Switch to Pro/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the switch to Pro' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The scheduled change is cancelled');
    expect(
      api.calls.filter((c) => c.method === 'DELETE' && c.path === '/api/billing/downgrade'),
    ).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Switch to Pro on 25 Dec 2026' })).toBeInTheDocument();
    expect(screen.queryByText(/Scheduled: your company moves/)).not.toBeInTheDocument();
  });

  it('offers the switch in Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    stubApi(owner, {
      'GET /api/billing': () => ({
        body: {
          success: true,
          billing: overview({
            plan: { name: 'premium', display_name: 'Enterprise', price: 499000 },
            switches: [
              { plan: 'standard', plan_name: 'Pro', amount: 199000, starts_at: '2026-12-25T03:00:00.000Z' },
            ],
          }),
        },
      }),
    });
    renderMemberArea('/dashboard/billing', owner);
    expect(await screen.findByRole('button', { name: /^Chuyển sang Pro vào ngày/ })).toBeInTheDocument();
  });

  it('is not offered to a teammate or a member (company:manage)', async () => {
    const recruiter = makeUser('employer');
    stubApi(recruiter);
    const { router } = renderMemberArea('/dashboard/billing', recruiter);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

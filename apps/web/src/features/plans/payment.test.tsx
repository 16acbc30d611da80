import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay } from '@app/shared';
import type { BillingOrder, Plan } from '@app/shared';
import { advance, makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { goToGateway } from './gateway';

// Issue 19: paying through VNPay keeps the spec's /plans flow — the browser goes to the gateway, comes back to
// /plans/return, and a paid upgrade ends on /profile?upgraded=true after 2 s.

vi.mock('./gateway', () => ({ goToGateway: vi.fn() }));

const PLANS: Plan[] = [
  { id: 1, name: 'free', display_name: 'Free', price: 0, features: 'Up to 5 candidates' },
  { id: 2, name: 'standard', display_name: 'Pro', price: 199000, features: 'Unlimited candidates' },
];

const order = (overrides: Partial<BillingOrder> = {}): BillingOrder => ({
  ref: 'DT2611250123456789',
  kind: 'new',
  plan: 'standard',
  plan_name: 'Pro',
  from_plan: null,
  amount: 199000,
  status: 'pending',
  created_at: '2026-11-25T03:00:00.000Z',
  expires_at: '2026-11-25T03:15:00.000Z',
  paid_at: null,
  period_start: null,
  period_end: null,
  ...overrides,
});
const RETURN = '/plans/return?vnp_TxnRef=DT2611250123456789&vnp_ResponseCode=00&vnp_SecureHash=abc';

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(goToGateway).mockClear();
});

describe('/plans with a payment gateway', () => {
  it('sends the browser to the gateway’s payment page instead of upgrading', async () => {
    const member = makeUser('member');
    stubApi(member, {
      'GET /api/auth/plans': () => ({ body: { success: true, plans: PLANS } }),
      'POST /api/auth/users/upgrade-to-employer': () => ({
        body: {
          success: true,
          message: 'Continue to the payment page to pay for the Pro plan.',
          payment_url: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DT1',
          order_ref: 'DT1',
        },
      }),
    });
    renderMemberArea('/plans', member);
    await userEvent.click(await screen.findByRole('button', { name: 'Nâng cấp – Pro' }));
    await waitFor(() =>
      expect(goToGateway).toHaveBeenCalledWith(
        'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DT1',
      ),
    );
    expect(screen.getByText('Taking you to VNPay to pay for the plan…')).toBeInTheDocument();
    // Nothing was upgraded: no success message, and no second click while the browser leaves.
    expect(screen.queryByText(/nâng cấp thành công/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nâng cấp – Pro' })).toBeDisabled();
  });
});

describe('/plans/return', () => {
  it('paid: the spec’s message, the profile reloaded, /profile?upgraded=true after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeUser('member');
    const api = stubApi(member, {
      'GET /api/billing/vnpay/return': () => {
        api.setUser(makeUser('employer', { id: member.id }));
        return {
          body: {
            success: true,
            outcome: 'paid',
            message: 'Payment received. Your package is active.',
            order: order({ status: 'paid' }),
          },
        };
      },
    });
    const { router } = renderMemberArea(RETURN, member);
    expect(
      await screen.findByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
    ).toBeInTheDocument();
    // The gateway's fields are handed to the server as they came.
    const returned = api.calls.find((c) => c.path === '/api/billing/vnpay/return');
    expect(returned).toBeDefined();
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/auth/profile').length).toBe(2));
    await advance(1000);
    expect(router.state.location.pathname).toBe('/plans/return');
    await advance(1100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?upgraded=true');
  });

  it('paid at the gateway but not yet notified: waits for the notification, then follows the same flow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeUser('member');
    let status: BillingOrder['status'] = 'pending';
    const api = stubApi(member, {
      'GET /api/billing/vnpay/return': () => ({
        body: {
          success: true,
          outcome: 'pending',
          message: 'Payment received. Waiting for the gateway’s confirmation…',
          order: order(),
        },
      }),
      'GET /api/billing/orders/DT2611250123456789': () => ({
        body: { success: true, order: order({ status }) },
      }),
    });
    const { router } = renderMemberArea(RETURN, member);
    expect(
      await screen.findByText('Payment received. Waiting for VNPay’s confirmation…'),
    ).toBeInTheDocument();
    await advance(1600);
    expect(api.calls.some((c) => c.path === '/api/billing/orders/DT2611250123456789')).toBe(true);
    expect(router.state.location.pathname).toBe('/plans/return');
    status = 'paid';
    api.setUser(makeUser('employer', { id: member.id }));
    await advance(1600);
    expect(
      await screen.findByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
    ).toBeInTheDocument();
    await advance(2100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('paid at the gateway, the order past its 15 minutes: still waits, never says the payment failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeUser('member');
    let status: BillingOrder['status'] = 'expired';
    const api = stubApi(member, {
      'GET /api/billing/vnpay/return': () => ({
        body: { success: true, outcome: 'pending', message: 'x', order: order() },
      }),
      'GET /api/billing/orders/DT2611250123456789': () => ({
        body: { success: true, order: order({ status }) },
      }),
    });
    renderMemberArea(RETURN, member);
    expect(
      await screen.findByText('Payment received. Waiting for VNPay’s confirmation…'),
    ).toBeInTheDocument();
    await advance(3200);
    expect(api.calls.filter((c) => c.path === '/api/billing/orders/DT2611250123456789').length).toBe(2);
    expect(screen.queryByText(/did not go through/)).not.toBeInTheDocument();
    expect(screen.getByText('Payment received. Waiting for VNPay’s confirmation…')).toBeInTheDocument();
    // The late notification activates it after all.
    status = 'paid';
    api.setUser(makeUser('employer', { id: member.id }));
    await advance(1600);
    expect(
      await screen.findByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
    ).toBeInTheDocument();
  });

  it('failed or cancelled: says so, the account unchanged, with a way back to the plans', async () => {
    const member = makeUser('member');
    let outcome = 'failed';
    stubApi(member, {
      'GET /api/billing/vnpay/return': () => ({
        body: { success: true, outcome, message: 'x', order: order({ status: 'failed' }) },
      }),
    });
    const first = renderMemberArea(RETURN, member);
    expect(
      await screen.findByText('The payment did not go through. Your account has not changed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/plans');
    first.unmount();
    outcome = 'cancelled';
    renderMemberArea(RETURN, member);
    expect(
      await screen.findByText('You cancelled the payment. Your account has not changed.'),
    ).toBeInTheDocument();
  });

  it('a renewal paid goes back to the billing page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const owner = makeUser('employer', {
      permissions: [...makeUser('employer').permissions, 'company:manage'],
    });
    stubApi(owner, {
      'GET /api/billing/vnpay/return': () => ({
        body: {
          success: true,
          outcome: 'paid',
          message: 'ok',
          order: order({ kind: 'renewal', status: 'paid', period_end: '2027-01-25T03:00:00.000Z' }),
        },
      }),
      'GET /api/billing': () => ({ status: 403, body: { success: false, message: 'x' } }),
    });
    const { router } = renderMemberArea(RETURN, owner);
    expect(await screen.findByText(/Your package is paid until 25 Jan 2027/)).toBeInTheDocument();
    await advance(2100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
  });
  it('a paid plan bought on the billing page after Free goes back to billing, without the member’s upgrade banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const owner = makeUser('employer', {
      permissions: [...makeUser('employer').permissions, 'company:manage'],
    });
    stubApi(owner, {
      'GET /api/billing/vnpay/return': () => ({
        body: {
          success: true,
          outcome: 'paid',
          message: 'ok',
          order: order({ from_plan: 'free', status: 'paid', period_end: '2027-01-25T03:00:00.000Z' }),
        },
      }),
      'GET /api/billing': () => ({ status: 403, body: { success: false, message: 'x' } }),
    });
    const { router } = renderMemberArea(RETURN, owner);
    expect(await screen.findByText(/Your package is paid until 25 Jan 2027/)).toBeInTheDocument();
    expect(screen.queryByText(/nâng cấp thành công/)).not.toBeInTheDocument();
    await advance(2100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/billing'));
  });
});

describe('/profile: a package with a paid period (issue 19)', () => {
  it('shows until when it is paid, and cancelling stops the renewal while the package runs to its end', async () => {
    const owner = makeUser('employer', {
      permissions: [...makeUser('employer').permissions, 'company:manage'],
    });
    const future = new Date(Date.now() + 20 * 86_400_000).toISOString();
    let stopped = false;
    const api = stubApi(owner, {
      'GET /api/auth/subscription': () => ({
        body: {
          success: true,
          subscription: {
            plan: 'standard',
            display_name: 'Pro',
            price: 199000,
            started_at: '2026-11-25T03:00:00.000Z',
            paid_until: future,
            grace_until: null,
            renewal_stopped: stopped,
          },
        },
      }),
      'POST /api/auth/users/downgrade-to-member': () => {
        stopped = true;
        return {
          body: {
            success: true,
            message: 'Your package will not renew. It stays active until 15 Dec 2026; then …',
            closed_postings: 0,
          },
        };
      },
    });
    renderMemberArea('/profile', owner);
    expect(await screen.findByText(/^Paid until /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing and receipts' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hủy gói dịch vụ' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/stays active until .*it will not renew/);
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await screen.findByText(/^Your package will not renew/)).toBeInTheDocument();
    // Still an employer with its package: the spec's "member again" message is not shown.
    expect(screen.queryByText(/trở lại thành viên\./)).not.toBeInTheDocument();
    expect(await screen.findByText(/^Renewal stopped: the package ends on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hủy gói dịch vụ' })).toBeDisabled();
    expect(api.calls.filter((c) => c.path === '/api/auth/users/downgrade-to-member')).toHaveLength(1);
  });

  it('in the grace days, says the period is over and when the company returns to Free', async () => {
    const owner = makeUser('employer', {
      permissions: [...makeUser('employer').permissions, 'company:manage'],
    });
    const ended = new Date(Date.now() - 86_400_000);
    const graceUntil = new Date(ended.getTime() + 3 * 86_400_000);
    stubApi(owner, {
      'GET /api/auth/subscription': () => ({
        body: {
          success: true,
          subscription: {
            plan: 'standard',
            display_name: 'Pro',
            price: 199000,
            started_at: '2026-10-25T03:00:00.000Z',
            paid_until: ended.toISOString(),
            grace_until: graceUntil.toISOString(),
            renewal_stopped: false,
          },
        },
      }),
    });
    renderMemberArea('/profile', owner);
    const day = (at: Date) => formatDay(at, 'en');
    expect(
      await screen.findByText(
        `The paid period ended on ${day(ended)}. Unless the next month is paid, the company returns to the Free plan on ${day(graceUntil)}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Paid until /)).not.toBeInTheDocument();
  });
});

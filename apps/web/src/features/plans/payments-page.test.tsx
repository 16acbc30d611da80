import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '@app/shared';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

// Issue 19: the admins' payments — filters in the address, the amount received, the gateway's fields, refunds.

const admin = makeUser('admin');
const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: '0b6a8b1e-2f4c-4d3e-9a1b-000000000001',
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
  company_id: 'c-1',
  company_name: 'Tiki',
  buyer_email: 'owner@tiki.test',
  transaction_no: '14271027',
  bank_code: 'NCB',
  card_type: 'ATM',
  receipt_number: 'R2026-000001',
  refunded_at: null,
  refund_note: null,
  ...overrides,
});

describe('/dashboard/payments', () => {
  it('lists the payments with the filters of the address, and changes them', async () => {
    const api = stubApi(admin, {
      'GET /api/admin/payments': () => ({
        body: { success: true, payments: [payment()], total: 1, received: 199000, page: 1, pageSize: 25 },
      }),
    });
    const { router } = renderMemberArea('/dashboard/payments?status=paid', admin);
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('link', { name: 'DT2611250000000001' })).toHaveAttribute(
      'href',
      '/dashboard/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001',
    );
    expect(screen.getByText('1 order; received 199,000 VND')).toBeInTheDocument();
    const calls = () =>
      api.fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/api/admin/payments'));
    expect(calls()[0]).toContain('status=paid');
    await userEvent.type(screen.getByLabelText('Company, order or e-mail'), 'Tiki');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'premium');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=paid&plan=premium&q=Tiki'));
    await waitFor(() => expect(calls().at(-1)).toContain('q=Tiki'));
    // The form is refilled in place, not mounted anew: the button keeps the focus (decision 1235).
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveFocus();
    expect(screen.getByLabelText('Company, order or e-mail')).toHaveValue('Tiki');
  });

  it('counts the orders with a plural and groups the VND received for the language (decision 1083)', async () => {
    const reply = { success: true, payments: [payment(), payment({ id: 'p-2' })], page: 1, pageSize: 25 };
    let total = 2;
    stubApi(admin, {
      'GET /api/admin/payments': () => ({ body: { ...reply, total, received: 1_398_000 } }),
    });
    const first = renderMemberArea('/dashboard/payments', admin);
    expect(await screen.findByText('2 orders; received 1,398,000 VND')).toBeInTheDocument();
    first.unmount();
    act(() => i18n.activate('vi'));
    total = 1;
    renderMemberArea('/dashboard/payments', admin);
    expect(await screen.findByText('1 đơn hàng; đã nhận 1.398.000 VND')).toBeInTheDocument();
  });

  it('shows a payment with the gateway’s fields and records a refund', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = stubApi(admin, {
      'GET /api/admin/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001': () => ({
        body: {
          success: true,
          payment: payment(),
          notifications: [
            {
              id: 'n-1',
              source: 'ipn',
              received_at: '2026-11-25T03:01:00.000Z',
              signature_valid: true,
              outcome: '00',
              ip: '203.171.19.146',
              fields: { vnp_Amount: '19900000', vnp_ResponseCode: '00', vnp_SecureHash: 'ab12' },
            },
          ],
        },
      }),
      'POST /api/admin/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001/refund': () => ({
        body: { success: true, payment: payment({ status: 'refunded' }) },
      }),
    });
    renderMemberArea('/dashboard/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001', admin);
    expect(await screen.findByRole('heading', { name: 'Payment DT2611250000000001' })).toBeInTheDocument();
    expect(screen.getByText(/signature valid/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Fields as sent'));
    expect(screen.getByText('vnp_SecureHash')).toBeVisible();
    expect(screen.getByText('19900000')).toBeVisible();
    await userEvent.type(screen.getByLabelText('How the refund was made'), 'Refunded in the merchant portal');
    await userEvent.click(screen.getByRole('button', { name: 'Record the refund' }));
    expect(await screen.findByText('The refund is recorded.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/refund'))?.body).toEqual({
      note: 'Refunded in the merchant portal',
    });
  });

  it('says beside the refund note, in Vietnamese, that it is missing or too long, and records nothing (decision 1182)', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    act(() => i18n.activate('vi'));
    try {
      const api = stubApi(admin, {
        'GET /api/admin/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001': () => ({
          body: { success: true, payment: payment(), notifications: [] },
        }),
      });
      renderMemberArea('/dashboard/payments/0b6a8b1e-2f4c-4d3e-9a1b-000000000001', admin);
      const note = await screen.findByLabelText('Cách thức hoàn tiền');
      await userEvent.click(screen.getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
      expect(note).toHaveAccessibleDescription('Ghi rõ khoản hoàn tiền đã được thực hiện thế nào');
      expect(note).toHaveAttribute('aria-invalid', 'true');
      expect(note).toHaveFocus();
      await userEvent.paste('x'.repeat(501));
      await userEvent.click(screen.getByRole('button', { name: 'Ghi nhận hoàn tiền' }));
      expect(note).toHaveAccessibleDescription('Tối đa 500 ký tự');
      expect(confirm).not.toHaveBeenCalled();
      expect(api.calls.some((c) => c.path.endsWith('/refund'))).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('is refused to staff without billing:manage', async () => {
    const staff = makeUser('staff');
    stubApi(staff);
    const { router } = renderMemberArea('/dashboard/payments', staff);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

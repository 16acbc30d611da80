import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@app/shared';
import { advance, makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import type { ApiReply } from '@/testing/member-area';

const PLANS: Plan[] = [
  { id: 1, name: 'free', display_name: 'Miễn phí', price: 0, features: 'Tối đa 5 ứng viên, Hỗ trợ email' },
  {
    id: 2,
    name: 'standard',
    display_name: 'Tiêu chuẩn',
    price: 199000,
    features: 'Không giới hạn ứng viên, Công cụ theo dõi ứng viên, Hỗ trợ 24/7',
  },
  {
    id: 3,
    name: 'premium',
    display_name: 'Cao cấp',
    price: 499000,
    features: 'Tích hợp API, Báo cáo nâng cao',
  },
];

const plansOk = () => ({ body: { success: true, plans: PLANS } });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const card = (name: string) => within(screen.getByRole('article', { name }));
const planButtons = () =>
  within(screen.getByRole('list', { name: 'Các gói dịch vụ' })).getAllByRole('button');

afterEach(() => {
  vi.useRealTimers();
});

describe('/plans', () => {
  it('marks its Vietnamese text as Vietnamese (WCAG 3.1.2, decision 311)', async () => {
    const user = makeUser('member');
    stubApi(user, { 'GET /api/auth/plans': plansOk });
    renderMemberArea('/plans', user);
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang');
    expect(langOf(await screen.findByRole('heading', { level: 1, name: 'Gói dịch vụ' }))).toBe('vi');
    expect(langOf(screen.getByText('Chọn gói phù hợp để đăng tin tuyển dụng và tìm kiếm ứng viên.'))).toBe(
      'vi',
    );
    await screen.findByRole('article', { name: 'Tiêu chuẩn' });
    // Spec §4 writes the price the Vietnamese way, whatever the interface's language.
    expect(langOf(card('Tiêu chuẩn').getByText('199.000 VND/tháng'))).toBe('vi');
    expect(langOf(card('Tiêu chuẩn').getByText('Phổ biến nhất'))).toBe('vi');
  });

  it('says what VNPay will charge a month when the prices do not include VAT (decision 802)', async () => {
    const user = makeUser('member');
    const charged = [0, 218900, 548900];
    stubApi(user, {
      'GET /api/auth/plans': () => ({
        body: {
          success: true,
          plans: PLANS.map((plan, i) => ({ ...plan, charged: charged[i] })),
          vat: { percent: 10, included: false },
        },
      }),
    });
    renderMemberArea('/plans', user);
    const standard = within(await screen.findByRole('article', { name: 'Tiêu chuẩn' }));
    expect(standard.getByText('199.000 VND/tháng')).toBeInTheDocument();
    expect(standard.getByText('Plus 10% VAT: 218,900 VND a month at payment')).toHaveAttribute('lang', 'en');
    expect(card('Cao cấp').getByText('Plus 10% VAT: 548,900 VND a month at payment')).toBeInTheDocument();
    // Free costs nothing, VAT or not.
    expect(card('Miễn phí').queryByText(/VAT/)).not.toBeInTheDocument();
  });

  it('adds nothing to the prices when they include VAT or payments are not set up', async () => {
    const user = makeUser('member');
    stubApi(user, {
      'GET /api/auth/plans': () => ({
        body: {
          success: true,
          plans: PLANS.map((plan) => ({ ...plan, charged: plan.price })),
          vat: { percent: 10, included: true },
        },
      }),
    });
    renderMemberArea('/plans', user);
    await screen.findByRole('article', { name: 'Tiêu chuẩn' });
    expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
  });

  it('shows the loading text, then a card per plan with Vietnamese prices and split features', async () => {
    const gate = deferred<ApiReply>();
    const user = makeUser('member');
    stubApi(user, { 'GET /api/auth/plans': () => gate.promise });
    renderMemberArea('/plans', user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Gói dịch vụ' })).toBeInTheDocument();
    expect(screen.getByText('Đang tải gói đăng ký...')).toBeInTheDocument();
    gate.resolve(plansOk());

    const standard = await screen.findByRole('article', { name: 'Tiêu chuẩn' });
    expect(screen.queryByText('Đang tải gói đăng ký...')).not.toBeInTheDocument();
    expect(within(standard).getByText('199.000 VND/tháng')).toBeInTheDocument();
    expect(card('Miễn phí').getByText('0 VND/tháng')).toBeInTheDocument();
    expect(card('Cao cấp').getByText('499.000 VND/tháng')).toBeInTheDocument();
    expect(
      within(within(standard).getByRole('list', { name: /Tính năng/ }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Không giới hạn ứng viên', 'Công cụ theo dõi ứng viên', 'Hỗ trợ 24/7']);

    // Only the plan named standard is highlighted.
    expect(standard).toHaveAttribute('data-highlighted', 'true');
    expect(within(standard).getByText('Phổ biến nhất')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Miễn phí' })).not.toHaveAttribute('data-highlighted');
    expect(screen.getAllByText('Phổ biến nhất')).toHaveLength(1);
  });

  it('shows the fallback cards, and only logs, when the plans call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = makeUser('member');
    stubApi(user, {
      'GET /api/auth/plans': () => ({ status: 500, body: { success: false, message: 'boom' } }),
    });
    renderMemberArea('/plans', user);

    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('199.000 VND/tháng')).toBeInTheDocument();
    expect(pro).toHaveAttribute('data-highlighted', 'true');
    expect(card('Free').getByText('0 VND/tháng')).toBeInTheDocument();
    expect(card('Free').getByText('Tối đa 5 ứng viên')).toBeInTheDocument();
    expect(card('Enterprise').getByText('499.000 VND/tháng')).toBeInTheDocument();
    expect(card('Enterprise').getByText('Tích hợp API')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to load plans', expect.anything());
  });

  it('upgrades with the fallback plan ids (Pro → standard)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = makeUser('member');
    const api = stubApi(user, {
      'GET /api/auth/plans': () => ({ status: 500, body: {} }),
      'POST /api/auth/users/upgrade-to-employer': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderMemberArea('/plans', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Nâng cấp – Pro' }));
    await screen.findByText(/nâng cấp thành công/);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ planId: 'standard' });
  });

  it('while busy: "Đang xử lý..." on the chosen plan, every button disabled, no second upgrade', async () => {
    const gate = deferred<ApiReply>();
    const user = makeUser('member');
    const api = stubApi(user, {
      'GET /api/auth/plans': plansOk,
      'POST /api/auth/users/upgrade-to-employer': () => gate.promise,
    });
    renderMemberArea('/plans', user);
    const chosen = await screen.findByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' });
    await userEvent.click(chosen);

    expect(chosen).toHaveTextContent('Đang xử lý...');
    expect(chosen).toBeDisabled();
    for (const button of planButtons()) {
      expect(button).toBeDisabled();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Nâng cấp – Cao cấp' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    gate.resolve({
      status: 409,
      body: { success: false, message: 'Your account is already an employer account.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is already an employer account.',
    );
    // After a failure the buttons work again.
    expect(screen.getByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' })).toBeEnabled();
  });

  it('success: message, profile reloaded, buttons stay disabled, and /profile?upgraded=true after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const member = makeUser('member');
    const api = stubApi(member, {
      'GET /api/auth/plans': plansOk,
      'POST /api/auth/users/upgrade-to-employer': () => {
        api.setUser(makeUser('employer', { id: member.id }));
        return {
          body: { success: true, message: 'Your account is now an employer account on the Pro plan.' },
        };
      },
      'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
    });
    const { router } = renderMemberArea('/plans', member);
    const clicker = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await clicker.click(await screen.findByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' }));

    expect(
      await screen.findByText('Tài khoản của bạn đã được nâng cấp thành công! Đang chuyển hướng...'),
    ).toBeInTheDocument();
    const profileCalls = () => api.calls.filter((call) => call.path === '/api/auth/profile').length;
    await waitFor(() => expect(profileCalls()).toBe(2));
    // Now an employer, but it just upgraded here: it stays for the message.
    await waitFor(() => expect(screen.getByText('Gói hiện tại')).toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/plans');
    for (const button of planButtons()) {
      expect(button).toBeDisabled();
    }

    // Fake timers also follow real time here, so leave a margin either side of the 2 s.
    await advance(1000);
    expect(router.state.location.pathname).toBe('/plans');
    await advance(1100);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?upgraded=true');
  });

  it('a reply without success shows the server message, or the Vietnamese fallback', async () => {
    const user = makeUser('member');
    let reply: ApiReply = { body: { success: false, message: 'Gói không khả dụng' } };
    stubApi(user, {
      'GET /api/auth/plans': plansOk,
      'POST /api/auth/users/upgrade-to-employer': () => reply,
    });
    renderMemberArea('/plans', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gói không khả dụng');

    reply = { body: { success: false } };
    await userEvent.click(screen.getByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' }));
    expect(
      await screen.findByText('Đã xảy ra lỗi khi nâng cấp tài khoản. Vui lòng thử lại sau.'),
    ).toBeInTheDocument();
  });

  it('a thrown error shows its message, or the short Vietnamese fallback', async () => {
    const user = makeUser('member');
    let failure = new Error('Failed to fetch');
    stubApi(user, {
      'GET /api/auth/plans': plansOk,
      'POST /api/auth/users/upgrade-to-employer': () => {
        throw failure;
      },
    });
    renderMemberArea('/plans', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');

    failure = new Error('');
    await userEvent.click(screen.getByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' }));
    expect(await screen.findByText('Đã xảy ra lỗi. Vui lòng thử lại sau.')).toBeInTheDocument();
  });

  it('sends an employer arriving without ?upgraded=true to /profile', async () => {
    const user = makeUser('employer');
    stubApi(user, {
      'GET /api/auth/plans': plansOk,
      'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
    });
    const { router } = renderMemberArea('/plans', user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: user.name })).toBeInTheDocument();
  });

  it('lets an employer with ?upgraded=true stay, with every button disabled and Free as "Gói hiện tại"', async () => {
    const user = makeUser('employer');
    stubApi(user, { 'GET /api/auth/plans': plansOk });
    const { router } = renderMemberArea('/plans?upgraded=true', user);
    const free = await screen.findByRole('article', { name: 'Miễn phí' });
    expect(within(free).getByRole('button')).toHaveTextContent('Gói hiện tại');
    for (const button of planButtons()) {
      expect(button).toBeDisabled();
    }
    expect(router.state.location.pathname).toBe('/plans');
  });

  it('admin and staff see the plans with disabled buttons and an explanation', async () => {
    const user = makeUser('staff');
    const api = stubApi(user, { 'GET /api/auth/plans': plansOk });
    renderMemberArea('/plans', user);
    await screen.findByRole('article', { name: 'Tiêu chuẩn' });
    expect(
      screen.getByText('Tài khoản quản trị và nhân viên không thể đăng ký gói nhà tuyển dụng.'),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nâng cấp – Tiêu chuẩn' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('/plans in Vietnamese', { timeout: 20_000 }, () => {
  it('writes the prices the Vietnamese way, with no lang of its own on a Vietnamese page', async () => {
    const user = makeUser('member');
    stubApi(user, { 'GET /api/auth/plans': plansOk });
    act(() => i18n.activate('vi'));
    renderMemberArea('/plans', user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Gói dịch vụ' });
    expect(heading.closest('[lang]')).toBeNull();
    await screen.findByRole('article', { name: 'Tiêu chuẩn' });
    expect(card('Tiêu chuẩn').getByText('199.000 VND/tháng').closest('[lang]')).toBeNull();
    expect(card('Miễn phí').getByText('0 VND/tháng')).toBeInTheDocument();
    expect(card('Cao cấp').getByText('499.000 VND/tháng')).toBeInTheDocument();
    expect(card('Tiêu chuẩn').getByText('Phổ biến nhất')).toBeInTheDocument();
  });

  it('says in Vietnamese what VNPay will charge when the prices do not include VAT', async () => {
    const user = makeUser('member');
    stubApi(user, {
      'GET /api/auth/plans': () => ({
        body: {
          success: true,
          plans: PLANS.map((plan) => ({ ...plan, charged: plan.price + plan.price / 10 })),
          vat: { percent: 10, included: false },
        },
      }),
    });
    act(() => i18n.activate('vi'));
    renderMemberArea('/plans', user);
    const note = (await screen.findAllByText(/VAT/))[0]!;
    expect(note).toHaveTextContent('Chưa gồm 10% VAT: thanh toán 218.900 VND mỗi tháng');
    expect(note.closest('[lang]')).toBeNull();
  });

  it('marks English plan texts from the server as English inside the Vietnamese page', async () => {
    const user = makeUser('member');
    stubApi(user, {
      'GET /api/auth/plans': () => ({
        body: {
          success: true,
          plans: [
            { id: 2, name: 'standard', display_name: 'Pro', price: 199000, features: 'Unlimited candidates' },
          ],
        },
      }),
    });
    renderMemberArea('/plans', user);
    const pro = within(await screen.findByRole('article', { name: 'Pro' }));
    expect(pro.getByRole('heading', { name: 'Pro' })).toHaveAttribute('lang', 'en');
    expect(pro.getByText('Unlimited candidates').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(pro.getByText('Phổ biến nhất').closest('[lang]')).toHaveAttribute('lang', 'vi');
  });
});

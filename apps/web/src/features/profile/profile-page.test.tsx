import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import type { ApiReply } from '@/testing/member-area';

afterEach(() => {
  vi.useRealTimers();
});

const PRO = {
  success: true,
  subscription: {
    plan: 'standard',
    display_name: 'Pro',
    price: 199000,
    started_at: '2026-11-01T03:00:00.000Z',
  },
};

const group = (resource: string) =>
  within(screen.getByTestId(`permission-group-${resource}`))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/profile', () => {
  it('writes its dates in Vietnam time, labelled, whatever the browser zone (decision 1213)', async () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 21:30 UTC on 14 March is 04:30 on 15 March in Vietnam, still 14 March in New York.
      const user = makeUser('member', {
        created_at: '2024-03-14T21:30:00.000Z',
        updated_at: '2025-01-20T02:05:00.000Z',
      });
      stubApi(user);
      renderMemberArea('/profile', user);
      expect(await screen.findByText('Member since 15 March 2024')).toBeInTheDocument();
      expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent(
        '20 January 2025 at 09:05 (GMT+7, Asia/Ho_Chi_Minh)',
      );
    } finally {
      process.env.TZ = browserZone;
    }
  });

  it('shows identity, account details and the permissions grouped with (Own)', async () => {
    const user = makeUser('member', { id: 'acc-42', name: 'Nguyễn Văn An', email: 'an@example.vn' });
    stubApi(user);
    renderMemberArea('/profile', user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-initials')).toHaveTextContent('NA');
    expect(screen.getByText('Member since 15 March 2024')).toBeInTheDocument();
    expect(screen.getByText('member', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('an@example.vn')).toBeInTheDocument();
    expect(screen.getByText('acc-42')).toBeInTheDocument();
    expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent(/20 January 2025/);

    expect(group('user')).toEqual(['Read (Own)', 'Update (Own)']);
    expect(group('project')).toEqual(['Read (Own)', 'Create (Own)', 'Update (Own)']);
    expect(group('support')).toEqual(['Create', 'Read (Own)', 'Update (Own)']);
  });

  it('links Edit Profile to /profile/edit', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/profile', user);
    expect(await screen.findByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  });

  it('members see the upgrade panel with the three benefits and a link to /plans', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/profile', user);
    const panel = within(
      await screen.findByRole('region', { name: 'Nâng cấp lên tài khoản nhà tuyển dụng' }),
    );
    expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Đăng tin tuyển dụng',
      'Tìm kiếm ứng viên',
      'Liên hệ trực tiếp với ứng viên',
    ]);
    expect(panel.getByRole('link', { name: 'Xem các gói dịch vụ' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('region', { name: 'Gói dịch vụ đang hoạt động' })).not.toBeInTheDocument();
  });

  it('admins see neither package panel', async () => {
    const user = makeUser('admin');
    stubApi(user);
    renderMemberArea('/profile', user);
    await screen.findByRole('heading', { level: 1, name: user.name });
    expect(screen.queryByRole('region', { name: /Nâng cấp/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gói dịch vụ đang hoạt động' })).not.toBeInTheDocument();
  });

  it('with ?upgraded=true shows the banner for 5 s, then removes only that parameter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = makeUser('employer');
    stubApi(user, { 'GET /api/auth/subscription': () => ({ body: PRO }) });
    const { router } = renderMemberArea('/profile?upgraded=true&tab=plan', user);

    const banner = 'Tài khoản của bạn đã được nâng cấp thành nhà tuyển dụng thành công!';
    expect(await screen.findByText(banner)).toBeInTheDocument();
    // Fake timers also follow real time here, so leave a margin either side of the 5 s.
    await advance(4000);
    expect(screen.getByText(banner)).toBeInTheDocument();
    await advance(1100);
    await waitFor(() => expect(screen.queryByText(banner)).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=plan');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows no banner without the parameter', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/profile?upgraded=false', user);
    await screen.findByRole('heading', { level: 1, name: user.name });
    expect(screen.queryByText(/nhà tuyển dụng thành công/)).not.toBeInTheDocument();
  });
});

describe('/profile employer package', () => {
  it('shows the active package from GET /api/auth/subscription', async () => {
    const user = makeUser('employer');
    stubApi(user, { 'GET /api/auth/subscription': () => ({ body: PRO }) });
    renderMemberArea('/profile', user);
    const panel = within(await screen.findByRole('region', { name: 'Gói dịch vụ đang hoạt động' }));
    expect(await panel.findByText('Pro')).toBeInTheDocument();
    expect(panel.getByText('199.000 VND/tháng')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Nâng cấp lên/ })).not.toBeInTheDocument();
  });

  it('a teammate sees the company’s package without a cancel it may not do, and the way to leave', async () => {
    const user = makeUser('employer', {
      company: { id: 'c1', name: 'Acme', role: 'recruiter', plan: 'premium' },
    });
    const api = stubApi(user, { 'GET /api/auth/subscription': () => ({ body: PRO }) });
    renderMemberArea('/profile', user);
    const panel = within(await screen.findByRole('region', { name: 'Gói dịch vụ đang hoạt động' }));
    expect(await panel.findByText('Pro')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Hủy gói dịch vụ' })).not.toBeInTheDocument();
    expect(panel.getByText(/The owner of your company manages this package/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Leave the company on its page' })).toHaveAttribute(
      'href',
      '/dashboard/company',
    );
    expect(api.calls.some((c) => c.path === '/api/auth/users/downgrade-to-member')).toBe(false);
  });

  it('Cancel opens a focus-trapped confirmation; "Quay lại" and Esc return without a call', async () => {
    const user = makeUser('employer');
    const api = stubApi(user, { 'GET /api/auth/subscription': () => ({ body: PRO }) });
    renderMemberArea('/profile', user);
    const cancel = await screen.findByRole('button', { name: 'Hủy gói dịch vụ' });

    await userEvent.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Hủy gói dịch vụ?' });
    expect(dialog).toHaveTextContent(
      'Các tin tuyển dụng đang đăng sẽ được đóng và không nhận thêm hồ sơ ứng tuyển.',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const back = within(dialog).getByRole('button', { name: 'Quay lại' });
    const confirm = within(dialog).getByRole('button', { name: 'Xác nhận hủy' });
    expect(back).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.click(back);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await userEvent.click(cancel);
    dialog = screen.getByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/auth/users/downgrade-to-member')).toBe(false);
  });

  it('confirm → processing → success message, profile reloaded, the account is a member again', async () => {
    let release: (reply: ApiReply) => void = () => undefined;
    const employer = makeUser('employer');
    const api = stubApi(employer, {
      'GET /api/auth/subscription': () => ({ body: PRO }),
      'POST /api/auth/users/downgrade-to-member': () =>
        new Promise<ApiReply>((resolve) => {
          release = resolve;
        }),
    });
    renderMemberArea('/profile', employer);
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy gói dịch vụ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận hủy' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đang xử lý...' })).toBeDisabled();

    api.setUser(makeUser('member', { id: employer.id, name: employer.name }));
    release({
      body: {
        success: true,
        message: 'Your employer package has been cancelled. 2 published postings were closed.',
        closed_postings: 2,
      },
    });

    expect(
      await screen.findByText(
        'Gói dịch vụ đã được hủy. Tài khoản của bạn đã trở lại thành viên. Đã đóng 2 tin tuyển dụng đang đăng.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Nâng cấp lên tài khoản nhà tuyển dụng' }),
    ).toBeInTheDocument();
    expect(screen.getByText('member', { selector: 'span' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/auth/profile')).toHaveLength(2);
  });

  it('a refused cancel shows the server message and keeps the package', async () => {
    const user = makeUser('employer');
    stubApi(user, {
      'GET /api/auth/subscription': () => ({ body: PRO }),
      'POST /api/auth/users/downgrade-to-member': () => ({
        status: 409,
        body: { success: false, message: 'Only an employer account has a package to cancel.' },
      }),
    });
    renderMemberArea('/profile', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy gói dịch vụ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an employer account has a package to cancel.',
    );
    expect(screen.getByRole('button', { name: 'Hủy gói dịch vụ' })).toBeEnabled();
  });

  it('a reply without success shows the Vietnamese generic message', async () => {
    const user = makeUser('employer');
    stubApi(user, {
      'GET /api/auth/subscription': () => ({ body: PRO }),
      'POST /api/auth/users/downgrade-to-member': () => ({ body: { success: false } }),
    });
    renderMemberArea('/profile', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy gói dịch vụ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận hủy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Đã xảy ra lỗi khi xử lý yêu cầu. Vui lòng thử lại sau.',
    );
  });
});

describe('/profile in Vietnamese', { timeout: 20_000 }, () => {
  it('has the language switch beside Edit Profile', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/profile', user);
    // The dashboard shell has its own switch; this one sits in the page, beside Edit Profile.
    await screen.findByRole('link', { name: /Edit Profile/ });
    const language = within(screen.getByRole('main')).getByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(language).getByRole('button', { name: 'Tiếng Việt' })).toBeInTheDocument();
  });

  it('writes the details, the dates, the role and the permissions in Vietnamese', async () => {
    const user = makeUser('member', { name: 'Nguyễn Văn An' });
    stubApi(user);
    act(() => i18n.activate('vi'));
    renderMemberArea('/profile', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nguyễn Văn An' })).toBeInTheDocument();
    expect(screen.getByText('Thành viên từ 15 tháng 3, 2024')).toBeInTheDocument();
    expect(screen.getByText('thành viên', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chỉnh sửa hồ sơ' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.getByRole('heading', { name: 'Quyền hạn' })).toBeInTheDocument();
    expect(screen.getByText('Cập nhật lần cuối').nextElementSibling).toHaveTextContent(/20 tháng 1, 2025/);
    expect(within(screen.getByTestId('permission-group-user')).getByText('người dùng')).toBeInTheDocument();
    expect(group('user')).toEqual(['Xem (của bạn)', 'Cập nhật (của bạn)']);
    // The spec's Vietnamese panel needs no lang of its own on a Vietnamese page.
    const panel = await screen.findByRole('region', { name: 'Nâng cấp lên tài khoản nhà tuyển dụng' });
    expect(panel).not.toHaveAttribute('lang');
  });

  it("shows an employer's package price the Vietnamese way", async () => {
    const user = makeUser('employer');
    stubApi(user, { 'GET /api/auth/subscription': () => ({ body: PRO }) });
    act(() => i18n.activate('vi'));
    renderMemberArea('/profile', user);
    const panel = within(await screen.findByRole('region', { name: 'Gói dịch vụ đang hoạt động' }));
    expect(await panel.findByText('199.000 VND/tháng')).toBeInTheDocument();
    expect(panel.getByText(/Bắt đầu từ 1 thg 11, 2026/)).toBeInTheDocument();
  });
});

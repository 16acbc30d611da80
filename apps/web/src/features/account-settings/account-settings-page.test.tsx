import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';

const user = makeUser('member', { name: 'An Nguyen', email: 'an@example.com' });
const account = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  account: {
    id: user.id,
    name: user.name,
    email: user.email,
    has_password: true,
    github_login: null,
    pending_email: null,
    ...overrides,
  },
});
const sessions = {
  success: true,
  sessions: [
    {
      id: 's1',
      created_at: '2026-11-20T02:00:00.000Z',
      expires_at: 'x',
      user_agent: 'Firefox',
      ip: '10.0.0.1',
      current: true,
    },
    {
      id: 's2',
      created_at: '2026-11-21T02:00:00.000Z',
      expires_at: 'x',
      user_agent: 'Chrome',
      ip: '10.0.0.2',
      current: false,
    },
  ],
};
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/profile/edit', { timeout: 20_000 }, () => {
  it('saves the name and shows the server refusing a wrong current password', async () => {
    const api = stubApi(user, {
      'GET /api/account': () => ({ body: account() }),
      'GET /api/account/sessions': () => ({ body: sessions }),
      'PATCH /api/account/name': ({ body }) => ({ body: account({ name: (body as { name: string }).name }) }),
      'POST /api/account/password': () => ({
        status: 400,
        body: { success: false, code: 'WRONG_PASSWORD', message: 'The current password is not correct' },
      }),
    });
    renderMemberArea('/profile/edit', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();

    const name = section('Name');
    await userEvent.clear(name.getByLabelText('Full name'));
    await userEvent.type(name.getByLabelText('Full name'), 'Nguyễn Văn An');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByRole('status')).toHaveTextContent('Name saved.');
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Nguyễn Văn An' });

    const password = section('Password');
    await userEvent.type(password.getByLabelText('Current password'), 'wrong');
    await userEvent.type(password.getByLabelText('New password'), 'NewPassword456');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('alert')).toHaveTextContent('The current password is not correct');
    // The refusal takes the focus the busy button dropped, not the page's body (decision 1212).
    await waitFor(() => expect(password.getByRole('alert')).toHaveFocus());
  });

  it('asks for a code for a new address, then confirms it', async () => {
    let pending: string | null = null;
    stubApi(user, {
      'GET /api/account': () => ({ body: account({ pending_email: pending }) }),
      'GET /api/account/sessions': () => ({ body: sessions }),
      'POST /api/account/email': ({ body }) => {
        pending = (body as { new_email: string }).new_email;
        return {
          status: 202,
          body: { success: true, message: 'We sent a 6-digit code to the new address.' },
        };
      },
      'POST /api/account/email/confirm': () => ({ body: account({ email: pending, pending_email: null }) }),
    });
    renderMemberArea('/profile/edit', user);
    const email = within(await screen.findByRole('region', { name: 'E-mail address' }));
    await userEvent.type(email.getByLabelText('New e-mail address'), 'new@example.com');
    await userEvent.type(email.getByLabelText('Current password'), 'Password123');
    await userEvent.click(email.getByRole('button', { name: 'Send a code to the new address' }));
    expect(await email.findByText(/Waiting for the code sent to/)).toBeVisible();
    await userEvent.type(email.getByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(email.getByRole('button', { name: 'Confirm the new address' }));
    expect(await email.findByText('Your e-mail address is now new@example.com.')).toBeVisible();
  });

  it('says beside the new address and the password, in Vietnamese, what is wrong, and sends nothing (decision 1182)', async () => {
    act(() => i18n.activate('vi'));
    try {
      const api = stubApi(user, {
        'GET /api/account': () => ({ body: account() }),
        'GET /api/account/sessions': () => ({ body: sessions }),
      });
      renderMemberArea('/profile/edit', user);
      const address = await screen.findByLabelText('Địa chỉ email mới');
      await userEvent.type(address, 'an.example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Gửi mã đến địa chỉ mới' }));
      expect(address).toHaveAccessibleDescription('Vui lòng nhập địa chỉ email hợp lệ');
      expect(address).toHaveAttribute('aria-invalid', 'true');
      expect(address).toHaveFocus();
      const email = within(address.closest('form')!);
      expect(email.getByLabelText('Mật khẩu hiện tại')).toHaveAccessibleDescription('Nhập mật khẩu hiện tại');
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('lists sessions with the current one marked, and signs out the others', async () => {
    const api = stubApi(user, {
      'GET /api/account': () => ({ body: account() }),
      'GET /api/account/sessions': () => ({ body: sessions }),
      'POST /api/account/sessions/revoke-others': () => ({ body: { success: true, revoked: 1 } }),
    });
    renderMemberArea('/profile/edit', user);
    const list = within(await screen.findByRole('region', { name: 'Where you are signed in' }));
    expect(list.getByText('This device')).toBeVisible();
    expect(list.getAllByRole('button', { name: /^Sign out the session/ })).toHaveLength(1);
    await userEvent.click(list.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await list.findByRole('status')).toHaveTextContent('Signed out everywhere else (1).');
    expect(api.calls.some((c) => c.path === '/api/account/sessions/revoke-others')).toBe(true);
  });

  it('offers a GitHub-only account to set a password and to delete by typing DELETE', async () => {
    stubApi(user, {
      'GET /api/account': () => ({ body: account({ has_password: false, github_login: 'an-dev' }) }),
      'GET /api/account/sessions': () => ({ body: sessions }),
    });
    renderMemberArea('/profile/edit', user);
    expect(await screen.findByText(/Linked to/)).toHaveTextContent('Linked to an-dev');
    expect(section('Password').getByRole('button', { name: 'Set password' })).toBeVisible();
    expect(section('Delete my account').getByLabelText('Type DELETE to confirm')).toBeVisible();
  });
});

describe('/profile/edit language', { timeout: 20_000 }, () => {
  it('offers the language switch, which turns the page Vietnamese', async () => {
    stubApi(user, {
      'GET /api/account': () => ({ body: account() }),
      'GET /api/account/sessions': () => ({ body: sessions }),
    });
    renderMemberArea('/profile/edit', user);
    const language = within(await screen.findByRole('region', { name: 'Language' }));
    expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(language.getByRole('button', { name: 'Tiếng Việt' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chỉnh sửa hồ sơ' })).toBeVisible();
    expect(section('Ngôn ngữ').getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The switch remembered the choice for the document; back to English for the next tests.
    await act(() => i18n.activate('en'));
    document.documentElement.removeAttribute('lang');
    document.cookie = 'lang=; path=/; max-age=0';
  });

  it('writes the page, the session times and the counts in Vietnamese', async () => {
    stubApi(user, {
      'GET /api/account': () => ({ body: account() }),
      'GET /api/account/sessions': () => ({ body: sessions }),
      'POST /api/account/password': () => ({ body: { success: true, revoked: 2 } }),
    });
    act(() => i18n.activate('vi'));
    renderMemberArea('/profile/edit', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chỉnh sửa hồ sơ' })).toBeVisible();
    const list = within(await screen.findByRole('region', { name: 'Các nơi bạn đang đăng nhập' }));
    expect(list.getByText('Thiết bị này')).toBeVisible();
    // 2026-11-21 02:00 UTC is 09:00 in Vietnam, written the Vietnamese way.
    expect(list.getByText(/10\.0\.0\.2 · đăng nhập lúc .*21 thg 11, 2026/)).toHaveTextContent(
      '(GMT+7, Asia/Ho_Chi_Minh)',
    );
    const password = section('Mật khẩu');
    await userEvent.type(password.getByLabelText('Mật khẩu hiện tại'), 'Old-password-1');
    await userEvent.type(password.getByLabelText('Mật khẩu mới'), 'New-password-2');
    await userEvent.click(password.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await password.findByRole('status')).toHaveTextContent(
      'Đã đổi mật khẩu. 2 phiên đăng nhập khác của bạn đã bị đăng xuất.',
    );
  });

  it('counts the other sessions signed out in English too', async () => {
    stubApi(user, {
      'GET /api/account': () => ({ body: account() }),
      'GET /api/account/sessions': () => ({ body: sessions }),
      'POST /api/account/password': () => ({ body: { success: true, revoked: 3 } }),
    });
    renderMemberArea('/profile/edit', user);
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await userEvent.type(password.getByLabelText('Current password'), 'Old-password-1');
    await userEvent.type(password.getByLabelText('New password'), 'New-password-2');
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByRole('status')).toHaveTextContent(
      'Password changed. Your 3 other sessions were signed out.',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { renderRoutes, stubApi } from '../test-utils';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const routes = [
  {
    element: (
      <>
        <SiteHeader />
        <Outlet />
        <SiteFooter />
      </>
    ),
    children: [{ index: true, element: <p>Home page</p> }],
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('public header and footer in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the links, Login/Register, menu button and footer in Vietnamese', () => {
    stubApi();
    act(() => i18n.activate('vi'));
    renderRoutes(routes, '/');
    const nav = screen.getByRole('navigation', { name: 'Menu chính' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Trang chủ', 'Việc làm', 'Giới thiệu', 'Dự án', 'Đội ngũ', 'Blog', 'Liên hệ']);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Đăng nhập' })[0]).toHaveAttribute('href', '/login');
    expect(within(banner).getAllByRole('link', { name: 'Đăng ký' })[0]).toHaveAttribute('href', '/register');
    expect(within(banner).getByRole('button', { name: 'Mở menu' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Trang chủ DotTrip' })).toHaveAttribute('href', '/');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Công ty' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Dự án Alpha' })).toHaveAttribute('href', '/projects');
    expect(within(footer).getByText(/42 Đại lộ Nguyễn Huệ/)).toBeInTheDocument();
    expect(within(footer).getByText(/Bảo lưu mọi quyền\./)).toBeInTheDocument();
  });

  it('has the language switch on desktop and in the mobile menu, and switching changes the header', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoutes(routes, '/');
    const banner = screen.getByRole('banner');
    const toggle = within(banner).getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Desktop: next to Login/Register. The mobile menu has its own, shown once the menu opens.
    const switches = within(banner).getAllByRole('group', { name: 'Language' });
    expect(switches).toHaveLength(1);
    expect(panel).not.toContainElement(switches[0]!);
    await user.click(toggle);
    expect(within(panel).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    await user.click(toggle);

    await user.click(within(switches[0]!).getByRole('button', { name: 'Tiếng Việt' }));
    await waitFor(() => expect(i18n.locale).toBe('vi'));
    expect(await within(banner).findByRole('navigation', { name: 'Menu chính' })).toBeInTheDocument();
    expect(within(switches[0]!).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

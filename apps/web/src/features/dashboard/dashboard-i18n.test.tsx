import { act, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { makeUser, renderMemberArea, stubApi } from '@/testing/member-area';
import { MESSAGE_NOTIFICATION, notificationsReply } from '@/testing/notification-fixtures';
import { PRODUCT_TIME_ZONE } from '@/lib/format';

const total = (n: number) => () => ({ body: { success: true, total: n, page: 1, pageSize: 1 } });

describe('the dashboard in Vietnamese', () => {
  it('shows the admin panel, the sidebar and the role in Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    const user = makeUser('admin', { name: 'Alice Admin' });
    stubApi(user);
    renderMemberArea('/dashboard', user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bảng điều khiển' })).toBeInTheDocument();
    expect(screen.getByText(/Chào mừng trở lại, Alice Admin\./)).toBeInTheDocument();
    expect(screen.getByTestId('role-strip')).toHaveTextContent('Vai trò: Quản trị viên');
    expect(screen.getByTestId('role-strip')).toHaveTextContent('quyền quản trị');
    expect(screen.getByRole('note')).toHaveTextContent('Đang xem với quyền quản trị');
    expect(screen.getByRole('region', { name: 'Quản lý tuyển dụng' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tổng quan hệ thống' })).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: 'Bảng điều khiển' }));
    expect(nav.getByRole('heading', { name: 'Tuyển dụng' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Quản lý tin tuyển dụng' })).toHaveAttribute(
      'href',
      '/dashboard/jobs',
    );
    expect(screen.getByRole('complementary', { name: 'Thanh bên' })).toBeInTheDocument();
  });

  it('names every sidebar link apart in Vietnamese, as in English: Billing and Payments are two places', async () => {
    const user = makeUser('admin', { name: 'Alice Admin' });
    stubApi(user);
    renderMemberArea('/dashboard', user);
    for (const locale of ['en', 'vi']) {
      act(() => i18n.activate(locale));
      const nav = within(
        await screen.findByRole('navigation', { name: locale === 'vi' ? 'Bảng điều khiển' : 'Dashboard' }),
      );
      const links = nav.getAllByRole('link');
      const names = links.map((link) => link.textContent?.trim());
      expect(names, `the ${locale} sidebar`).toEqual([...new Set(names)]);
      if (locale === 'vi') {
        expect(nav.getByRole('link', { name: 'Thanh toán' })).toHaveAttribute('href', '/dashboard/billing');
        expect(nav.getByRole('link', { name: 'Các khoản thanh toán' })).toHaveAttribute(
          'href',
          '/dashboard/payments',
        );
      }
    }
  });

  it('writes the day and the employer’s counts in the language shown', async () => {
    const user = makeUser('employer');
    stubApi(user, {
      'GET /api/auth/subscription': () => ({ body: { success: true, subscription: null } }),
      'GET /api/manage/jobs': total(1200),
      'GET /api/candidates': total(1),
      'GET /api/applications': total(17),
    });
    renderMemberArea('/dashboard', user);
    const tools = within(await screen.findByRole('region', { name: 'Recruitment tools' }));
    expect(await tools.findByText('1,200 postings')).toBeInTheDocument();
    expect(await tools.findByText('1 candidate in reach')).toBeInTheDocument();
    // Today in Vietnam time, as the header writes it (decision 1168), whatever the machine's zone and hour.
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: PRODUCT_TIME_ZONE }).format(
      new Date(),
    );
    expect(screen.getByText(new RegExp(`^${weekday}, `))).toBeInTheDocument();

    act(() => i18n.activate('vi'));
    const vi = within(screen.getByRole('region', { name: 'Công cụ tuyển dụng' }));
    expect(vi.getByText('1.200 tin tuyển dụng')).toBeInTheDocument();
    expect(vi.getByText('1 ứng viên có thể tiếp cận')).toBeInTheDocument();
    expect(vi.getByText('17 hồ sơ ứng tuyển')).toBeInTheDocument();
    expect(screen.getByText(/^(Chủ Nhật|Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)), /)).toBeInTheDocument();
  });

  it('offers the language switch in the dashboard shell, on wide and small screens', async () => {
    const user = makeUser('member');
    stubApi(user);
    renderMemberArea('/dashboard/support', user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    // One in the top bar of small screens, one in the sidebar of wide screens (CSS shows one at a time).
    const switches = screen.getAllByRole('group', { name: 'Language' });
    expect(switches).toHaveLength(2);
    for (const group of switches) {
      expect(within(group).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    }
    act(() => i18n.activate('vi'));
    expect(screen.getByRole('heading', { level: 1, name: 'Hỗ trợ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Phiếu hỗ trợ của tôi' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: 'Ngôn ngữ' })).toHaveLength(2);
  });

  it('writes the member panel’s statuses and relative times in Vietnamese', async () => {
    act(() => i18n.activate('vi'));
    const user = makeUser('member');
    const project = (title: string, progress_status: string) => ({
      id: title,
      title,
      progress_status,
      progress: 50,
    });
    stubApi(user, {
      'GET /api/me/projects': () => ({
        body: {
          success: true,
          projects: [project('Website portfolio', 'in_progress'), project('CLI', 'completed')],
        },
      }),
      'GET /api/me/notifications': notificationsReply([MESSAGE_NOTIFICATION]),
    });
    renderMemberArea('/dashboard', user);
    const projects = within(await screen.findByRole('region', { name: 'Tình trạng dự án' }));
    expect(await projects.findByText('Đang thực hiện')).toBeInTheDocument();
    expect(projects.getByText('Hoàn thành')).toBeInTheDocument();
    expect(projects.getByRole('progressbar', { name: 'Tiến độ Website portfolio' })).toBeInTheDocument();
    // The member's real notifications (decision 1180): the sentence, its type and the unread count in Vietnamese.
    const notices = within(screen.getByRole('region', { name: 'Thông báo' }));
    expect(
      await notices.findByRole('link', { name: 'Tin nhắn mới từ Acme về React Developer' }),
    ).toHaveAttribute('href', '/dashboard/messages/c1');
    expect(notices.getByText('Tin nhắn:')).toBeInTheDocument();
    expect(notices.getByText('1 chưa đọc')).toBeInTheDocument();
    // The spec's Vietnamese card name stays as it is, without a lang of its own on a Vietnamese page.
    expect(screen.getByText('Gói dịch vụ')).not.toHaveAttribute('lang');
  });

  it('says the reviewers’ decisions on the member’s projects in Vietnamese, each opening the projects', async () => {
    act(() => i18n.activate('vi'));
    const user = makeUser('member');
    const notice = (id: string, kind: string, data: Record<string, string>) => ({
      id,
      kind,
      data,
      link: '/dashboard/my-projects',
      read: false,
      created_at: '2026-11-27T02:00:00Z',
    });
    stubApi(user, {
      'GET /api/me/notifications': notificationsReply([
        notice('n1', 'approval.decided', { kind: 'project', title: 'Hanoi Transit', decision: 'approve' }),
        notice('n2', 'approval.decided', { kind: 'project', title: 'Pho Map', decision: 'request_changes' }),
        notice('n3', 'approval.decided', { kind: 'project', title: 'Spam', decision: 'reject' }),
        notice('n4', 'project.taken_down', { title: 'Old Tool' }),
      ]),
    });
    renderMemberArea('/dashboard', user);
    const notices = within(await screen.findByRole('region', { name: 'Thông báo' }));
    for (const name of [
      'Dự án “Hanoi Transit” của bạn đã được phê duyệt và đăng',
      'Dự án “Pho Map” của bạn cần chỉnh sửa',
      'Dự án “Spam” của bạn không được phê duyệt',
      'Dự án “Old Tool” của bạn đã bị gỡ khỏi trang',
    ])
      expect(await notices.findByRole('link', { name })).toHaveAttribute('href', '/dashboard/my-projects');
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { HomePage } from '../home/home-page';
import { renderPage, stubApi } from '../test-utils';
import { AboutPage } from './about-page';
import { BlogPage } from './blog-page';
import { ContactPage } from './contact-page';
import { ProjectsPage } from './projects-page';
import { TeamPage } from './team-page';

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  stubApi();
  act(() => i18n.activate('vi'));
});
afterEach(() => vi.unstubAllGlobals());

const networkCounts = () => {
  const network = screen.getByRole('heading', { name: 'Mạng lưới lập trình viên' }).closest('section')!;
  return Object.fromEntries(
    within(network)
      .getAllByRole('listitem')
      .map((card) => [
        within(card).getByRole('heading').textContent,
        card.textContent!.match(/([\d.,]+) lập trình viên/)![1],
      ]),
  );
};

describe('the public pages in Vietnamese', { timeout: UI_TEST_TIMEOUT }, () => {
  it('home: headline, buttons, value cards, featured projects and the developer counts in Vietnamese format', () => {
    renderPage(<HomePage contactForm={null} />, '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Kiến tạo tương lai');
    // The button stops the headline's animation ("Tạm dừng tiêu đề" read as pausing the title itself).
    expect(screen.getByRole('button', { name: 'Tạm dừng hiệu ứng tiêu đề' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá dự án' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('link', { name: /^Tìm hiểu thêm\s*về DotTrip$/ })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(screen.getByRole('heading', { name: 'Mã nguồn mở', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem dự án: Dự án Alpha' })).toHaveAttribute('href', '/projects');
    expect(screen.getByRole('heading', { name: 'Liên hệ với chúng tôi' })).toBeInTheDocument();
    // Thousands grouped with a dot in Vietnamese (formatNumber), and the count's words translated.
    expect(networkCounts()).toMatchObject({ JavaScript: '5.842', Go: '1.543', TypeScript: '3.127' });
  });

  it('home: the same counts follow the language (comma in English)', () => {
    act(() => i18n.activate('en'));
    renderPage(<HomePage contactForm={null} />, '/');
    const network = screen.getByRole('heading', { name: 'Developer Network' }).closest('section')!;
    expect(within(network).getByText('5,842')).toBeInTheDocument();
    act(() => i18n.activate('vi'));
    expect(within(network).getByText('5.842')).toBeInTheDocument();
  });

  it('projects: filters, the translated count and tag names; the address keeps the tag', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<ProjectsPage />, '/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Dự án của chúng tôi' })).toBeInTheDocument();
    expect(screen.getByText('5 dự án')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nền tảng tuyển dụng mở: đăng tin tuyển dụng, quản lý ứng viên và lên lịch phỏng vấn.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Khả năng tiếp cận' }));
    expect(screen.getByText('1 dự án có thẻ “Khả năng tiếp cận”')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tag=Accessibility');
    expect(screen.getByRole('link', { name: 'Mã nguồn Formwright (mở trong thẻ mới)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tất cả dự án' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toContain(
      'Bước 1: Tìm một issue',
    );
  });

  it('blog: categories, titles and the date written out in Vietnamese', async () => {
    renderPage(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog của chúng tôi');
    // Without the blog's API (the stub answers 404) the spec's three cards show, translated.
    const first = (await screen.findAllByRole('article'))[0]!;
    expect(first.querySelector('span')).toHaveTextContent('Công nghệ');
    expect(within(first).getByRole('heading')).toHaveTextContent('Vì sao chúng tôi phát triển công khai');
    expect(within(first).getByText('12 tháng 9, 2025')).toHaveAttribute('datetime', '2025-09-12');
    expect(within(first).getByRole('button', { name: /^Đọc thêm/ })).toHaveAccessibleDescription(
      'Sắp ra mắt',
    );
  });

  it('team: roles, openings and the application e-mail subject in Vietnamese', () => {
    renderPage(<TeamPage />, '/team');
    expect(screen.getByText('Nhà sáng lập & CEO')).toBeInTheDocument();
    expect(screen.getByText('Thêm về Linh')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kỹ sư Frontend cấp cao (Senior)' })).toBeInTheDocument();
    const apply = screen.getAllByRole('link', { name: /^Ứng tuyển ngay/ });
    expect(apply).toHaveLength(2);
    expect(decodeURIComponent(apply[0]!.getAttribute('href')!)).toBe(
      'mailto:join@dottrip.dev?subject=Ứng tuyển: Kỹ sư Frontend cấp cao (Senior)',
    );
  });

  it('about and contact: headings, office details and the FAQ in Vietnamese', () => {
    const about = renderPage(<AboutPage />, '/about');
    expect(screen.getByRole('heading', { name: 'Câu chuyện của chúng tôi' })).toBeInTheDocument();
    expect(screen.getByText(/được thành lập năm 2020/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DotTrip trên GitHub (mở trong thẻ mới)' })).toBeInTheDocument();
    about.unmount();

    renderPage(<ContactPage contactForm={null} />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Liên hệ' })).toBeInTheDocument();
    expect(screen.getByText(/42 Đại lộ Nguyễn Huệ/)).toHaveTextContent('TP. Hồ Chí Minh, Việt Nam');
    expect(screen.getByRole('heading', { name: 'Câu hỏi thường gặp' })).toBeInTheDocument();
    expect(screen.getByText('Làm thế nào để đóng góp cho các dự án của DotTrip?')).toBeInTheDocument();
  });
});

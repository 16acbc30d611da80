import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../test-utils';
import { BlogPage } from './blog-page';
import { ResourcesPage } from './resources-page';

// The blog and the library a page at a time (decision 1071): each page a real link, ?page=N in the address.

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.activate('en'));
});

const post = (n: number) => ({
  id: `p${n}`,
  slug: `post-${n}`,
  title: `Post ${n}`,
  category: 'technology',
  tags: [],
  lang: 'en',
  summary: `About post ${n}`,
  author_name: 'DotTrip Team',
  cover_url: null,
  published_at: '2026-01-02T09:00:00.000Z',
  seo_title: '',
  seo_description: '',
});

/** The blog's API with `total` posts, 12 a page, as GET /api/blog/posts answers. */
function blogApi(total: number) {
  return stubApi((url) => {
    const address = new URL(url, 'http://localhost');
    if (address.pathname !== '/api/blog/posts') return undefined;
    const page = Number(address.searchParams.get('page') ?? '1');
    const from = (page - 1) * 12;
    const posts = Array.from({ length: Math.max(0, Math.min(12, total - from)) }, (_, i) =>
      post(from + i + 1),
    );
    return json(200, { success: true, posts, total, page, pageSize: 12 });
  });
}

const pageOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('page');

describe('/blog’s pages', () => {
  it('links every page with real addresses, and Next shows the following posts', async () => {
    const fetchMock = blogApi(250);
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, '/blog');
    expect(await screen.findByRole('heading', { name: 'Post 12' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 21')).toBeInTheDocument();
    // No previous page on the first one; the next is a link with rel="next".
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/blog?page=2');
    expect(next).toHaveAttribute('rel', 'next');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/blog?page=5');

    await user.click(next);
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Post 13' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Post 12' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => pageOf(String(url)))).toContain('2');
    const previous = screen.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('href', '/blog');
    expect(previous).toHaveAttribute('rel', 'prev');
  });

  it('opens the page its address names, up to the last one (posts 241-250)', async () => {
    blogApi(250);
    renderPage(<BlogPage />, '/blog?page=21');
    expect(await screen.findByRole('heading', { name: 'Post 250' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Post 241' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?page=20');
  });

  it('says a page past the last one is, and leads to the last page, in Vietnamese too', async () => {
    blogApi(30);
    act(() => i18n.activate('vi'));
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, '/blog?page=9');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Trang này nằm sau trang cuối: blog có 30 bài viết.');
    const last = within(status).getByRole('link', { name: 'Đến trang cuối' });
    expect(last).toHaveAttribute('href', '/blog?page=3');
    await user.click(last);
    expect(router.state.location.search).toBe('?page=3');
    expect(await screen.findByRole('heading', { name: 'Post 30' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(within(pages).getByText('Trang 3/3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Trang trước' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('keeps the language the address names in every page link (decision 1117)', async () => {
    blogApi(250);
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, '/blog?page=2&lang=vi');
    expect(await screen.findByRole('heading', { name: 'Post 13' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog?lang=vi');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=3&lang=vi');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/blog?page=5&lang=vi',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=3&lang=vi');
  });

  it('keeps it in each post’s link too, and a plain address adds nothing (decision 1122)', async () => {
    blogApi(30);
    const user = userEvent.setup();
    const { router, unmount } = renderPage(<BlogPage />, '/blog?page=2&lang=vi');
    const readMore = await screen.findByRole('link', { name: 'Read more: Post 13' });
    expect(readMore).toHaveAttribute('href', '/blog/post-13?lang=vi');
    await user.click(readMore);
    expect(router.state.location.pathname).toBe('/blog/post-13');
    expect(router.state.location.search).toBe('?lang=vi');
    unmount();

    renderPage(<BlogPage />, '/blog?page=2');
    expect(await screen.findByRole('link', { name: 'Read more: Post 13' })).toHaveAttribute(
      'href',
      '/blog/post-13',
    );
  });

  it('shows no page links when every post fits on one page', async () => {
    blogApi(3);
    renderPage(<BlogPage />, '/blog');
    expect(await screen.findByRole('heading', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('/resources’ pages', () => {
  const article = (n: number) => ({
    id: `a${n}`,
    topic: n % 2 ? 'cv' : 'interview',
    visibility: 'public',
    title_en: `Article ${n}`,
    title_vi: `Bài ${n}`,
    published: true,
    updated_at: '2026-03-05T02:00:00.000Z',
  });

  it('links the next page of the library, and the next page shows the articles after the first 30', async () => {
    const total = 205;
    const fetchMock = stubApi((url) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname !== '/api/resources') return undefined;
      const page = Number(address.searchParams.get('page') ?? '1');
      const from = (page - 1) * 30;
      const resources = Array.from({ length: Math.max(0, Math.min(30, total - from)) }, (_, i) =>
        article(from + i + 1),
      );
      return json(200, { success: true, resources, total, page, pageSize: 30, topics: ['cv', 'interview'] });
    });
    const user = userEvent.setup();
    const { router } = renderPage(<ResourcesPage />, '/resources?page=6');
    expect(await screen.findByRole('link', { name: 'Article 151' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 6 of 7')).toBeInTheDocument();
    const next = within(pages).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/resources?page=7');
    await user.click(next);
    expect(router.state.location.search).toBe('?page=7');
    // The 201st article onwards, on the last page.
    expect(await screen.findByRole('link', { name: 'Article 205' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Article 201' })).toHaveAttribute('href', '/resources/a201');
    expect(screen.queryByRole('link', { name: 'Article 151' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => pageOf(String(url)) === '7')).toBe(true);
  });
});

describe('/resources by topic (decision 1117)', () => {
  /** GET /api/resources with `total` articles of each topic, 30 a page, as the API answers. */
  function topicApi(total: number) {
    return stubApi((url) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname !== '/api/resources') return undefined;
      const topic = address.searchParams.get('topic') ?? 'cv';
      const page = Number(address.searchParams.get('page') ?? '1');
      const from = (page - 1) * 30;
      const resources = Array.from({ length: Math.max(0, Math.min(30, total - from)) }, (_, i) => ({
        id: `${topic}${from + i + 1}`,
        topic,
        visibility: 'public',
        title_en: `${topic} article ${from + i + 1}`,
        title_vi: '',
        published: true,
        updated_at: '2026-03-05T02:00:00.000Z',
      }));
      return json(200, {
        success: true,
        resources,
        total,
        page,
        pageSize: 30,
        topics: ['cv', 'interview'],
      });
    });
  }

  it('reads one topic, and its page links keep the topic and the language', async () => {
    const fetchMock = topicApi(65);
    const user = userEvent.setup();
    const { router } = renderPage(<ResourcesPage />, '/resources?topic=interview&page=2&lang=vi');
    expect(await screen.findByRole('link', { name: 'interview article 31' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/resources\?topic=interview&page=2$/),
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/resources?topic=interview&lang=vi',
    );
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/resources?topic=interview&page=3&lang=vi',
    );
    // The topics are links too: the chosen one is current, and one leads back to the whole library.
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'Interviews' })).toHaveAttribute('aria-current', 'true');
    expect(within(topics).getByRole('link', { name: 'Writing a CV' })).toHaveAttribute(
      'href',
      '/resources?topic=cv&lang=vi',
    );
    const all = within(topics).getByRole('link', { name: 'All topics' });
    expect(all).toHaveAttribute('href', '/resources?lang=vi');
    expect(all).not.toHaveAttribute('aria-current');

    // An article's link keeps the language too (decision 1122).
    expect(screen.getByRole('link', { name: 'interview article 31' })).toHaveAttribute(
      'href',
      '/resources/interview31?lang=vi',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(router.state.location.search).toBe('?topic=interview&page=3&lang=vi');
    expect(await screen.findByRole('link', { name: 'interview article 65' })).toBeInTheDocument();
    await user.click(within(topics).getByRole('link', { name: 'Writing a CV' }));
    expect(await screen.findByRole('link', { name: 'cv article 1' })).toBeInTheDocument();
    expect(within(topics).getByRole('link', { name: 'Writing a CV' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('reads a topic the library does not have as the whole library', async () => {
    const fetchMock = topicApi(3);
    renderPage(<ResourcesPage />, '/resources?topic=nonsense');
    expect(await screen.findByRole('link', { name: 'cv article 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringMatching(/\/api\/resources$/),
    );
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(topics).getByRole('link', { name: 'All topics' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('moving between pages', () => {
  it('goes back to the page the server rendered and reads it again', async () => {
    const fetchMock = blogApi(30);
    const user = userEvent.setup();
    const { router } = renderPage(<BlogPage />, '/blog');
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Post 13' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Post 1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/blog/posts'))).toHaveLength(3);
  });
});

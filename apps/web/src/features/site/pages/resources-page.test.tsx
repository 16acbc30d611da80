import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../test-utils';
import { ResourceArticlePage, ResourcesPage } from './resources-page';

// The public pages of the resource library (decision 1050).

const summary = (id: string, topic: string, title_en: string, title_vi: string) => ({
  id,
  topic,
  visibility: 'public',
  title_en,
  title_vi,
  published: true,
  updated_at: '2026-03-05T02:00:00.000Z',
});
const ARTICLE = {
  ...summary('a1', 'interview', 'Preparing for an interview', 'Chuẩn bị phỏng vấn'),
  body_en: 'Be on time.',
  body_vi: 'Hãy đến đúng giờ.',
  html_en: '<p>Be <strong>on time</strong>.</p>',
  html_vi: '<p>Hãy đến <strong>đúng giờ</strong>.</p>',
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.activate('en'));
});

describe('/resources', () => {
  it('lists the public articles by topic, each a link to its page, in the reader’s language', async () => {
    const fetchMock = stubApi((url) =>
      url.endsWith('/api/resources')
        ? json(200, {
            success: true,
            resources: [
              summary('a1', 'interview', 'Preparing for an interview', 'Chuẩn bị phỏng vấn'),
              summary('a2', 'cv', 'Writing a CV', ''),
            ],
            total: 2,
            page: 1,
            pageSize: 30,
            topics: ['cv', 'interview'],
          })
        : undefined,
    );
    act(() => i18n.activate('vi'));
    renderPage(<ResourcesPage />, '/resources');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tài liệu');
    const cv = await screen.findByRole('region', { name: 'Viết CV' });
    // Written in English only: shown in English, marked so.
    const english = within(cv).getByRole('link', { name: 'Writing a CV' });
    expect(english).toHaveAttribute('href', '/resources/a2');
    expect(english).toHaveAttribute('lang', 'en');
    const interview = screen.getByRole('region', { name: 'Phỏng vấn' });
    expect(within(interview).getByRole('link', { name: 'Chuẩn bị phỏng vấn' })).toHaveAttribute('lang', 'vi');
    // The topic order is the library's: CV before interviews.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Viết CV', 'Phỏng vấn']);
    // A visitor's read: no session token goes with it.
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/resources'))!;
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('says so when there is nothing, and when the library cannot be read', async () => {
    stubApi((url) =>
      url.endsWith('/api/resources')
        ? json(200, { success: true, resources: [], total: 0, page: 1, pageSize: 30, topics: [] })
        : undefined,
    );
    const first = renderPage(<ResourcesPage />, '/resources');
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    first.unmount();
    stubApi((url) =>
      url.endsWith('/api/resources') ? json(500, { success: false, message: 'x' }) : undefined,
    );
    renderPage(<ResourcesPage />, '/resources');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The articles could not be loaded. Please try again later.',
    );
  });
});

describe('/resources’ topics (decision 1127)', () => {
  /** The library with one CV article and one on interviews: the API names those two topics only. */
  const library = () =>
    stubApi((url) => {
      const address = new URL(url, 'http://localhost');
      if (address.pathname !== '/api/resources') return undefined;
      const topic = address.searchParams.get('topic');
      const all = [
        summary('a1', 'interview', 'Preparing for an interview', 'Chuẩn bị phỏng vấn'),
        summary('a2', 'cv', 'How to write a CV', 'Cách viết CV'),
      ];
      const resources = all.filter((r) => !topic || r.topic === topic);
      return json(200, {
        success: true,
        resources,
        total: resources.length,
        page: 1,
        pageSize: 30,
        topics: ['cv', 'interview'],
      });
    });
  const topicLinks = () =>
    within(screen.getByRole('navigation', { name: /^(Topics|Chủ đề)$/ }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('offers only the topics that have an article, in English and in Vietnamese', async () => {
    library();
    const english = renderPage(<ResourcesPage />, '/resources');
    expect(await screen.findByRole('link', { name: 'Preparing for an interview' })).toBeInTheDocument();
    expect(topicLinks()).toEqual(['All topics', 'Writing a CV', 'Interviews']);
    english.unmount();

    act(() => i18n.activate('vi'));
    renderPage(<ResourcesPage />, '/resources?lang=vi');
    expect(await screen.findByRole('link', { name: 'Chuẩn bị phỏng vấn' })).toBeInTheDocument();
    expect(topicLinks()).toEqual(['Tất cả chủ đề', 'Viết CV', 'Phỏng vấn']);
  });

  it('keeps the topic the address names, marked, though it has no article; the others stay while a topic is read', async () => {
    library();
    act(() => i18n.activate('vi'));
    const user = userEvent.setup();
    renderPage(<ResourcesPage />, '/resources?topic=account&lang=vi');
    expect(await screen.findByText('Chưa có bài viết nào về chủ đề này.')).toBeInTheDocument();
    expect(topicLinks()).toEqual(['Tất cả chủ đề', 'Viết CV', 'Phỏng vấn', 'Tài khoản của bạn']);
    expect(screen.getByRole('link', { name: 'Tài khoản của bạn' })).toHaveAttribute('aria-current', 'page');
    // Another topic: the empty one is no longer named by the address, so it goes; the offered ones stay throughout.
    await user.click(screen.getByRole('link', { name: 'Viết CV' }));
    expect(topicLinks()).toEqual(['Tất cả chủ đề', 'Viết CV', 'Phỏng vấn']);
    expect(await screen.findByRole('link', { name: 'Cách viết CV' })).toHaveAttribute(
      'href',
      '/resources/a2?lang=vi',
    );
    expect(screen.getByRole('link', { name: 'Viết CV' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('/resources/:id', () => {
  it('shows the article in the reader’s language, and the other language on request', async () => {
    stubApi((url) =>
      url.endsWith('/api/resources/a1') ? json(200, { success: true, resource: ARTICLE }) : undefined,
    );
    act(() => i18n.activate('vi'));
    renderPage(<ResourceArticlePage id="a1" />, '/resources/a1');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Chuẩn bị phỏng vấn');
    expect(title).toHaveAttribute('lang', 'vi');
    expect(screen.getByText('đúng giờ').tagName).toBe('STRONG');
    expect(screen.getByText('Phỏng vấn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tất cả bài viết' })).toHaveAttribute('href', '/resources');
    await userEvent.click(screen.getByRole('button', { name: 'Đọc bằng tiếng Anh' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Preparing for an interview');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Đọc bằng tiếng Việt' })).toBeInTheDocument();
  });

  it('marks a title borrowed from the other language with that language', async () => {
    stubApi((url) =>
      url.endsWith('/api/resources/a3')
        ? json(200, {
            success: true,
            resource: {
              ...ARTICLE,
              id: 'a3',
              title_vi: '',
              body_vi: 'Chỉ có nội dung tiếng Việt.',
              html_vi: '<p>Chỉ có nội dung tiếng Việt.</p>',
            },
          })
        : undefined,
    );
    act(() => i18n.activate('vi'));
    renderPage(<ResourceArticlePage id="a3" />, '/resources/a3');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Preparing for an interview');
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Chỉ có nội dung tiếng Việt.')).toBeInTheDocument();
  });

  it('an article a visitor may not read, or an address that is not an article’s, is “not found”', async () => {
    stubApi((url) =>
      url.includes('/api/resources/')
        ? json(url.endsWith('/bad') ? 422 : 404, { success: false, message: 'x' })
        : undefined,
    );
    const first = renderPage(<ResourceArticlePage id="hidden" />, '/resources/hidden');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    first.unmount();
    renderPage(<ResourceArticlePage id="bad" />, '/resources/bad');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/resources');
  });
});

import { act, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../test-utils';
import { BlogPage } from './blog-page';
import { BlogPostPage } from './blog-post-page';

// Posts are dated by Vietnam's calendar (decision 340): 06:00 in Hanoi on 2 January is 23:00 UTC on 1 January.
const post = {
  id: 'p1',
  slug: 'new-year',
  title: 'New year',
  category: 'company',
  tags: [],
  lang: 'en',
  summary: 'Published early in the morning in Hanoi.',
  author_name: 'DotTrip Team',
  cover_url: null,
  published_at: '2026-01-01T23:00:00.000Z',
  seo_title: '',
  seo_description: '',
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => i18n.activate('en'));
});

describe('a post’s date', () => {
  it('is its day in Vietnam on the list and on the post, in both languages', async () => {
    stubApi((url) => {
      if (url.endsWith('/api/blog/posts'))
        return json(200, { success: true, posts: [post], total: 1, page: 1, pageSize: 12 });
      if (url.endsWith('/api/blog/posts/new-year'))
        return json(200, { success: true, post: { ...post, body_html: '<p>Hi.</p>' } });
      return undefined;
    });
    const list = renderPage(<BlogPage />, '/blog');
    const day = await screen.findByText('January 2, 2026');
    expect(day).toHaveAttribute('datetime', '2026-01-02');
    list.unmount();

    act(() => i18n.activate('vi'));
    renderPage(<BlogPostPage slug="new-year" />, '/blog/new-year');
    const viDay = await screen.findByText('2 tháng 1, 2026');
    expect(viDay).toHaveAttribute('datetime', '2026-01-02');
  });
});

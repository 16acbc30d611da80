import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { Post } from '@app/shared';
import { UI_TEST_TIMEOUT } from '@/lib/testing';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { ContentPage } from './content-page';

const post = (overrides: Partial<Post> = {}): Post => ({
  id: 'post-1',
  slug: 'hello',
  title: 'Hello',
  category: 'technology',
  tags: [],
  lang: 'en',
  summary: '',
  body: 'Old line\n',
  seo_title: '',
  seo_description: '',
  cover_url: null,
  status: 'draft',
  author_name: 'Editor',
  scheduled_at: null,
  published_at: null,
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
  version: 1,
  ...overrides,
});

const handlers = {
  'GET /api/content/posts': () => ({ body: { success: true, posts: [post()], next_cursor: null } }),
  'GET /api/content/posts/post-1/versions': () => ({
    body: {
      success: true,
      versions: [
        {
          id: 'v-1',
          number: 1,
          kind: 'save',
          title: 'Hello',
          author_name: 'Editor',
          created_at: '2026-11-20T02:00:00Z',
        },
      ],
    },
  }),
  'GET /api/content/posts/post-1/versions/v-1': () => ({
    body: {
      success: true,
      version: {
        id: 'v-1',
        number: 1,
        kind: 'save',
        title: 'Hello',
        author_name: 'Editor',
        created_at: '2026-11-20T02:00:00Z',
      },
      diff: [
        {
          field: 'body',
          parts: [
            { op: 'remove', text: 'Old line\n' },
            { op: 'add', text: 'New line\n' },
          ],
        },
        { field: 'seo_title', parts: [{ op: 'add', text: 'Hello, world' }] },
        {
          field: 'category',
          parts: [
            { op: 'remove', text: 'design' },
            { op: 'add', text: 'technology' },
          ],
        },
        {
          field: 'cover',
          parts: [{ op: 'add', text: '0b5c6f0e8a8d4a4e9d1f2c3b4a5d6e7f.png' }],
        },
      ],
    },
  }),
  'POST /api/content/preview': () => ({ body: { success: true, html: '<p>&lt;script&gt; rendered</p>' } }),
};

describe('/dashboard/content', () => {
  it('lets a writer edit, preview the server’s rendering and compare versions, without publishing buttons', async () => {
    const writer = makeUser('staff');
    stubRecruitmentApi(writer, handlers);
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      writer,
    );
    await user.click(await screen.findByRole('button', { name: 'Hello' }));
    expect(screen.getByRole('heading', { name: 'Editing “Hello”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('<script> rendered')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish now' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Compare with now version 1' }));
    expect(await screen.findByText('Changes from version 1 to now')).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('Old line');
    expect(document.querySelector('ins')).toHaveTextContent('New line');
    // Each changed field under the form's own label; a category by its name, a cover without its storage key.
    for (const label of ['Body (Markdown)', 'SEO title', 'Category', 'Cover image'])
      expect(screen.getByText(label, { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('seo_title')).not.toBeInTheDocument();
    expect(screen.getByText('Design', { selector: 'del' })).toBeInTheDocument();
    expect(screen.getByText('The cover image changed.')).toBeInTheDocument();
    expect(screen.queryByText(/0b5c6f0e/)).not.toBeInTheDocument();
  });

  it('keeps changes typed while an autosave is on its way unsaved, and publishing held back until they are saved', async () => {
    const admin = makeUser('admin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = stubRecruitmentApi(admin, {
      ...handlers,
      'PATCH /api/content/posts/post-1': async (call) => {
        const sent = call.body as { body: string };
        if (!sent.body.includes('more')) await held;
        return { body: { success: true, post: post({ body: sent.body }) } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      admin,
    );
    await user.click(await screen.findByRole('button', { name: 'Hello' }));
    await user.type(screen.getByLabelText('Body (Markdown)'), 'First');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/content/posts/post-1')).toHaveLength(1), {
      timeout: 5_000,
    });
    await user.type(screen.getByLabelText('Body (Markdown)'), ' more');
    release();
    expect(await screen.findByText(/Draft autosaved at/)).toBeInTheDocument();
    expect(screen.getByText('Save your changes before publishing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
    // The newer text is autosaved in its turn.
    await waitFor(() => expect(api.callsTo('PATCH', '/api/content/posts/post-1')).toHaveLength(2), {
      timeout: 5_000,
    });
    expect(api.callsTo('PATCH', '/api/content/posts/post-1')[1]!.body).toMatchObject({
      body: 'Old line\nFirst more',
      autosave: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled());
  }, 20_000);

  it('offers publishing to a content:publish holder', async () => {
    const admin = makeUser('admin');
    stubRecruitmentApi(admin, handlers);
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      admin,
    );
    await user.click(await screen.findByRole('button', { name: 'Hello' }));
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeInTheDocument();
    expect(screen.getByLabelText('Publish at')).toHaveAttribute('type', 'datetime-local');
  });

  it('schedules at the time typed in Vietnam time, whatever the browser’s zone', async () => {
    const admin = makeUser('admin');
    const api = stubRecruitmentApi(admin, {
      ...handlers,
      'POST /api/content/posts/post-1/schedule': () => ({
        body: {
          success: true,
          post: post({ status: 'scheduled', scheduled_at: '2026-12-01T02:30:00.000Z' }),
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      admin,
    );
    await user.click(await screen.findByRole('button', { name: 'Hello' }));
    const when = screen.getByLabelText('Publish at');
    expect(when).toHaveAccessibleDescription('Vietnam time (GMT+7)');
    fireEvent.change(when, { target: { value: '2026-12-01T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/content/posts/post-1/schedule')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/content/posts/post-1/schedule')[0]!.body).toEqual({
      at: '2026-12-01T02:30:00.000Z',
    });
  });
});

describe('/dashboard/content in Vietnamese (decision 1194)', () => {
  it('says beside a new post’s title and the time to publish at what is missing, and sends nothing', async () => {
    act(() => i18n.activate('vi'));
    try {
      const admin = makeUser('admin');
      const api = stubRecruitmentApi(admin, handlers);
      const { user } = renderRecruitment(
        [{ path: '/dashboard/content', element: <ContentPage /> }],
        '/dashboard/content',
        admin,
      );
      await screen.findByRole('button', { name: 'Hello' });
      await user.click(screen.getByRole('button', { name: 'Bài đăng mới' }));
      const title = screen.getByLabelText('Tiêu đề bài đăng mới');
      expect(title).toHaveAccessibleDescription('Hãy đặt tiêu đề cho bài đăng');
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(title).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Hello' }));
      await user.click(screen.getByRole('button', { name: 'Lên lịch' }));
      const when = screen.getByLabelText('Đăng lúc');
      expect(when).toHaveAccessibleDescription('Giờ Việt Nam (GMT+7) Hãy nhập ngày và giờ');
      expect(when).toHaveFocus();
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    } finally {
      act(() => i18n.activate('en'));
    }
  });

  it('writes a new post in the editor’s language', async () => {
    act(() => i18n.activate('vi'));
    try {
      const admin = makeUser('admin');
      const api = stubRecruitmentApi(admin, {
        ...handlers,
        'POST /api/content/posts': () => ({
          status: 201,
          body: { success: true, post: post({ id: 'post-2', title: 'Tin mới', lang: 'vi' }) },
        }),
      });
      const { user } = renderRecruitment(
        [{ path: '/dashboard/content', element: <ContentPage /> }],
        '/dashboard/content',
        admin,
      );
      await screen.findByRole('button', { name: 'Hello' });
      await user.type(screen.getByLabelText('Tiêu đề bài đăng mới'), 'Tin mới');
      await user.click(screen.getByRole('button', { name: 'Bài đăng mới' }));
      await waitFor(() => expect(api.callsTo('POST', '/api/content/posts')).toHaveLength(1));
      expect(api.callsTo('POST', '/api/content/posts')[0]!.body).toEqual({ title: 'Tin mới', lang: 'vi' });
    } finally {
      act(() => i18n.activate('en'));
    }
  });
});

describe('/dashboard/content, a new post (decision 1235)', { timeout: UI_TEST_TIMEOUT }, () => {
  it('opens the new post’s editor with the focus on its title, not on the page’s body', async () => {
    const admin = makeUser('admin');
    let created = false;
    const fresh = post({ id: 'post-2', slug: 'launch-notes', title: 'Launch notes' });
    stubRecruitmentApi(admin, {
      ...handlers,
      'GET /api/content/posts': () => ({
        body: { success: true, posts: created ? [fresh, post()] : [post()], next_cursor: null },
      }),
      'GET /api/content/posts/post-2/versions': () => ({ body: { success: true, versions: [] } }),
      'POST /api/content/posts': () => {
        created = true;
        return { status: 201, body: { success: true, post: fresh } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      admin,
    );
    await screen.findByRole('button', { name: 'Hello' });
    await user.type(screen.getByLabelText('Title of a new post'), 'Launch notes');
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'New post' });
    await user.click(create);
    // As a browser does (jsdom does not): the button, disabled while creating, drops the focus on the page's body.
    if (create.disabled) {
      create.disabled = false;
      create.blur();
      create.disabled = true;
    } else create.blur();
    expect(await screen.findByRole('heading', { name: 'Editing “Launch notes”' })).toBeInTheDocument();
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Launch notes');
    await waitFor(() => expect(title).toHaveFocus());
  });
});

describe('/dashboard/content, a page at a time (decision 1070)', { timeout: UI_TEST_TIMEOUT }, () => {
  it('keeps the posts loaded when Load more fails and loads the next ones on a second try', async () => {
    const writer = makeUser('staff');
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => post({ id: `post-${from + i}`, title: `Post ${from + i}` }));
    let failing = true;
    stubRecruitmentApi(writer, {
      'GET /api/content/posts': (call) => {
        if (call.query.get('cursor') !== 'after-100')
          return { body: { success: true, posts: many(1, 100), next_cursor: 'after-100' } };
        if (failing) {
          failing = false;
          return { status: 503, body: { success: false, error: { code: 'UNAVAILABLE', message: 'Down' } } };
        }
        return { body: { success: true, posts: many(101, 1), next_cursor: null } };
      },
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      writer,
    );
    await screen.findByRole('button', { name: 'Post 100' });
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('The next posts could not be loaded. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post 100' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('button', { name: 'Post 101' })).toBeInTheDocument();
  });

  it('loads the posts after the first page and opens one of them', async () => {
    const writer = makeUser('staff');
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => post({ id: `post-${from + i}`, title: `Post ${from + i}` }));
    const api = stubRecruitmentApi(writer, {
      'GET /api/content/posts': (call) =>
        call.query.get('cursor') === 'after-100'
          ? { body: { success: true, posts: many(101, 3), next_cursor: null } }
          : { body: { success: true, posts: many(1, 100), next_cursor: 'after-100' } },
      'GET /api/content/posts/post-103/versions': () => ({ body: { success: true, versions: [] } }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/content', element: <ContentPage /> }],
      '/dashboard/content',
      writer,
    );
    expect(await screen.findByRole('button', { name: 'Post 100' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post 101' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more posts' }));
    // The focus goes to the first post the page added, not back to the page's top (decision 1098).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post 101' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Post 103' }));
    expect(screen.getByRole('heading', { name: 'Editing “Post 103”' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/content/posts').map((c) => c.query.get('cursor'))).toEqual([
      null,
      'after-100',
    ]);
  });
});

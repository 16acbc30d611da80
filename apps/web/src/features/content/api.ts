import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type {
  CreatePostRequest,
  Post,
  PostListReply,
  PostVersionDiffReply,
  PostVersionListReply,
  UpdatePostRequest,
} from '@app/shared';
import { api } from '@/lib/api-client';

const KEY = ['content', 'posts'] as const;
const path = (id: string, rest = '') => `/api/content/posts/${encodeURIComponent(id)}${rest}`;

type PostPages = InfiniteData<PostListReply, string | null>;

/**
 * Every post, last changed first, a page at a time (decision 1070): `items` is every page loaded so far; "Load more"
 * reads the page after the reply's `next_cursor`.
 */
export function usePosts() {
  const query = useInfiniteQuery({
    queryKey: KEY,
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      api.get<PostListReply>(
        `/api/content/posts${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.posts) ?? [] };
}

export function useVersions(id: string) {
  return useQuery({
    queryKey: [...KEY, id, 'versions'],
    queryFn: ({ signal }) =>
      api.get<PostVersionListReply>(path(id, '/versions'), { signal }).then((r) => r.versions),
  });
}

export const versionDiff = (id: string, versionId: string) =>
  api.get<PostVersionDiffReply>(path(id, `/versions/${encodeURIComponent(versionId)}`));

export const renderPreview = (body: string) =>
  api.post<{ html: string }>('/api/content/preview', { body }).then((r) => r.html);

type Action =
  | { kind: 'create'; body: CreatePostRequest }
  | { kind: 'update'; id: string; body: UpdatePostRequest }
  | { kind: 'cover'; id: string; file: File }
  | { kind: 'publish' | 'unpublish'; id: string }
  | { kind: 'schedule'; id: string; at: string }
  | { kind: 'restore'; id: string; versionId: string };

function run(action: Action): Promise<Post> {
  const post = (p: Promise<{ post: Post }>) => p.then((r) => r.post);
  switch (action.kind) {
    case 'create':
      return post(api.post('/api/content/posts', action.body));
    case 'update':
      return post(api.patch(path(action.id), action.body));
    case 'cover': {
      const form = new FormData();
      form.append('image', action.file);
      return post(api.put(path(action.id, '/cover'), form));
    }
    case 'schedule':
      return post(api.post(path(action.id, '/schedule'), { at: action.at }));
    case 'restore':
      return post(api.post(path(action.id, `/versions/${encodeURIComponent(action.versionId)}/restore`)));
    default:
      return post(api.post(path(action.id, `/${action.kind}`)));
  }
}

/** Every change of a post; the list and the versions follow the reply. */
export function usePostAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      client.setQueryData<PostPages>(KEY, (current) => {
        if (!current) return current;
        const known = current.pages.some((page) => page.posts.some((p) => p.id === saved.id));
        return {
          ...current,
          pages: current.pages.map((page, i) => ({
            ...page,
            posts: known
              ? page.posts.map((p) => (p.id === saved.id ? saved : p))
              : i === 0
                ? [saved, ...page.posts]
                : page.posts,
          })),
        };
      });
      void client.invalidateQueries({ queryKey: [...KEY, saved.id, 'versions'] });
    },
  });
}

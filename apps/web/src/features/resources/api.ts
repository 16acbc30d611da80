import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateResourceRequest,
  Resource,
  ResourcePageReply,
  ResourceReply,
  ResourceTopic,
  UpdateResourceRequest,
} from '@app/shared';
import { api } from '@/lib/api-client';

const KEY = ['me', 'resources'] as const;

/** A page of the articles the user may read (decision 1071): the reply says how many match in all. */
export function useResources(q: string, topic: ResourceTopic | '', page = 1) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (topic) params.set('topic', topic);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return useQuery({
    queryKey: [...KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<ResourcePageReply>(`/api/me/resources${query ? `?${query}` : ''}`, { signal }),
  });
}

export function useResource(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api
        .get<ResourceReply>(`/api/me/resources/${encodeURIComponent(id!)}`, { signal })
        .then((r) => r.resource),
  });
}

type Action =
  | { kind: 'create'; body: CreateResourceRequest }
  | { kind: 'update'; id: string; body: UpdateResourceRequest }
  | { kind: 'delete'; id: string };

export function useResourceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action): Promise<Resource | null> => {
      if (action.kind === 'create')
        return api.post<ResourceReply>('/api/resources', action.body).then((r) => r.resource);
      if (action.kind === 'update')
        return api
          .patch<ResourceReply>(`/api/resources/${encodeURIComponent(action.id)}`, action.body)
          .then((r) => r.resource);
      return api.delete(`/api/resources/${encodeURIComponent(action.id)}`).then(() => null);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

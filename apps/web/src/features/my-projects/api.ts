import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project, ProjectListReply, UpdateProjectRequest } from '@app/shared';
import { api } from '@/lib/api-client';

export const MY_PROJECTS_KEY = ['me', 'projects'] as const;
export const ALL_PROJECTS_KEY = ['projects', 'all'] as const;

export function useMyProjects() {
  return useQuery({
    queryKey: MY_PROJECTS_KEY,
    queryFn: ({ signal }) =>
      api.get<ProjectListReply>('/api/me/projects', { signal }).then((reply) => reply.projects),
  });
}

/** Every member's projects, for staff and admins (project:read). */
export function useAllProjects(enabled: boolean) {
  return useQuery({
    queryKey: ALL_PROJECTS_KEY,
    enabled,
    queryFn: ({ signal }) =>
      api.get<ProjectListReply>('/api/projects/all', { signal }).then((reply) => reply.projects),
  });
}

const path = (id: string, rest = '') => `/api/me/projects/${encodeURIComponent(id)}${rest}`;

type Action =
  | { kind: 'create'; body: CreateProjectRequest }
  | { kind: 'update'; id: string; body: UpdateProjectRequest }
  | { kind: 'image'; id: string; file: File }
  | { kind: 'submit' | 'withdraw'; id: string };

function run(action: Action): Promise<Project> {
  switch (action.kind) {
    case 'create':
      return api.post<{ project: Project }>('/api/me/projects', action.body).then((r) => r.project);
    case 'update':
      return api.patch<{ project: Project }>(path(action.id), action.body).then((r) => r.project);
    case 'image': {
      const form = new FormData();
      form.append('image', action.file);
      return api.put<{ project: Project }>(path(action.id, '/image'), form).then((r) => r.project);
    }
    default:
      return api.post<{ project: Project }>(path(action.id, `/${action.kind}`)).then((r) => r.project);
  }
}

/** Every change of one's own project; the list is updated from the reply. */
export function useProjectAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (project) => {
      client.setQueryData<Project[]>(MY_PROJECTS_KEY, (current) => {
        if (!current) return [project];
        return current.some((p) => p.id === project.id)
          ? current.map((p) => (p.id === project.id ? project : p))
          : [project, ...current];
      });
    },
  });
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id)).then(() => id),
    onSuccess: (id) => {
      client.setQueryData<Project[]>(MY_PROJECTS_KEY, (current) => current?.filter((p) => p.id !== id));
    },
  });
}

/** A reviewer takes a published project off the site, with the reason its owner reads (decision 1051). */
export function useTakeDown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api
        .post<{ project: Project }>(`/api/projects/${encodeURIComponent(id)}/take-down`, { reason })
        .then((r) => r.project),
    onSuccess: (project) => {
      client.setQueryData<Project[]>(ALL_PROJECTS_KEY, (current) =>
        current?.map((p) => (p.id === project.id ? project : p)),
      );
    },
  });
}

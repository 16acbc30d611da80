import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationCard,
  ApplicationListReply,
  BoardReply,
  BulkReply,
  BulkRequest,
  ManagedApplication,
  Note,
  OfferOutcomeReply,
  OfferOutcomeRequest,
  RecruitmentListsReply,
  Stage,
} from '@app/shared';
import { ApiError, api } from '@/lib/api-client';

type AppReply = { success: true; application: ManagedApplication };

export const pipelineKeys = {
  board: (jobId: string) => ['board', jobId] as const,
  list: (filters: Record<string, string>) => ['applications', 'list', filters] as const,
  one: (id: string) => ['applications', 'one', id] as const,
  notes: (id: string) => ['applications', 'notes', id] as const,
};

export function useBoard(jobId: string) {
  return useQuery({
    queryKey: pipelineKeys.board(jobId),
    queryFn: () => api.get<BoardReply>(`/api/jobs/${jobId}/board`),
  });
}

/**
 * Moves a card between the board's columns in the cached reply; `updatedAt`, the server's time of the move, is when
 * the card entered its new stage (the card's "days in this stage").
 */
export function moveOnBoard(
  board: BoardReply,
  card: ApplicationCard,
  to: Stage,
  updatedAt?: string,
): BoardReply {
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.stage === card.stage && column.stage !== to) {
        return {
          ...column,
          total: Math.max(0, column.total - 1),
          applications: column.applications.filter((a) => a.id !== card.id),
        };
      }
      if (column.stage === to && card.stage !== to) {
        return {
          ...column,
          total: column.total + 1,
          applications: [
            { ...card, stage: to, updated_at: updatedAt ?? card.updated_at },
            ...column.applications,
          ],
        };
      }
      return column;
    }),
  };
}

export function useMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, stage, reason }: { id: string; stage: Stage; reason?: string }) =>
      (await api.post<AppReply>(`/api/applications/${id}/move`, reason ? { stage, reason } : { stage }))
        .application,
    onSuccess: (application) => {
      client.setQueryData(pipelineKeys.one(application.id), application);
      void client.invalidateQueries({ queryKey: ['applications', 'list'] });
    },
    onError: (error, { id }) => {
      // Refused because the application changed meanwhile (a teammate moved or rejected it in another tab, the
      // candidate withdrew, it is gone): the board, the list and its page are read again, to show where it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void client.invalidateQueries({ queryKey: ['board'] });
        void client.invalidateQueries({ queryKey: ['applications', 'list'] });
        void client.invalidateQueries({ queryKey: pipelineKeys.one(id) });
      }
    },
  });
}

/** The rejection reasons and candidate sources an administrator keeps in the settings (decisions 402, 429). */
export function useRecruitmentLists(enabled: boolean) {
  return useQuery({
    queryKey: ['recruitment', 'lists'],
    queryFn: async () => (await api.get<RecruitmentListsReply>('/api/recruitment/lists')).lists,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useApplications(filters: Record<string, string>) {
  return useQuery({
    queryKey: pipelineKeys.list(filters),
    queryFn: () => api.get<ApplicationListReply>(`/api/applications?${new URLSearchParams(filters)}`),
  });
}

export function useBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkRequest) => api.post<BulkReply>('/api/applications/bulk', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['applications', 'list'] }),
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: pipelineKeys.one(id),
    queryFn: async () => (await api.get<AppReply>(`/api/applications/${id}`)).application,
  });
}

export function useRate(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rating: number | null) =>
      (await api.patch<AppReply>(`/api/applications/${id}/rating`, { rating })).application,
    onSuccess: (application) => client.setQueryData(pipelineKeys.one(id), application),
  });
}

export function useNotes(id: string) {
  return useQuery({
    queryKey: pipelineKeys.notes(id),
    queryFn: async () =>
      (await api.get<{ success: true; notes: Note[] }>(`/api/applications/${id}/notes`)).notes,
  });
}

export function useAddNote(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) =>
      (await api.post<{ success: true; note: Note }>(`/api/applications/${id}/notes`, { body })).note,
    onSuccess: (note) =>
      client.setQueryData<Note[]>(pipelineKeys.notes(id), (notes) => [...(notes ?? []), note]),
  });
}

/** Records the candidate's answer to an offer (issue 11, decision 912); the page shows it at once. */
export function useOfferOutcome(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferOutcomeRequest) =>
      (await api.put<OfferOutcomeReply>(`/api/applications/${id}/offer-outcome`, body)).offer,
    onSuccess: ({ outcome, reason, at }) =>
      client.setQueryData<ManagedApplication>(pipelineKeys.one(id), (application) =>
        application ? { ...application, offer: { outcome, reason, at } } : application,
      ),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackRequest,
  Interview,
  InterviewListReply,
  InterviewRequest,
  InterviewerChoicesReply,
} from '@app/shared';
import { api } from '@/lib/api-client';

type InterviewReply = { success: true; interview: Interview };

export function useInterviews(from: string, to: string) {
  return useQuery({
    queryKey: ['interviews', from, to],
    queryFn: async () =>
      (await api.get<InterviewListReply>(`/api/interviews?${new URLSearchParams({ from, to })}`)).interviews,
  });
}

/** Interviews still to come from `from` on, scheduled only: the caller's own when it only sits on interviews. */
export function useUpcomingInterviews(from: string) {
  return useQuery({
    queryKey: ['interviews', 'upcoming', from],
    queryFn: async () =>
      (
        await api.get<InterviewListReply>(
          `/api/interviews?${new URLSearchParams({ from, status: 'scheduled' })}`,
        )
      ).interviews,
  });
}

/** Who may be named as interviewer on an application (the server's rule), searched by name or e-mail. */
export function useInterviewerChoices(applicationId: string, q: string) {
  return useQuery({
    queryKey: ['interviews', 'interviewers', applicationId, q],
    queryFn: async () =>
      (
        await api.get<InterviewerChoicesReply>(
          `/api/applications/${applicationId}/interviewers${q ? `?${new URLSearchParams({ q })}` : ''}`,
        )
      ).interviewers,
    enabled: applicationId !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return (interview: Interview) => {
    void client.invalidateQueries({ queryKey: ['interviews'] });
    void client.invalidateQueries({ queryKey: ['applications', 'one', interview.application_id] });
    void client.invalidateQueries({ queryKey: ['applications', 'list'] });
  };
}

/** Schedules on an application, or reschedules an existing interview (PUT). */
export function useSaveInterview(target: { applicationId: string } | { interviewId: string }) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: InterviewRequest) =>
      ('interviewId' in target
        ? await api.put<InterviewReply>(`/api/interviews/${target.interviewId}`, body)
        : await api.post<InterviewReply>(`/api/applications/${target.applicationId}/interviews`, body)
      ).interview,
    onSuccess: refresh,
  });
}

export function useCancelInterview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<InterviewReply>(`/api/interviews/${id}/cancel`)).interview,
    onSuccess: refresh,
  });
}

export function useFeedback(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: FeedbackRequest) =>
      (await api.put<InterviewReply>(`/api/interviews/${id}/feedback`, body)).interview,
    onSuccess: refresh,
  });
}

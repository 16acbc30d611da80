import { useQuery } from '@tanstack/react-query';
import type { AnalyticsOptionsReply, AnalyticsReply, AnalyticsReport, DrillReply } from '@app/shared';
import { api } from '@/lib/api-client';
import { downloadCv } from '@/lib/download-cv';

export type Params = Record<string, string | undefined>;

export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const useAnalyticsOptions = (params: Params) =>
  useQuery({
    queryKey: ['analytics', 'options', params.company_id ?? null],
    queryFn: ({ signal }) =>
      api.get<AnalyticsOptionsReply>(`/api/analytics${queryString({ company_id: params.company_id })}`, {
        signal,
      }),
  });

export const useReport = (report: AnalyticsReport, params: Params, enabled: boolean) =>
  useQuery({
    queryKey: ['analytics', report, params],
    queryFn: ({ signal }) =>
      api.get<AnalyticsReply>(`/api/analytics/${report}${queryString(params)}`, { signal }),
    enabled,
    retry: false,
  });

export const useDrill = (params: Params | null) =>
  useQuery({
    queryKey: ['analytics', 'applications', params],
    queryFn: ({ signal }) =>
      api.get<DrillReply>(`/api/analytics/applications${queryString(params ?? {})}`, { signal }),
    enabled: params !== null,
    retry: false,
  });

/** The CSV needs the bearer token: fetched with it and handed to the browser as a file. */
export const downloadReportCsv = (report: AnalyticsReport, params: Params, from: string, to: string) =>
  downloadCv(`/api/analytics/${report}/export${queryString(params)}`, `${report}-${from}-${to}.csv`);

/** How many postings the posting picker lists for what is typed (decision 1074). */
export const POSTING_CHOICES = 20;

/** The postings whose title holds `q` (folded on the server), in the caller's scope (decision 1074). */
export const usePostingSearch = (companyId: string | undefined, q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['analytics', 'postings', companyId ?? null, q],
    queryFn: ({ signal }) =>
      api.get<AnalyticsOptionsReply>(
        `/api/analytics${queryString({ company_id: companyId, q, limit: String(POSTING_CHOICES) })}`,
        { signal },
      ),
    enabled,
    placeholderData: (previous) => previous,
  });

/** The selected posting's title, however old the posting: the server lists the selected one first. */
export const usePostingTitle = (companyId: string | undefined, jobId: string | undefined) =>
  useQuery({
    queryKey: ['analytics', 'posting', companyId ?? null, jobId ?? null],
    queryFn: ({ signal }) =>
      api.get<AnalyticsOptionsReply>(
        `/api/analytics${queryString({ company_id: companyId, job_id: jobId, limit: '1' })}`,
        {
          signal,
        },
      ),
    enabled: Boolean(jobId),
    select: (reply) => reply.postings.find((p) => p.id === jobId)?.title,
  });

import type {
  Job,
  JobCitiesReply,
  JobListReply,
  JobReply,
  MyApplication,
  RelatedJobsReply,
  SavedJobsReply,
} from '@app/shared';
import { api, apiRequest, apiUpload } from '@/lib/api-client';
import { BOARD_PAGE_SIZE } from './format';
import type { BoardFilters } from './filters';
import { toApiQuery } from './filters';

/** GET /api/jobs: spec §2's filters, applied on the server, one page at a time. */
export function searchJobs(
  filters: BoardFilters,
  page: number,
  signal?: AbortSignal,
  pageSize = BOARD_PAGE_SIZE,
): Promise<JobListReply> {
  return api.get<JobListReply>(jobSearchPath(filters, page, pageSize), { signal });
}

/** The address of one page of the board (also the key of a server-rendered page's data). */
export const jobSearchPath = (filters: BoardFilters, page: number, pageSize = BOARD_PAGE_SIZE) =>
  `/api/jobs?${toApiQuery(filters, page, pageSize).toString()}`;

export const jobPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}`;
export const CITIES_PATH = '/api/jobs/cities';
export const relatedJobsPath = (id: string) => `/api/jobs/${encodeURIComponent(id)}/related`;

/** The signed-in user's own applications, as a job seeker. */
export const listMyApplications = (signal?: AbortSignal) =>
  api
    .get<{ applications: MyApplication[] }>('/api/me/applications', { signal })
    .then((reply) => reply.applications);

/** The public detail (counts one view on the server). */
export const getJob = (id: string, signal?: AbortSignal) =>
  api.get<JobReply>(jobPath(id), { signal }).then((reply) => reply.job);

/** The open postings' cities with their counts, most postings first. */
export const listCities = (signal?: AbortSignal) =>
  api.get<JobCitiesReply>(CITIES_PATH, { signal }).then((reply) => reply.cities);

/** Similar open postings and the company's other open postings. */
export const getRelatedJobs = (id: string, signal?: AbortSignal) =>
  api.get<RelatedJobsReply>(relatedJobsPath(id), { signal });

export const listSavedJobs = (signal?: AbortSignal) =>
  api.get<SavedJobsReply>('/api/me/saved-jobs', { signal }).then((reply) => reply.jobs);

export const saveJob = (id: string) =>
  apiRequest<unknown>(`/api/me/saved-jobs/${encodeURIComponent(id)}`, { method: 'PUT' });

export const unsaveJob = (id: string) =>
  apiRequest<unknown>(`/api/me/saved-jobs/${encodeURIComponent(id)}`, { method: 'DELETE' });

type ApplyReply = { success: true; application: MyApplication };

/** Applies with an uploaded file (multipart) or with the profile's default CV (JSON); `source`: decision 901. */
export function applyToJob(
  jobId: string,
  coverLetter: string,
  cv: File | null,
  source?: string,
): Promise<MyApplication> {
  const path = `/api/jobs/${encodeURIComponent(jobId)}/applications`;
  if (cv) {
    const form = new FormData();
    form.append('cover_letter', coverLetter);
    if (source) form.append('source', source);
    form.append('cv', cv, cv.name);
    return apiUpload<ApplyReply>(path, form).then((reply) => reply.application);
  }
  return api
    .post<ApplyReply>(path, { cover_letter: coverLetter, ...(source ? { source } : {}) })
    .then((reply) => reply.application);
}

export type { Job };

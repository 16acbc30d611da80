import { useQuery } from '@tanstack/react-query';
import type { CandidateProfile, CvFile } from '@app/shared';
import { api, apiRequest, apiUpload } from '@/lib/api-client';
import type { ProfileRequestBody } from './profile-form';

export const PROFILE_KEY = ['me', 'candidate-profile'] as const;

type ProfileReply = { success: true; profile: CandidateProfile };

export function useCandidateProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) =>
      api.get<ProfileReply>('/api/me/candidate-profile', { signal }).then((reply) => reply.profile),
  });
}

export const putProfile = (body: ProfileRequestBody & { default_cv_id?: string | null }) =>
  apiRequest<ProfileReply>('/api/me/candidate-profile', { method: 'PUT', body }).then(
    (reply) => reply.profile,
  );

export function uploadCv(file: File): Promise<CvFile> {
  const form = new FormData();
  form.append('cv', file, file.name);
  return apiUpload<{ success: true; cv: CvFile }>('/api/me/cvs', form).then((reply) => reply.cv);
}

/** The saved profile as a request body, so changing only the default CV keeps everything else. */
export const bodyOf = (profile: CandidateProfile): ProfileRequestBody => ({
  headline: profile.headline,
  phone: profile.phone,
  location: profile.location,
  skills: profile.skills,
  years_experience: profile.years_experience,
  open_to_employers: profile.open_to_employers,
});

import type { FieldErrors, Resolver } from 'react-hook-form';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { candidateProfileRequest } from '@app/shared';
import type { CandidateProfile } from '@app/shared';
import type { z } from 'zod';

/** What the inputs hold: text as typed; skills comma-separated. */
export type ProfileFormValues = {
  headline: string;
  phone: string;
  location: string;
  skills: string;
  years_experience: string;
  open_to_employers: boolean;
};
export type ProfileRequestBody = z.output<typeof candidateProfileRequest>;

export const FIELDS: ReadonlyArray<keyof ProfileFormValues> = [
  'headline',
  'phone',
  'location',
  'skills',
  'years_experience',
  'open_to_employers',
];

export const YEARS_MESSAGE = msg`Enter whole years from 0 to 60`;
// A skill over its length, named as such (the contract says "At most 50 characters" of the item): decision 1221's
// words. The list's own count is the contract's "At most 50 skills".
export const SKILL_MESSAGE = msg`At most 50 characters per skill`;

export const splitSkills = (text: string) =>
  text
    .split(',')
    .map((skill) => skill.trim())
    .filter(Boolean);

export function toFormValues(profile: CandidateProfile): ProfileFormValues {
  return {
    headline: profile.headline,
    phone: profile.phone ?? '',
    location: profile.location,
    skills: profile.skills.join(', '),
    years_experience: profile.years_experience === null ? '' : String(profile.years_experience),
    open_to_employers: profile.open_to_employers,
  };
}

/** The request body the inputs stand for (before validation). */
export function toRequestInput(values: ProfileFormValues) {
  const years = values.years_experience.trim();
  return {
    headline: values.headline,
    phone: values.phone.trim() ? values.phone : null,
    location: values.location,
    skills: splitSkills(values.skills),
    years_experience: years === '' ? null : /^\d+$/.test(years) ? Number(years) : Number.NaN,
    open_to_employers: values.open_to_employers,
  };
}

/** The field a server or schema path belongs to ("skills.3" → skills; the CV id → null). */
export function fieldOf(path: string): keyof ProfileFormValues | null {
  const head = path.split('.')[0] as keyof ProfileFormValues;
  return FIELDS.includes(head) ? head : null;
}

// A refusal of one skill (its path is "skills.3") names the skill; the list's own refusals are the contract's.
const friendly = (field: keyof ProfileFormValues, path: PropertyKey[], message: string) =>
  field === 'years_experience'
    ? i18n._(YEARS_MESSAGE)
    : field === 'skills' && path.length > 1
      ? i18n._(SKILL_MESSAGE)
      : message;

// The form's own messages in the language active when it validates; the shared schema's (English-keyed)
// messages are translated where they are shown.
/** react-hook-form validation by the shared contract's schema (packages/shared candidateProfileRequest). */
export const profileResolver: Resolver<ProfileFormValues, unknown, ProfileRequestBody> = (values) => {
  const result = candidateProfileRequest.safeParse(toRequestInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<ProfileFormValues> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (!field || errors[field]) continue;
    errors[field] = { type: issue.code, message: friendly(field, issue.path, issue.message) };
  }
  return { values: {}, errors };
};

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Enumerations the candidate reads, as messages (shown with `i18n._`).

/** The pipeline's stages, one list for every screen (src/lib). */
export { STAGE_NAMES as STAGE_LABELS } from '@/lib/recruitment-labels';

/** How an interview takes place. */
export const INTERVIEW_TYPE: Record<string, MessageDescriptor> = {
  phone: msg`Phone`,
  video: msg`Video`,
  onsite: msg`On-site`,
};

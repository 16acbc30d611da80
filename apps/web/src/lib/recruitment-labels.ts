import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Stage } from '@app/shared';

/**
 * The pipeline's stages as messages, one list for every screen (the spec's English words are STAGE_LABELS in
 * @app/shared): show one with `i18n._(STAGE_NAMES[stage])`. The context keeps them apart from the same English
 * words used elsewhere ("Interview" the noun, "Applied" a date label).
 */
export const STAGE_NAMES: Record<Stage, MessageDescriptor> = {
  applied: msg({ context: 'stage', message: 'Applied' }),
  screening: msg({ context: 'stage', message: 'Screening' }),
  interview: msg({ context: 'stage', message: 'Interview' }),
  offer: msg({ context: 'stage', message: 'Offer' }),
  hired: msg({ context: 'stage', message: 'Hired' }),
  rejected: msg({ context: 'stage', message: 'Rejected' }),
  withdrawn: msg({ context: 'stage', message: 'Withdrawn' }),
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InterviewType } from '@app/shared';

/** The interview kinds as messages: show one with `i18n._(TYPE_LABELS[type])`. */
export const TYPE_LABELS: Record<InterviewType, MessageDescriptor> = {
  phone: msg({ context: 'interview type', message: 'Phone' }),
  video: msg({ context: 'interview type', message: 'Video' }),
  onsite: msg({ context: 'interview type', message: 'On-site' }),
};

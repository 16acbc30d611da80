import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Messages: shown with `i18n._` in the active language. */
export type FaqEntry = { id: number; question: MessageDescriptor; answer: MessageDescriptor };

/** Spec §2: the four FAQ entries of /contact. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 1,
    question: msg`How can I contribute to DotTrip projects?`,
    answer: msg`Pick an issue labelled “good first issue” on our GitHub organisation, fork the repository and open a pull request. Maintainers review every contribution.`,
  },
  {
    id: 2,
    question: msg`Are your projects free to use?`,
    answer: msg`Yes. All our projects are open source and free to use, modify and distribute under their licences.`,
  },
  {
    id: 3,
    question: msg`Do you offer commercial support?`,
    answer: msg`We offer support plans for teams running our software in production. Write to us for details.`,
  },
  {
    id: 4,
    question: msg`How quickly will you answer my message?`,
    answer: msg`We usually reply within two working days.`,
  },
];

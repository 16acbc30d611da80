export type FaqEntry = { question: string; answer: string };

/** Spec §2: the four FAQ entries of /contact. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'How can I contribute to DotTrip projects?',
    answer:
      'Pick an issue labelled “good first issue” on our GitHub organisation, fork the repository and open a pull request. Maintainers review every contribution.',
  },
  {
    question: 'Are your projects free to use?',
    answer:
      'Yes. All our projects are open source and free to use, modify and distribute under their licences.',
  },
  {
    question: 'Do you offer commercial support?',
    answer: 'We offer support plans for teams running our software in production. Write to us for details.',
  },
  {
    question: 'How quickly will you answer my message?',
    answer: 'We usually reply within two working days.',
  },
];

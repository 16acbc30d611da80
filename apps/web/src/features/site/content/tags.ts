import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Project tags are names of technologies (React, Go, CLI …) and read the same in every language;
 * the few that are ordinary words are shown translated. The tag itself stays the filter's value
 * (`?tag=Design`), so a shared address works whatever the reader's language.
 */
const TAG_LABELS: Partial<Record<string, MessageDescriptor>> = {
  Accessibility: msg`Accessibility`,
  Analytics: msg`Analytics`,
  Data: msg`Data`,
  Design: msg`Design`,
  Maps: msg`Maps`,
};

/** The tag as shown in the active language. */
export function tagLabel(i18n: I18n, tag: string): string {
  const label = TAG_LABELS[tag];
  return label ? i18n._(label) : tag;
}

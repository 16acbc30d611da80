import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Issue 5 / decision 204: a CV is a PDF or a DOCX of at most 5 MB (the server checks the content). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A quick check before uploading: the name's extension and the size. Null when it looks fine; otherwise the
 * problem in the active language.
 */
export function cvFileProblem(file: File): string | null {
  if (!/\.(pdf|docx)$/i.test(file.name)) return i18n._(msg`Choose a PDF or Word (.docx) file.`);
  if (file.size > CV_MAX_BYTES) return i18n._(msg`The CV is larger than 5 MB. Choose a smaller file.`);
  if (file.size === 0) return i18n._(msg`This file is empty.`);
  return null;
}

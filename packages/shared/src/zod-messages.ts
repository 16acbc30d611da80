import type { z } from 'zod';
import { i18nText } from './i18n/mark';
import { i18nFormat } from './i18n/text';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/**
 * The catalog's words for the refusals a schema field gives no message of its own (decision 1181): zod's defaults
 * ("Too big: expected string to have <=500 characters") are English and name its internals. Set for the whole
 * contract by ./zod.ts, so the server's replies and the web's forms say the same, in the reader's language; a
 * field's own message still comes first. Anything not listed here is left to zod (the server registers zod's
 * Vietnamese locale for those).
 */
export function sharedZodMessage(issue: Issue): string | undefined {
  if (issue.code === 'invalid_format') {
    if (issue.format === 'uuid') return i18nText('Not a valid id');
    if (issue.format === 'email') return i18nText('Please enter a valid email address');
    if (issue.format === 'url') return i18nText('Must be an http(s) URL');
    return undefined;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'number' && Number.isNaN(issue.input)) {
    return i18nText('Enter a number');
  }
  // Bounds in words a reader uses (zod's own keep "number" and "string" in English in its Vietnamese texts).
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.inclusive !== false) {
    const small = issue.code === 'too_small';
    const bound = Number(small ? issue.minimum : issue.maximum);
    if (issue.origin === 'number') {
      return small
        ? i18nFormat('Enter a number of at least {bound}', { bound: String(bound) })
        : i18nFormat('Enter a number of at most {bound}', { bound: String(bound) });
    }
    if (issue.origin === 'string') {
      return small
        ? i18nFormat(
            '{bound, plural, one {Enter at least # character} other {Enter at least # characters}}',
            {
              bound,
            },
          )
        : i18nFormat('{bound, plural, one {Enter at most # character} other {Enter at most # characters}}', {
            bound,
          });
    }
    if (issue.origin === 'array' || issue.origin === 'set') {
      return small
        ? i18nFormat('{bound, plural, one {Choose at least # item} other {Choose at least # items}}', {
            bound,
          })
        : i18nFormat('{bound, plural, one {Choose at most # item} other {Choose at most # items}}', {
            bound,
          });
    }
  }
  return undefined;
}

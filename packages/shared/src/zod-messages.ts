import type { z } from 'zod';
import { i18nText } from './i18n/mark';
import type { MessageValues } from './i18n/mark';
import { remember } from './i18n/translate';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

// Without i18nFormat (./i18n/text.ts): its message compiler would follow zod.ts into every page that uses a schema,
// the public ones included (apps/web/build/public-chunks.ts). The English is written here; `remember` lets
// translateText format the marked id again in the reader's language, as i18nFormat does.
const count = (n: number) => new Intl.NumberFormat('en').format(n);
function formatted(id: string, values: MessageValues, english: string): string {
  remember(english, { id, values });
  return english;
}
const plural = (id: string, bound: number, one: string, other: string) =>
  formatted(id, { bound }, bound === 1 ? one : other.replace('#', count(bound)));

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
  // `.int()` refuses 1.5 as a wrong type ("expected int, received number").
  if (issue.code === 'invalid_type' && issue.expected === 'int' && typeof issue.input === 'number') {
    return i18nText('Enter a whole number');
  }
  // Bounds in words a reader uses (zod's own keep "number" and "string" in English in its Vietnamese texts).
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.inclusive !== false) {
    const small = issue.code === 'too_small';
    const bound = Number(small ? issue.minimum : issue.maximum);
    if (issue.origin === 'number') {
      return small
        ? formatted(
            i18nText('Enter a number of at least {bound}'),
            { bound: String(bound) },
            `Enter a number of at least ${bound}`,
          )
        : formatted(
            i18nText('Enter a number of at most {bound}'),
            { bound: String(bound) },
            `Enter a number of at most ${bound}`,
          );
    }
    if (issue.origin === 'string') {
      return small
        ? plural(
            i18nText('{bound, plural, one {Enter at least # character} other {Enter at least # characters}}'),
            bound,
            'Enter at least 1 character',
            'Enter at least # characters',
          )
        : plural(
            i18nText('{bound, plural, one {Enter at most # character} other {Enter at most # characters}}'),
            bound,
            'Enter at most 1 character',
            'Enter at most # characters',
          );
    }
    if (issue.origin === 'array' || issue.origin === 'set') {
      return small
        ? plural(
            i18nText('{bound, plural, one {Choose at least # item} other {Choose at least # items}}'),
            bound,
            'Choose at least 1 item',
            'Choose at least # items',
          )
        : plural(
            i18nText('{bound, plural, one {Choose at most # item} other {Choose at most # items}}'),
            bound,
            'Choose at most 1 item',
            'Choose at most # items',
          );
    }
  }
  return undefined;
}

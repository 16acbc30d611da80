import type { z } from 'zod';
import { i18nText } from './i18n/mark';
import {
  atLeastCharacters,
  atLeastItems,
  atLeastNumber,
  atMostCharacters,
  atMostItems,
  atMostNumber,
} from './limit-messages';
import type { ListNoun, NumberUnit } from './limit-messages';

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
  // `.int()` refuses 1.5 as a wrong type ("expected int, received number").
  if (issue.code === 'invalid_type' && issue.expected === 'int' && typeof issue.input === 'number') {
    return i18nText('Enter a whole number');
  }
  // Bounds in words a reader uses (zod's own keep "number" and "string" in English in its Vietnamese texts), one
  // wording per kind (./limit-messages.ts, decision 1221).
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.inclusive !== false) {
    const small = issue.code === 'too_small';
    const bound = Number(small ? issue.minimum : issue.maximum);
    // `int` is zod's safe-integer range of `.int()` (±9,007,199,254,740,991), checked before the field's own bound.
    if (issue.origin === 'number' || issue.origin === 'int') {
      return small ? atLeastNumber(bound) : atMostNumber(bound);
    }
    if (issue.origin === 'string') return small ? atLeastCharacters(bound) : atMostCharacters(bound);
    if (issue.origin === 'array' || issue.origin === 'set') {
      return small ? atLeastItems(bound) : atMostItems(bound);
    }
  }
  return undefined;
}

/**
 * zod's `error` for a bound of a field that has a message of its own (`z.string({ error })`, which zod would also
 * give a too-long value): the bound in the contract's words all the same, made at each refusal (decision 1221).
 */
export const inLimitWords = { error: (issue: Issue) => sharedZodMessage(issue) };

/** As `inLimitWords`, for a list whose entries have a name of their own: "At most 10 tags". */
export const listLimit = (noun: ListNoun) => ({
  error: (issue: Issue) =>
    issue.code === 'too_big' && issue.origin === 'array'
      ? atMostItems(Number(issue.maximum), noun)
      : sharedZodMessage(issue),
});

/** As `inLimitWords`, for a number with a unit: "At most 1,000,000,000 VND". */
export const numberLimit = (unit: NumberUnit) => ({
  error: (issue: Issue) =>
    (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number'
      ? issue.code === 'too_big'
        ? atMostNumber(Number(issue.maximum), unit)
        : atLeastNumber(Number(issue.minimum), unit)
      : sharedZodMessage(issue),
});

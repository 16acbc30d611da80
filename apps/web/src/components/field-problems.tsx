import { useState } from 'react';
import type { ZodType } from 'zod';
import { translateText } from '@/lib/i18n';

/**
 * A form checked in the page, in its language, before anything is sent (decisions 1178, 1182): the form is
 * `noValidate` (the browser's bubbles speak the browser's language and are missed on a phone), each field's first
 * problem is said under it, the field is `aria-invalid` and described by it, and the focus goes to the first one.
 *
 * `ids` names each field's control; the message's id is the control's with `-error`. Messages are shared-catalog
 * texts (a schema's, or the server's `errors[field]`), translated when shown.
 */
export function useFieldProblems<F extends string>(ids: Readonly<Record<F, string>>) {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const fields = Object.keys(ids) as F[];

  /** Shows `found` (field → message); focuses the first field with one. True when there is none. */
  const report = (found: Partial<Record<F, string>>): boolean => {
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
    return first === undefined;
  };

  /** Parses `value` with `schema` and reports the first problem of each listed field. True when it passes. */
  const check = (schema: ZodType, value: unknown): boolean => {
    const found: Partial<Record<F, string>> = {};
    for (const issue of schema.safeParse(value).error?.issues ?? []) {
      const field = issue.path[0] as F;
      if (fields.includes(field)) found[field] ??= issue.message;
    }
    return report(found);
  };

  /** The field's message: the page's check first, else the server's (`errors[field]`). */
  const message = (field: F, server?: Partial<Record<string, string[]>>) =>
    problems[field] ?? server?.[field]?.[0];

  /** `aria-invalid` and `aria-describedby` for the field's control while it has a problem. */
  const controlProps = (field: F, server?: Partial<Record<string, string[]>>) =>
    message(field, server)
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[field]}-error` }
      : {};

  /** The message under the field, or nothing. */
  const messageFor = (field: F, server?: Partial<Record<string, string[]>>) => (
    <FieldProblem id={`${ids[field]}-error`} message={message(field, server)} />
  );

  const clear = () => setProblems({});

  return { check, report, controlProps, messageFor, clear };
}

/** A field's problem, under it, in the page's language. */
export function FieldProblem({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-200">
      {translateText(message)}
    </p>
  ) : null;
}

/** The field errors of a failed request (the API's `errors`), if any. */
export const serverFieldErrors = (error: unknown): Partial<Record<string, string[]>> =>
  (error as { errors?: Record<string, string[]> } | null)?.errors ?? {};

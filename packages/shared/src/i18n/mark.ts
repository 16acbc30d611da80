// The marker of shared-catalog messages, without dependencies: the web app's first chunk imports it
// (session-messages.ts). Formatting and translating are in ./text.ts.

declare const messageBrand: unique symbol;
/** An English text of the shared catalog, or a text formatted from one: what the API may send as a message. */
export type Message = string & { readonly [messageBrand]: true };

export type MessageValues = Record<string, string | number>;

/** Ids marked with i18nText: a value of a formatted message that is one of them is translated too. */
const known = new Set<string>();

/** Marks an English text (a string literal: `lingui extract` reads it) as a message of the shared catalog. */
export function i18nText<const T extends string>(id: T): T & Message {
  known.add(id);
  return id as T & Message;
}

export const isMarked = (text: string): boolean => known.has(text);

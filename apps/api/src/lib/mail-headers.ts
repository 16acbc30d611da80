/**
 * Values that become mail header fields (decision 300). A CR or LF in a subject, a display name or a file name would
 * end the header and start another (`Bcc:`), so every line break becomes a space and other controls go; nodemailer
 * then encodes non-ASCII text (RFC 2047) and quotes display names itself.
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** One line of header text: line breaks as spaces, other controls removed, runs of spaces collapsed, trimmed. */
export function headerText(value: string, max = 250): string {
  const line = value
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, ' ')
    .replace(CONTROLS, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A mailbox for nodemailer: a display name it will quote or encode, and the address alone. */
export function mailbox(name: string, address: string): { name: string; address: string } {
  return { name: headerText(name, 100), address: address.replace(CONTROLS, '').replace(/[\s<>"]/g, '') };
}

/** An attachment's file name in Content-Disposition: one line, no quotes or path separators. */
export function attachmentName(filename: string): string {
  return headerText(filename, 150).replace(/["\\/]/g, '_') || 'attachment';
}

/** Header names a mail may add (RFC 8058's one-click unsubscribe); any other name is dropped. */
const EXTRA_HEADER_NAMES = new Set(['List-Unsubscribe', 'List-Unsubscribe-Post']);

/** Extra header fields: only the allowed names, each value one line of header text. */
export function extraHeaders(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (EXTRA_HEADER_NAMES.has(name)) out[name] = headerText(value, 900);
  }
  return out;
}

import type { FastifyReply } from 'fastify';

/** A stored file as a download route sends it. */
export type DownloadFile = { type: string; name: string; data: Buffer | Uint8Array };

/**
 * A file name as RFC 5987 writes it in `filename*`: UTF-8, percent-encoded, the characters `encodeURIComponent` leaves
 * but the header may not hold (the `'` that ends the charset, brackets, `*`, `!`) encoded too.
 */
export const headerFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Sends a stored file to be saved, never shown: its type as detected at upload and never sniffed, its name in UTF-8
 * (RFC 6266 `filename*`), and kept out of shared caches. CVs, message attachments and support files go this way.
 */
export function sendDownload(reply: FastifyReply, file: DownloadFile): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `attachment; filename*=UTF-8''${headerFileName(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

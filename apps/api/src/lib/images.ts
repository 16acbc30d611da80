import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, i18nFormat, i18nText } from '@app/shared';
import type { ImageExtension } from '@app/shared';
import type { AppContext } from '../context';
import { HttpError, badRequest, unprocessable } from './errors';
import { storageFor } from './storage';

/**
 * Uploaded images (project pictures, blog covers; decision 702): the CV rules applied to pictures. The type is
 * judged by the bytes, never by the name or the declared type; PNG, JPEG, WebP and GIF only (no SVG: it can carry
 * script); at most IMAGE_MAX_BYTES (the multipart limit cuts the upload off there). Files go through the storage
 * interface under a new random key whose extension is the detected type.
 */

export function detectImageType(data: Buffer): ImageExtension | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'gif';
  return null;
}

export const imageContentType = (key: string): string | null => {
  const ext = key.slice(key.lastIndexOf('.') + 1) as ImageExtension;
  return IMAGE_TYPES[ext] ?? null;
};

const MB = 1024 * 1024;

/** The one image file of a multipart request (field `image`), or a 4xx that says what is wrong. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw unprocessable(i18nText('Upload the image as multipart/form-data in the field "image".'), {
      image: [i18nText('A file is required')],
    });
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') data = bytes;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(
        413,
        i18nFormat('The image is larger than {size} MB.', { size: IMAGE_MAX_BYTES / MB }),
        'PAYLOAD_TOO_LARGE',
      );
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw unprocessable(i18nText('Send one image with the form.'), { image: [i18nText('One file only')] });
    if (error instanceof HttpError) throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest(
      i18nText(
        'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
      ),
    );
  }
  if (!data)
    throw unprocessable(i18nText('Attach the image in the field "image".'), {
      image: [i18nText('A file is required')],
    });
  return data;
}

/** Checks the bytes and stores them; returns the new key. */
export async function storeImage(ctx: AppContext, data: Buffer): Promise<string> {
  const type = detectImageType(data);
  if (!type)
    throw unprocessable(
      i18nText('The image must be a PNG, JPEG, WebP or GIF file; this file is none of them.'),
      {
        image: [i18nText('The image must be a PNG, JPEG, WebP or GIF file; this file is none of them.')],
      },
    );
  return storageFor(ctx.config).put(data, type);
}

/** Removes a stored image, ignoring a failure (a file left behind is only space). */
export async function discardImage(ctx: AppContext, key: string | null | undefined): Promise<void> {
  if (!key) return;
  await storageFor(ctx.config)
    .delete(key)
    .catch(() => undefined);
}

/** The multipart plugin's limits for an image route. */
export const IMAGE_MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 };

export const imageUploadDocs = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            image: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `PNG, JPEG, WebP or GIF, at most ${IMAGE_MAX_BYTES / MB} MB.`,
            },
          },
          required: ['image'],
        },
      },
    },
  },
  responses: { 413: { description: 'The image is larger than the limit.' } },
};

/** The reply's description of an image download. */
export const imageDownloadDocs = {
  responses: {
    200: {
      description: 'The image.',
      content: Object.fromEntries(
        Object.values(IMAGE_TYPES).map((type) => [
          type,
          { schema: { type: 'string', contentMediaType: type } },
        ]),
      ),
    },
  },
};

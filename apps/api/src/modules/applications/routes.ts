import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyRequest,
  candidateProfileReply,
  candidateProfileRequest,
  COVER_LETTER_MAX,
  CV_MAX_BYTES,
  CV_TYPES,
  cvListReply,
  cvReply,
  i18nFormat,
  i18nText,
  idParams,
  myApplicationReply,
  myApplicationsReply,
  withdrawRequest,
} from '@app/shared';
import type { Message } from '@app/shared';
import { requireAuth } from '../../auth/guard';
import type { AppContext } from '../../context';
import { HttpError, badRequest, unprocessable } from '../../lib/errors';
import type { OpenApiExtras } from '../../lib/openapi';
import { limitExpensive } from '../../lib/rate-limit';
import { findNul, nulCharacterError } from '../../lib/text-input';
import * as service from './service';
import type { Upload } from './service';
import { sendDownload } from '../../lib/download';

const MB = 1024 * 1024;

/** The multipart form of an upload, for the API's description (decision 521). */
const cvPart = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
  description: `The CV: PDF or DOCX, at most ${CV_MAX_BYTES / MB} MB.`,
};
const uploadDocs: OpenApiExtras = {
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { cv: cvPart }, required: ['cv'] },
      },
    },
  },
};
const applyBody = z.toJSONSchema(applyRequest, { target: 'draft-2020-12', io: 'input' });
delete applyBody.$schema;
const applyDocs: OpenApiExtras = {
  requestBody: {
    description:
      'JSON with a CV uploaded before (or the profile’s default CV), or multipart/form-data with the CV in the field `cv`.',
    content: {
      'application/json': { schema: applyBody },
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: { cover_letter: { type: 'string', maxLength: COVER_LETTER_MAX }, cv: cvPart },
        },
      },
    },
  },
  responses: {
    413: { description: 'The CV is larger than the limit.' },
  },
};
const downloadDocs: OpenApiExtras = {
  responses: {
    200: {
      description: 'The CV file, as an attachment.',
      content: Object.fromEntries(
        Object.values(CV_TYPES).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
      ),
    },
  },
};

/**
 * The fields and the one file of a multipart request; a file over the limit is a 413, a body that is
 * not well-formed multipart (cut off, no closing boundary) a 400, a field holding U+0000 a 400.
 */
async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: Upload }> {
  const fields: Record<string, string> = {};
  let file: Upload | undefined;
  let misplaced = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'cv' || part.fieldname === 'file') file = { filename: part.filename, data };
        else misplaced = true;
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        i18nFormat('The CV is larger than {size} MB.', { size: CV_MAX_BYTES / MB }),
        'PAYLOAD_TOO_LARGE',
      );
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw unprocessable(i18nText('Send one CV file with the form.'));
    }
    if (error instanceof HttpError) throw error;
    // Busboy's "Unexpected end of multipart data", a missing boundary, a malformed header: the
    // client's body is broken, nothing was stored (decision 285).
    request.log.info({ err: error }, 'malformed multipart body');
    throw badRequest(
      i18nText(
        'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
      ),
    );
  }
  // A file in another field was meant as the CV: applying with the profile's default instead would drop it unseen.
  if (misplaced) {
    throw unprocessable(i18nText('Attach the CV in the field "cv".'), {
      cv: [i18nText('A file is required')],
    });
  }
  const nul = findNul(fields);
  if (nul !== null) throw nulCharacterError(nul);
  return { fields, file };
}

function parseOrThrow<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } },
): T {
  if (result.success) return result.data;
  // Zod's messages are shared-catalog texts, or its own English ones registered with their translations (lib/i18n.ts).
  const errors: Record<string, Message[]> = {};
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.') || '_'] ??= []).push(issue.message as Message);
  }
  throw unprocessable((result.error.issues[0]?.message as Message) ?? i18nText('Validation error'), errors);
}

export const applicationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });

  app.get(
    '/me/candidate-profile',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read your candidate profile',
        response: { 200: candidateProfileReply },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await service.getProfile(ctx, requireAuth(request).user),
    }),
  );

  app.put(
    '/me/candidate-profile',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Save your candidate profile',
        body: candidateProfileRequest,
        response: { 200: candidateProfileReply },
      },
    },
    async (request) => ({
      success: true as const,
      profile: await service.putProfile(ctx, requireAuth(request).user, request.body),
    }),
  );

  app.post(
    '/me/cvs',
    {
      config: { access: 'authenticated', rateLimited: true, openapi: uploadDocs },
      schema: {
        summary: 'Upload a CV',
        response: { 201: cvReply },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      await limitExpensive(ctx, 'cvUpload', user.id);
      if (!request.isMultipart())
        throw unprocessable(i18nText('Upload the CV as multipart/form-data in the field "cv".'));
      const { file } = await readMultipart(request);
      if (!file)
        throw unprocessable(i18nText('Attach the CV in the field "cv".'), {
          cv: [i18nText('A file is required')],
        });
      return reply.status(201).send({ success: true, cv: await service.storeCv(ctx, user, file) });
    },
  );

  app.get(
    '/me/cvs',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'List your CVs',
        response: { 200: cvListReply },
      },
    },
    async (request) => ({
      success: true as const,
      cvs: await service.listCvs(ctx, requireAuth(request).user),
    }),
  );

  app.get(
    '/cvs/:id',
    {
      config: { access: 'authenticated', openapi: downloadDocs },
      schema: {
        summary: 'Download a CV',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await service.readCv(ctx, requireAuth(request).user, request.params.id);
      return sendDownload(reply, { type: file.contentType, name: file.filename, data: file.data });
    },
  );

  app.get(
    '/applications/:id/cv',
    {
      config: {
        access: { permission: 'application:track', scope: 'applications:read' },
        openapi: downloadDocs,
      },
      schema: {
        summary: 'Download the CV sent with an application',
        description:
          'The file that `cv` of `GET /api/applications/{id}` describes; 404 when the application has none. API keys with `applications:read` download CVs here.',
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await service.readApplicationCv(ctx, requireAuth(request).user, request.params.id);
      return sendDownload(reply, { type: file.contentType, name: file.filename, data: file.data });
    },
  );

  /** JSON {cover_letter, cv_id?}, or multipart with cover_letter and the CV in the `cv` field. */
  app.post(
    '/jobs/:id/applications',
    {
      config: { access: 'authenticated', rateLimited: true, openapi: applyDocs },
      schema: {
        summary: 'Apply to a job',
        params: idParams,
        response: { 201: myApplicationReply },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request).user;
      await limitExpensive(ctx, 'apply', user.id);
      const form = request.isMultipart() ? await readMultipart(request) : undefined;
      const input = parseOrThrow(applyRequest.safeParse(form ? form.fields : (request.body ?? {})));
      // A multipart file is stored only once the application may be made, and removed if it then
      // fails (decision 285).
      const application = await service.apply(ctx, user, request.params.id, input, form?.file);
      return reply.status(201).send({ success: true, application });
    },
  );

  app.get(
    '/me/applications',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'List your applications',
        response: { 200: myApplicationsReply },
      },
    },
    async (request) => ({
      success: true as const,
      applications: await service.myApplications(ctx, requireAuth(request).user),
    }),
  );

  app.get(
    '/me/applications/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Read one of your applications',
        params: idParams,
        response: { 200: myApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await service.myApplication(ctx, requireAuth(request).user, request.params.id),
    }),
  );

  app.post(
    '/me/applications/:id/withdraw',
    {
      config: { access: 'authenticated' },
      schema: {
        summary: 'Withdraw your application',
        params: idParams,
        body: withdrawRequest,
        response: { 200: myApplicationReply },
      },
    },
    async (request) => ({
      success: true as const,
      application: await service.withdraw(
        ctx,
        requireAuth(request).user,
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};

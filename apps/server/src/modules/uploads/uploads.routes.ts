import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '@slidewise/shared/http/pagination';
import { uploadKindSchema, uploadSchema } from '@slidewise/shared/uploads/limits';
import { AppError, notFound } from '../../lib/app-error.js';
import { assertUploadOwner } from './upload.policy.js';
import { presentUpload } from './upload.presenter.js';
import { uploadRepository } from './upload.repository.js';
import type { uploadService } from './upload.service.js';
import type { UploadStorage } from './upload.storage.js';

export interface UploadsRoutesOptions {
  storage: UploadStorage;
  uploads: ReturnType<typeof uploadService>;
}

/** The single file part of a multipart request, or a 422 when there is none. */
export async function filePart(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const part = await request.file();
  if (!part) {
    throw new AppError(422, 'validation_failed', 'Choose a file to upload.', [
      { path: 'file', code: 'required', message: 'Choose a file to upload.' },
    ]);
  }
  return part;
}

export async function uploadsRoutes(app: FastifyInstance, opts: UploadsRoutesOptions) {
  const repository = uploadRepository(app.db.kysely);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idParams = z.object({ id: z.string().min(1).max(64) });

  api.post(
    '/api/v1/uploads',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        querystring: z.object({ kind: z.enum(['image', 'video']) }),
        consumes: ['multipart/form-data'],
        response: { 201: uploadSchema },
      },
    },
    async (request, reply) => {
      const part = await filePart(request);
      const record = await opts.uploads.store(request.user.id, request.query.kind, part.file);
      return reply.status(201).send(presentUpload(record));
    },
  );

  api.get(
    '/api/v1/uploads',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['uploads'],
        querystring: paginationQuerySchema.extend({ kind: uploadKindSchema.optional() }),
        response: { 200: paginatedSchema(uploadSchema) },
      },
    },
    async (request) => {
      const { page, pageSize, kind } = request.query;
      const { items, total } = await repository.listByOwner(request.user.id, kind, page, pageSize);
      return { items: items.map(presentUpload), total, page, pageSize };
    },
  );

  // Files are served to anyone holding the unguessable id (as a CDN would), so a
  // learner can see a leader's slide images; only the owner can list or delete them.
  api.get(
    '/api/v1/uploads/:id',
    { schema: { tags: ['uploads'], params: idParams } },
    async (request, reply) => {
      const record = await repository.findById(request.params.id);
      const file = record && (await opts.storage.open(record.storageKey));
      if (!record || !file) throw notFound('File');
      return reply
        .header('content-type', record.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );

  api.delete(
    '/api/v1/uploads/:id',
    { preHandler: app.requireUser, schema: { tags: ['uploads'], params: idParams } },
    async (request, reply) => {
      const record = await repository.findById(request.params.id);
      assertUploadOwner(record, request.user.id);
      await opts.uploads.remove(record);
      return reply.status(204).send();
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from '@slidewise/shared/http/pagination';
import { uploadKindSchema, uploadSchema } from '@slidewise/shared/uploads/limits';
import { AppError, notFound } from '../../lib/app-error.js';
import { assertUploadOwner } from './upload.policy.js';
import { presentUpload } from './upload.presenter.js';
import { uploadRepository } from './upload.repository.js';
import type { uploadService } from './upload.service.js';
import type { ByteRange, UploadStorage } from './upload.storage.js';

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
      if (!record) throw notFound('File');
      const range = requestedRange(request.headers.range, record.size);
      const stream = await opts.storage.read(record.storageKey, range);
      if (!stream) throw notFound('File');
      reply
        .header('content-type', record.contentType)
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline');
      if (!range) return reply.header('content-length', record.size).send(stream);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${record.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
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

/**
 * The one range a Range header asks for, or undefined to send the whole file
 * (no header, a malformed one, or several ranges, which a server may ignore).
 * A range wholly outside the file is 416.
 */
function requestedRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) {
    throw new AppError(416, 'range_not_satisfiable', 'The range is outside the file.', undefined, {
      'content-range': `bytes */${size}`,
    });
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

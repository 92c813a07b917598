import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { BATCH_TOO_LARGE_MESSAGE } from '@slidewise/shared/http/bulk';
import type { ApiErrorBody, ErrorCode, FieldIssue } from '@slidewise/shared/http/errors';
import { AppError } from '../lib/app-error.js';

function body(code: ErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

// Fastify's own errors that are the client's fault, by their code.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> =
  {
    FST_ERR_CTP_BODY_TOO_LARGE: {
      status: 413,
      code: 'payload_too_large',
      message: 'The request body is too large.',
    },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      status: 415,
      code: 'unsupported_media_type',
      message: 'This content type is not supported.',
    },
    FST_ERR_CTP_INVALID_JSON_BODY: {
      status: 400,
      code: 'bad_request',
      message: 'The request body is not valid JSON.',
    },
    FST_ERR_CTP_EMPTY_JSON_BODY: {
      status: 400,
      code: 'bad_request',
      message: 'The request body is empty.',
    },
    FST_REQ_FILE_TOO_LARGE: {
      status: 413,
      code: 'payload_too_large',
      message: 'The file is too large.',
    },
    FST_INVALID_MULTIPART_CONTENT_TYPE: {
      status: 415,
      code: 'unsupported_media_type',
      message: 'Send the file as multipart/form-data.',
    },
    FST_FILES_LIMIT: {
      status: 422,
      code: 'validation_failed',
      message: 'Send one file at a time.',
    },
    FST_PARTS_LIMIT: {
      status: 413,
      code: 'payload_too_large',
      message: 'The form has too many parts.',
    },
    FST_FIELDS_LIMIT: {
      status: 413,
      code: 'payload_too_large',
      message: 'The form has too many fields.',
    },
    FST_PROTO_VIOLATION: {
      status: 400,
      code: 'bad_request',
      message: 'The form could not be read.',
    },
    FST_INVALID_JSON_FIELD_ERROR: {
      status: 400,
      code: 'bad_request',
      message: 'The form could not be read.',
    },
    FST_MP_PREMATURE_CLOSE: {
      status: 400,
      code: 'bad_request',
      message: 'The upload ended before the whole file arrived.',
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      status: 400,
      code: 'bad_request',
      message: 'The request body does not match its length.',
    },
  };

// The multipart parser (busboy) reports a truncated body or a missing boundary as
// a plain Error with no code; these are its messages for input it cannot read
// ("needle": a boundary longer than it can search for).
const BROKEN_MULTIPART = /multipart|boundary|part header|unexpected end of form|needle/i;

/** Maps every error to the API's one error shape; a 500 never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const details: FieldIssue[] = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || where,
        code: v.keyword,
        message: v.message ?? 'Invalid value.',
      }));
      // A bulk action over its cap has its own code, so the screen can say so.
      const tooMany = details.find((d) => d.message === BATCH_TOO_LARGE_MESSAGE);
      if (tooMany) return reply.status(422).send(body('batch_too_large', tooMany.message, details));
      return reply.status(422).send(body('validation_failed', 'Some fields are invalid.', details));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (request.isMultipart() && BROKEN_MULTIPART.test(error.message)) {
      return reply
        .status(400)
        .send(body('bad_request', 'The upload is incomplete or malformed. Send the file again.'));
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && !error.code)) {
      return reply.status(400).send(body('bad_request', 'The request could not be read.'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('rate_limited', 'Too many requests. Try again later.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('internal_error', 'Something went wrong on our side. Please try again.'));
  });
});

/**
 * The router's own errors (a malformed percent-encoding, an over-long path
 * parameter), which Fastify raises before any route or error handler runs.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendNotFound(reply);
  return reply.status(400).send(body('bad_request', 'The address is not valid.'));
}

export function sendNotFound(reply: FastifyReply) {
  return reply.status(404).send(body('not_found', 'No such endpoint.'));
}

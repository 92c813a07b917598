import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Serialises each response from its zod schema, compiled once to a JSON-schema
 * stringifier, instead of validating every outgoing object with zod. A schema that
 * JSON Schema cannot express (a transform) keeps zod's validating serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<RouteSchema['schema']> = (
  route,
) => {
  let jsonSchema;
  try {
    jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route as RouteSchema);
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];
type JsonSchema = { [key: string]: unknown };

const SCALARS = ['string', 'number', 'integer', 'boolean'];

/**
 * fast-json-stringify picks a union's branch by validating the value (ajv) on every
 * call, which costs more than it saves: a nullable scalar becomes a type list, and any
 * other union (rich text, nullable objects) is written as it is by JSON.stringify.
 */
function withoutUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnions);
  if (!node || typeof node !== 'object') return node;
  const union = ((node as JsonSchema).anyOf ?? (node as JsonSchema).oneOf) as
    JsonSchema[] | undefined;
  if (union) {
    const [only, ...rest] = union.filter((branch) => branch.type !== 'null');
    const nullableScalar =
      union.length === 2 && !rest.length && SCALARS.includes(only?.type as string);
    return nullableScalar ? { type: [only!.type, 'null'] } : {};
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutUnions(v)]));
}

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
  return fastJson(withoutUnions(jsonSchema) as Parameters<typeof fastJson>[0]);
};

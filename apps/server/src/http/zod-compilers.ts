import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import {
  ResponseSerializationError,
  serializerCompiler as encodingSerializerCompiler,
} from 'fastify-type-provider-zod';
import { RequestValidationError } from './request-validation-error';

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) };
  };

/** Schema kinds that read the same forwards (parse) and backwards (encode). */
const sameBothWays = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'literal',
  'enum',
  'date',
  'any',
  'unknown',
  'template_literal',
  'object',
  'array',
  'tuple',
  'record',
  'optional',
  'nullable',
  'readonly',
  'union',
  'intersection',
  'lazy',
]);

interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

/** True when no part of the schema transforms, pipes, defaults or decodes a value. */
export const readsSameBothWays = (schema: z.ZodType, seen = new Set<z.ZodType>()): boolean => {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  if (!sameBothWays.has(def.type)) return false;
  const children = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...[def.catchall, def.element, def.innerType, def.rest, def.left, def.right],
    ...[def.keyType, def.valueType, def.getter?.()],
  ];
  return children.every((child) => !child || readsSameBothWays(child, seen));
};

/**
 * Responses leave through their schema (the allow-list of fields). fastify-type-provider-zod
 * encodes (zod's backward direction, which runs every check twice and without zod's compiled
 * object parser: ~5 µs of a member's profile); a schema that reads the same both ways is parsed
 * forwards instead (~1 µs), with the same output and the same refusals.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const { schema, method, url } = route;
  if (!('_zod' in schema) || !readsSameBothWays(schema)) return encodingSerializerCompiler(route);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

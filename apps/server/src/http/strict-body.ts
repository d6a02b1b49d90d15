// Request bodies are strict: a field the route does not know is a 400 naming it, not silently dropped (an API
// client that sent `policyLimits` for `insuranceLimits` got 201 and lost the value). Every route's body schema
// is made strict here, once, at route compile time, so a new route cannot forget it.
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type AnySchema = z.core.$ZodType;
type Def = Record<string, unknown> & { type: string };

const cache = new WeakMap<AnySchema, AnySchema>();

function defOf(schema: AnySchema): Def {
  return schema._zod.def as unknown as Def;
}

/** A copy of the schema with the given definition fields replaced (checks, refinements and messages kept). */
function withDef(schema: AnySchema, changes: Record<string, unknown>): AnySchema {
  // Zod 4 classes rebuild from their definition; `clone` keeps the class and the checks.
  return (schema as unknown as { clone: (def: unknown) => AnySchema }).clone({ ...defOf(schema), ...changes });
}

/**
 * The schema with every object in it strict: objects that strip unknown keys (the default) refuse them instead;
 * objects declared loose (`z.looseObject`, a catchall) stay as declared. Follows optional, nullable, default,
 * pipes (transforms), arrays, tuples, unions, intersections, records and lazy schemas.
 */
export function strictSchema<T extends AnySchema>(schema: T): T {
  const cached = cache.get(schema);
  if (cached) return cached as T;
  const def = defOf(schema);
  let result: AnySchema = schema;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, AnySchema>;
      const strictShape = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strictSchema(value)]));
      result = withDef(schema, { shape: strictShape, ...(def.catchall === undefined ? { catchall: z.never() } : {}) });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      result = withDef(schema, { innerType: strictSchema(def.innerType as AnySchema) });
      break;
    case 'pipe':
      result = withDef(schema, { in: strictSchema(def.in as AnySchema) });
      break;
    case 'array':
      result = withDef(schema, { element: strictSchema(def.element as AnySchema) });
      break;
    case 'tuple':
      result = withDef(schema, { items: (def.items as AnySchema[]).map((item) => strictSchema(item)) });
      break;
    case 'union':
      result = withDef(schema, { options: (def.options as AnySchema[]).map((option) => strictSchema(option)) });
      break;
    case 'intersection':
      // Each side of an intersection sees the other side's keys: strict sides would refuse each other's.
      break;
    case 'record':
      result = withDef(schema, { valueType: strictSchema(def.valueType as AnySchema) });
      break;
    default:
      break;
  }
  cache.set(schema, result);
  return result as T;
}

/** fastify-type-provider-zod's validator, with the body schema made strict (query, params and headers unchanged). */
export const strictBodyValidatorCompiler: typeof validatorCompiler = (route) =>
  validatorCompiler(
    route.httpPart === 'body' && route.schema instanceof z.core.$ZodType ? { ...route, schema: strictSchema(route.schema) } : route,
  );

/** The 400 message of unknown fields: `Unknown field "policyLimits"`, with the path of a nested object. */
export function describeUnknownKeys(keys: readonly string[], path: readonly string[]): string {
  const names = keys.map((key) => `"${key}"`).join(', ');
  const where = path.length > 0 ? ` (in ${path.join('.')})` : '';
  return `${keys.length === 1 ? 'Unknown field' : 'Unknown fields'} ${names}${where}: it is not part of this request.`;
}

import type { z } from 'zod';

/** A zod schema as the form walker reads it: its definition, without zod's classes. */
export interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
}

/** What wraps a value's own schema: may it be left out, be null, or take a default when absent. */
export interface Unwrapped {
  core: z.ZodType;
  def: SchemaDef;
  optional: boolean;
  nullable: boolean;
  /** Present when the schema fills in a value for an absent field. */
  fallback?: { value: unknown };
}

export const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schema inside optional, nullable, default and readonly wrappers, and what they allow. */
export function unwrap(schema: z.ZodType): Unwrapped {
  let core = schema;
  let optional = false;
  let nullable = false;
  let fallback: { value: unknown } | undefined;
  for (;;) {
    const def = defOf(core);
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else if (def.type === 'default' || def.type === 'prefault')
      fallback ??= { value: structuredClone(def.defaultValue) };
    else if (def.type !== 'readonly' && def.type !== 'nonoptional')
      return { core, def, optional, nullable, ...(fallback ? { fallback } : {}) };
    core = def.innerType!;
  }
}

/** The choices of an enum, a literal, or a union of them; null for anything else. */
export function choicesOf(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries!).map(String);
  if (def.type === 'literal') return def.values!.map(String);
  if (def.type === 'union') {
    const all = def.options!.map((option) => choicesOf(unwrap(option).core));
    return all.every((choices) => choices !== null) ? all.flat() : null;
  }
  return null;
}

/** The schema of the value at `path` below `schema` (array indexes as numbers or digits); null when there is none. */
export function schemaAt(schema: z.ZodType, path: readonly (string | number)[]): z.ZodType | null {
  let current: z.ZodType = schema;
  for (const segment of path) {
    const { def } = unwrap(current);
    if (def.type === 'object' && def.shape && typeof segment === 'string' && segment in def.shape)
      current = def.shape[segment]!;
    else if (def.type === 'array' && /^\d+$/.test(String(segment))) current = def.element!;
    else if (def.type === 'record') current = def.valueType!;
    else return null;
  }
  return current;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

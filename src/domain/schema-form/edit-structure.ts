import type { z } from 'zod';
import { choicesOf, isRecord, schemaAt, unwrap } from './schema-shape.ts';

/**
 * An empty value of a schema, for an item just added: objects with their required fields
 * (strings empty, booleans false, lists empty; numbers and choices left for the editor to fill
 * in; a field with a default left to it), records empty.
 */
export function blankValue(schema: z.ZodType): unknown {
  const { core, def, optional, nullable, fallback } = unwrap(schema);
  if (fallback) return undefined;
  if (optional) return undefined;
  if (nullable) return null;
  if (choicesOf(core)) return undefined;
  switch (def.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape!)) {
        const value = blankValue(child);
        if (value !== undefined) object[key] = value;
      }
      return object;
    }
    case 'record':
      return {};
    case 'array':
      return [];
    case 'string':
      return '';
    case 'boolean':
      return false;
    default:
      return undefined;
  }
}

const segmentsOf = (path: string): string[] => path.split('.');

/** The numbers found at every path of the document matching `pattern` (`*` for any list item). */
function numbersAt(document: unknown, pattern: readonly string[]): number[] {
  if (pattern.length === 0) return typeof document === 'number' ? [document] : [];
  const [head, ...rest] = pattern;
  if (head === '*') return Array.isArray(document) ? document.flatMap((item) => numbersAt(item, rest)) : [];
  return isRecord(document) ? numbersAt(document[head!], rest) : [];
}

/**
 * The document with an item added to the list at `path` (a new item takes as `id` one more than
 * every id at the same place in the document: every course option's id for a new option), an
 * optional object set at `path`, or the list item or optional object at `path` removed. The
 * same document when the path names nothing of that kind.
 */
export function editStructure(schema: z.ZodType, document: unknown, action: string): unknown {
  const match = /^(add|remove):(.+)$/.exec(action);
  if (!match) return document;
  const [, verb, path] = match as unknown as [string, 'add' | 'remove', string];
  const segments = segmentsOf(path);
  const target = schemaAt(schema, segments);
  if (!target) return document;
  const copy = structuredClone(document) as unknown;
  const parentSegments = segments.slice(0, -1);
  const parent = parentSegments.reduce<unknown>(
    (node, segment) => (Array.isArray(node) ? node[Number(segment)] : isRecord(node) ? node[segment] : undefined),
    copy,
  );
  const last = segments[segments.length - 1]!;
  const { def, optional, nullable } = unwrap(target);
  if (verb === 'add') {
    if (def.type === 'array' && isRecord(parent)) {
      const list = Array.isArray(parent[last]) ? (parent[last] as unknown[]) : [];
      const item = blankValue(def.element!);
      const { def: itemDef } = unwrap(def.element!);
      if (isRecord(item) && itemDef.type === 'object' && itemDef.shape && 'id' in itemDef.shape) {
        const pattern = segments.map((segment) => (/^\d+$/.test(segment) ? '*' : segment));
        item.id = Math.max(0, ...numbersAt(copy, [...pattern, '*', 'id'])) + 1;
      }
      parent[last] = [...list, item];
      return copy;
    }
    if (def.type === 'object' && (optional || nullable) && isRecord(parent)) {
      parent[last] = blankValue(unwrap(target).core) ?? {};
      return copy;
    }
    return document;
  }
  if (Array.isArray(parent) && /^\d+$/.test(last)) {
    parent.splice(Number(last), 1);
    return copy;
  }
  if (isRecord(parent) && (optional || nullable)) {
    if (nullable) parent[last] = null;
    else delete parent[last];
    return copy;
  }
  return document;
}

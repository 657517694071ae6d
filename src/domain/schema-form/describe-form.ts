import type { z } from 'zod';
import { fieldId, type FormNode } from './form-node.ts';
import { choicesOf, isRecord, unwrap } from './schema-shape.ts';

/** How a form names things: the label of a key, and what one item of a list is called. */
export interface FormWords {
  /** The label of the field at `path` whose last key is `key`. */
  label(key: string, path: string): string;
  /** What one item of the list at `path` (labelled `label`) is called: "course" for courses. */
  itemName(path: string, label: string): string;
  /** A few words naming a list item beyond its number (a course's English name), or ''. */
  itemTitle?(item: unknown): string;
}

/** The form's errors by document path. */
export type FieldIssues = ReadonlyMap<string, readonly string[]>;

interface Walk {
  words: FormWords;
  issues: FieldIssues;
}

const LONG_TEXT = 60;

/**
 * The form for the value at `path` (`courses`, `priceLists.0.courses`) of a document, drawn from
 * its zod schema: objects become groups, arrays lists with Add and Remove, strings text boxes
 * (dates as dates, long or multi-line text as text areas), numbers number boxes, booleans
 * check boxes, enums selects, records with enum keys a group with one field per key (the
 * per-culture texts), anything else a JSON box. Each field holds the value and its errors.
 */
export function describeForm(
  schema: z.ZodType,
  value: unknown,
  path: string,
  words: FormWords,
  issues: FieldIssues = new Map(),
): FormNode {
  const key = path.slice(path.lastIndexOf('.') + 1);
  return describe(schema, value, path, words.label(key, path), { words, issues });
}

function describe(schema: z.ZodType, value: unknown, path: string, label: string, walk: Walk): FormNode {
  const { core, def, optional, nullable, fallback } = unwrap(schema);
  const base = { path, id: fieldId(path), label, issues: [...(walk.issues.get(path) ?? [])] };
  const shown = value === undefined && fallback ? fallback.value : value;
  const choices = choicesOf(core);
  const hint = nullable ? 'Leave empty for none.' : optional ? 'Optional.' : undefined;
  const withHint = hint ? { ...base, hint } : base;
  if (choices)
    return {
      ...withHint,
      kind: 'select',
      value: typeof shown === 'string' || typeof shown === 'number' ? String(shown) : '',
      choices,
      // "(none)" where nothing is a value; "(choose)" only while a required choice is not made.
      empty: optional || nullable ? '(none)' : choices.includes(String(shown)) ? null : '(choose)',
    };
  switch (def.type) {
    case 'object': {
      if ((optional || nullable) && !isRecord(shown))
        return { ...base, kind: 'absent', itemName: walk.words.itemName(path, label) };
      const object = isRecord(shown) ? shown : {};
      return {
        ...base,
        kind: 'group',
        optional: optional || nullable,
        children: Object.entries(def.shape!).map(([key, child]) =>
          describe(child, object[key], `${path}.${key}`, walk.words.label(key, `${path}.${key}`), walk),
        ),
      };
    }
    case 'record': {
      const keys = choicesOf(unwrap(def.keyType!).core);
      if (!keys) break;
      const record = isRecord(shown) ? shown : {};
      return {
        ...base,
        kind: 'group',
        optional: false,
        children: keys.map((key) => {
          const child = describe(
            def.valueType!,
            record[key],
            `${path}.${key}`,
            walk.words.label(key, `${path}.${key}`),
            walk,
          );
          // A long text in one language is long in every language.
          if (child.kind === 'text' && Object.values(record).some(isLongText)) child.input = 'textarea';
          return child;
        }),
      };
    }
    case 'array': {
      const items = Array.isArray(shown) ? shown : [];
      const itemName = walk.words.itemName(path, label);
      return {
        ...withHint,
        kind: 'list',
        itemName,
        items: items.map((item, index) => {
          const title = walk.words.itemTitle?.(item) ?? '';
          const itemLabel = `${capitalise(itemName)} ${index + 1}${title ? `: ${title}` : ''}`;
          return describe(def.element!, item, `${path}.${index}`, itemLabel, walk);
        }),
      };
    }
    case 'string': {
      const text = typeof shown === 'string' ? shown : shown === undefined || shown === null ? '' : String(shown);
      const format = (core as unknown as { format?: string | null }).format;
      const input = format === 'date' ? 'date' : format === 'url' ? 'url' : isLongText(text) ? 'textarea' : 'text';
      return { ...withHint, kind: 'text', value: text, input };
    }
    case 'number': {
      const isInt = (core as unknown as { isInt?: boolean }).isInt === true;
      const text = shown === undefined || shown === null ? '' : String(shown);
      return { ...withHint, kind: 'number', value: text, step: isInt ? '1' : 'any' };
    }
    case 'boolean':
      return { ...base, kind: 'checkbox', checked: shown === true };
  }
  return {
    ...base,
    kind: 'json',
    hint: 'Written as JSON.',
    value: shown === undefined ? '' : JSON.stringify(shown, null, 2),
  };
}

const isLongText = (text: unknown): boolean =>
  typeof text === 'string' && (text.length > LONG_TEXT || text.includes('\n'));

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

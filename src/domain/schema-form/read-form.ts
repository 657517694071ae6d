import type { z } from 'zod';
import { PRESENT_FIELD } from './form-node.ts';
import { choicesOf, isRecord, unwrap } from './schema-shape.ts';

/** The submitted form, as URLSearchParams holds it. */
export interface SubmittedForm {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** A field left out of the document. */
const OMIT = Symbol('omit');

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The value at `path` read back from a form drawn by describeForm, as the document writes it:
 * numbers as numbers (text that is no number stays text, for the schema to name), an empty
 * optional field left out, an empty nullable one null, texts with the browser's CRLF made LF.
 * `original` is the value the form was drawn from: an object keeps its key order and the keys
 * the schema does not know, and a field the document left to its default stays left out while
 * it holds the default, so a form sent back unchanged gives the very same document.
 * Undefined when the field is left out.
 */
export function readForm(schema: z.ZodType, form: SubmittedForm, path: string, original: unknown): unknown {
  const value = read(schema, form, path, original);
  return value === OMIT ? undefined : value;
}

function read(schema: z.ZodType, form: SubmittedForm, path: string, original: unknown): unknown {
  const { core, def, optional, nullable, fallback } = unwrap(schema);
  const empty = nullable ? null : OMIT;
  let value: unknown;
  const choices = choicesOf(core);
  if (choices) {
    const text = form.get(path) ?? '';
    value = text === '' ? empty : text;
  } else
    switch (def.type) {
      case 'object': {
        if ((optional || nullable) && !form.getAll(PRESENT_FIELD).includes(path)) {
          value = empty;
          break;
        }
        const before = isRecord(original) ? original : {};
        const object: Record<string, unknown> = {};
        const keys = [...new Set([...Object.keys(before), ...Object.keys(def.shape!)])];
        for (const key of keys) {
          const child = def.shape![key];
          // A key the schema does not know is kept as it was.
          const field = child ? read(child, form, `${path}.${key}`, before[key]) : before[key];
          if (field !== OMIT && field !== undefined) object[key] = field;
        }
        value = object;
        break;
      }
      case 'record': {
        const keys = choicesOf(unwrap(def.keyType!).core);
        if (!keys) {
          value = readJson(form, path);
          break;
        }
        const before = isRecord(original) ? original : {};
        const record: Record<string, unknown> = {};
        for (const key of [...new Set([...Object.keys(before), ...keys])]) {
          const entry = keys.includes(key) ? read(def.valueType!, form, `${path}.${key}`, before[key]) : before[key];
          if (entry !== OMIT && entry !== undefined && entry !== '') record[key] = entry;
        }
        value = record;
        break;
      }
      case 'array': {
        const length = Number(form.get(`${path}.length`) ?? '0');
        const before = Array.isArray(original) ? original : [];
        const items = Array.from({ length: Number.isSafeInteger(length) && length > 0 ? length : 0 }, (_, index) => {
          const item = read(def.element!, form, `${path}.${index}`, before[index]);
          return item === OMIT ? null : item;
        });
        value = items.length === 0 && optional && !(Array.isArray(original) && original.length === 0) ? OMIT : items;
        break;
      }
      case 'string': {
        const text = (form.get(path) ?? '').replace(/\r\n?/g, '\n');
        value = text === '' && (optional || nullable) ? empty : text;
        break;
      }
      case 'number': {
        const text = (form.get(path) ?? '').trim();
        const number = Number(text);
        value = text === '' ? empty : Number.isFinite(number) ? number : text;
        break;
      }
      case 'boolean': {
        const checked = form.get(path) === 'true';
        value = !checked && optional && original === undefined ? OMIT : checked;
        break;
      }
      default:
        value = readJson(form, path);
    }
  // A field the document left to its default stays left out while it holds the default.
  if (fallback && original === undefined && value !== OMIT && sameJson(value, fallback.value)) return OMIT;
  return value;
}

/** A JSON box: its value, or the text itself when it is no JSON (the schema then says what is wrong). */
function readJson(form: SubmittedForm, path: string): unknown {
  const text = form.get(path) ?? '';
  if (text.trim() === '') return OMIT;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

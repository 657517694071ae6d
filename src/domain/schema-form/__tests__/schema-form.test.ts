import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeForm, type FormWords } from '../describe-form.ts';
import { editStructure } from '../edit-structure.ts';
import { submittedValues, type FormNode } from '../form-node.ts';
import { readForm } from '../read-form.ts';

const words: FormWords = { label: (key) => key, itemName: () => 'item' };

const schema = z.object({
  id: z.number().int().positive(),
  title: z.partialRecord(z.enum(['en', 'de']), z.string().min(1)),
  kind: z.enum(['a', 'b']),
  note: z.string().optional(),
  limit: z.number().nullable().default(null),
  flag: z.boolean().default(false),
  window: z.object({ start: z.iso.date(), end: z.iso.date() }).optional(),
  rows: z.array(z.object({ id: z.number().int(), price: z.number(), tags: z.array(z.string()).default([]) })),
  days: z
    .array(z.enum(['monday', 'friday']))
    .min(1)
    .optional(),
});

const form = (value: unknown, path = 'doc') => describeForm(schema, value, path, words);
const roundTrip = (value: unknown) => readForm(schema, submittedValues([form(value)]), 'doc', value);

/** Every field of a form, flattened. */
const fieldsOf = (node: FormNode): FormNode[] => [
  node,
  ...(node.kind === 'group'
    ? node.children.flatMap(fieldsOf)
    : node.kind === 'list'
      ? node.items.flatMap(fieldsOf)
      : []),
];
const field = (node: FormNode, path: string) => fieldsOf(node).find((candidate) => candidate.path === path)!;

describe('a form drawn from a zod schema', () => {
  const full = {
    id: 7,
    title: { en: 'Seven', de: 'Sieben' },
    kind: 'b',
    note: 'with a\nsecond line',
    limit: 12.5,
    flag: true,
    window: { start: '2027-01-04', end: '2027-02-01' },
    rows: [{ id: 1, price: 260.5, tags: ['x'] }],
    days: ['friday', 'monday'],
  };
  const sparse = { kind: 'a', id: 1, title: { en: 'One' }, rows: [] };

  it('gives back the very document it was drawn from, full or leaving defaults and optional fields out', () => {
    expect(JSON.stringify(roundTrip(full))).toBe(JSON.stringify(full));
    expect(JSON.stringify(roundTrip(sparse))).toBe(JSON.stringify(sparse));
    // Fields written with their default stay written.
    const explicit = { ...sparse, limit: null, flag: false };
    expect(JSON.stringify(roundTrip(explicit))).toBe(JSON.stringify(explicit));
  });

  it('draws each kind of value as its control, named by its document path', () => {
    const node = form(full);
    expect(field(node, 'doc.id')).toMatchObject({ kind: 'number', value: '7', step: '1', id: 'f-doc-id' });
    expect(field(node, 'doc.limit')).toMatchObject({ kind: 'number', step: 'any', hint: 'Leave empty for none.' });
    expect(field(node, 'doc.kind')).toMatchObject({ kind: 'select', value: 'b', choices: ['a', 'b'], empty: null });
    expect(field(node, 'doc.note')).toMatchObject({ kind: 'text', input: 'textarea' });
    expect(field(node, 'doc.window.start')).toMatchObject({ kind: 'text', input: 'date', value: '2027-01-04' });
    expect(field(node, 'doc.flag')).toMatchObject({ kind: 'checkbox', checked: true });
    expect(field(node, 'doc.title')).toMatchObject({ kind: 'group' });
    expect(field(node, 'doc.title.de')).toMatchObject({ kind: 'text', value: 'Sieben' });
    expect(field(node, 'doc.rows')).toMatchObject({ kind: 'list', itemName: 'item' });
    expect(field(node, 'doc.rows.0')).toMatchObject({ kind: 'group', label: 'Item 1' });
    expect(field(form(sparse), 'doc.window')).toMatchObject({ kind: 'absent' });
    expect(field(form(sparse), 'doc.kind')).toMatchObject({ empty: null });
    expect(field(form({ ...sparse, kind: undefined }), 'doc.kind')).toMatchObject({ empty: '(choose)' });
  });

  it('reads numbers as numbers, leaves empty optional fields out and keeps what is no number for the schema to name', () => {
    const values = submittedValues([form(full)]);
    values.set('doc.id', ' -3 ');
    values.set('doc.limit', '');
    values.set('doc.note', '');
    values.set('doc.title.de', '');
    values.set('doc.rows.0.price', 'cheap');
    values.delete('doc.flag');
    values.set('doc.note', 'one\r\ntwo');
    const read = readForm(schema, values, 'doc', full) as Record<string, unknown>;
    expect(read).toMatchObject({ id: -3, limit: null, flag: false, note: 'one\ntwo', title: { en: 'Seven' } });
    expect((read.rows as { price: unknown }[])[0]!.price).toBe('cheap');
    const parsed = schema.safeParse(read);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['id', 'rows.0.price']);
  });

  it('shows each error on its field', () => {
    const node = describeForm(schema, full, 'doc', words, new Map([['doc.rows.0.price', ['must not be negative']]]));
    expect(field(node, 'doc.rows.0.price').issues).toEqual(['must not be negative']);
    expect(field(node, 'doc.id').issues).toEqual([]);
  });

  it('adds a list item with the next free id, sets an optional object, and removes either', () => {
    const doc = { root: full };
    const wrapped = z.object({ root: schema });
    const added = editStructure(wrapped, doc, 'add:root.rows') as { root: typeof full };
    expect(added.root.rows).toEqual([full.rows[0], { id: 2 }]);
    expect(editStructure(wrapped, added, 'remove:root.rows.0')).toEqual({ root: { ...full, rows: [{ id: 2 }] } });
    const withoutWindow = editStructure(wrapped, doc, 'remove:root.window') as { root: Record<string, unknown> };
    expect(withoutWindow.root).not.toHaveProperty('window');
    expect((editStructure(wrapped, withoutWindow, 'add:root.window') as typeof doc).root.window).toEqual({
      start: '',
      end: '',
    });
    expect(editStructure(wrapped, doc, 'remove:root.limit')).toEqual({ root: { ...full, limit: null } });
    expect(editStructure(wrapped, doc, 'add:root.nothing')).toBe(doc);
    expect(editStructure(wrapped, doc, 'wrong')).toBe(doc);
  });
});

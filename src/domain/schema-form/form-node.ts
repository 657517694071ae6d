/** What every field of a schema-driven form has: its document path (the control's name), an id, a label, its errors. */
interface FieldBase {
  /** The document path, `courses.0.minWeeks`: the control's name. */
  path: string;
  /** The element id, made from the path. */
  id: string;
  label: string;
  /** A line under the label (what an empty field means). */
  hint?: string;
  /** What is wrong with exactly this field. */
  issues: string[];
}

/** One field of a form drawn from a schema, holding the document's value. */
export type FormNode =
  | (FieldBase & { kind: 'text'; value: string; input: 'text' | 'date' | 'url' | 'textarea' })
  | (FieldBase & { kind: 'number'; value: string; step: '1' | 'any' })
  | (FieldBase & { kind: 'checkbox'; checked: boolean })
  /** `empty` labels the "nothing chosen" option when there is one. */
  | (FieldBase & { kind: 'select'; value: string; choices: string[]; empty: string | null })
  /** An object; `optional` ones carry a presence marker and a Remove button. */
  | (FieldBase & { kind: 'group'; children: FormNode[]; optional: boolean })
  /** An optional object that is not there: an Add button. */
  | (FieldBase & { kind: 'absent'; itemName: string })
  /** An array: its length travels as `<path>.length`, each item has a Remove button, and there is an Add button. */
  | (FieldBase & { kind: 'list'; items: FormNode[]; itemName: string })
  /** A value no control fits, written as JSON. */
  | (FieldBase & { kind: 'json'; value: string });

/** The name of the hidden field that says an optional object is there (its value is the path). */
export const PRESENT_FIELD = '_present';

/** The name of the buttons that add or remove an item (`add:<path>`, `remove:<path>`). */
export const STRUCTURE_FIELD = '_structure';

/** An element id for a document path. */
export const fieldId = (path: string): string => `f-${path.replace(/\./g, '-')}`;

/**
 * What a browser sends for a form drawn from these fields, unchanged: each control's name and
 * value, the lists' lengths and the optional objects' presence markers, in document order.
 */
export function submittedValues(nodes: readonly FormNode[]): URLSearchParams {
  const form = new URLSearchParams();
  const visit = (node: FormNode): void => {
    switch (node.kind) {
      case 'text':
      case 'number':
      case 'select':
      case 'json':
        form.append(node.path, node.value);
        return;
      case 'checkbox':
        if (node.checked) form.append(node.path, 'true');
        return;
      case 'group':
        if (node.optional) form.append(PRESENT_FIELD, node.path);
        node.children.forEach(visit);
        return;
      case 'list':
        form.append(`${node.path}.length`, String(node.items.length));
        node.items.forEach(visit);
        return;
      case 'absent':
        return;
    }
  };
  nodes.forEach(visit);
  return form;
}

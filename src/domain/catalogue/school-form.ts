import { describeForm, type FieldIssues } from '../schema-form/describe-form.ts';
import type { FormNode } from '../schema-form/form-node.ts';
import { readForm, type SubmittedForm } from '../schema-form/read-form.ts';
import { isRecord, schemaAt } from '../schema-form/schema-shape.ts';
import { schoolSchema } from './school-schema.ts';
import { sectionPaths, type SchoolFormSection } from './school-form-sections.ts';
import { SCHOOL_FORM_WORDS } from './school-form-words.ts';

/** One part of a section's form: its heading (when it has its own) and its fields. */
export interface SchoolFormPart {
  path: string;
  title: string | null;
  node: FormNode;
}

const segmentsOf = (path: string): string[] => path.split('.');

function valueAt(document: unknown, path: string): unknown {
  return segmentsOf(path).reduce<unknown>(
    (node, segment) => (Array.isArray(node) ? node[Number(segment)] : isRecord(node) ? node[segment] : undefined),
    document,
  );
}

/** The document with the value at `path` set (left out when undefined); unchanged when its parent is not there. */
function withValueAt(document: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(document) as unknown;
  const segments = segmentsOf(path);
  const last = segments.pop()!;
  const parent = segments.length === 0 ? copy : valueAt(copy, segments.join('.'));
  if (!isRecord(parent) && !Array.isArray(parent)) return copy;
  const target = parent as Record<string, unknown>;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** A section of a school file as its form: each part's fields with their values and errors. */
export function schoolSectionForm(
  section: SchoolFormSection,
  document: unknown,
  issues: FieldIssues = new Map(),
): SchoolFormPart[] {
  return sectionPaths(section, document).map(({ path, title }) => ({
    path,
    title,
    node: describeForm(
      schemaAt(schoolSchema, segmentsOf(path))!,
      valueAt(document, path),
      path,
      SCHOOL_FORM_WORDS,
      issues,
    ),
  }));
}

/** The school file with a section's parts read from its submitted form; every other field as it was. */
export function readSchoolSection(section: SchoolFormSection, document: unknown, form: SubmittedForm): unknown {
  return sectionPaths(section, document).reduce<unknown>(
    (next, { path }) =>
      withValueAt(next, path, readForm(schemaAt(schoolSchema, segmentsOf(path))!, form, path, valueAt(document, path))),
    document,
  );
}

/** What a section's form shows of a school file: each part's path and value, in the form's order. */
export function schoolSectionValues(section: SchoolFormSection, document: unknown): [string, unknown][] {
  return sectionPaths(section, document).map(({ path }) => [path, valueAt(document, path)]);
}

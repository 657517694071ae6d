/**
 * A school file as the repository writes it (content/ is JSON.stringify with two spaces and a
 * final newline; .prettierignore keeps it so): what the office saves and the export writes.
 */
export function formatSchoolSource(file: unknown): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A stored school file read back (null for a row that has none). */
export function parseSchoolSource(source: string | null): unknown {
  return source === null ? null : (JSON.parse(source) as unknown);
}

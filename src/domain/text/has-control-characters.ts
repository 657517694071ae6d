// C0 controls (NUL, escape, line breaks...), DEL and the C1 block. None belongs in a name, an
// address or a query value, and NUL in particular cannot be stored in a PostgreSQL text column:
// letting one through turns a typing slip or a probe into a database error.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a text holds a control character (C0, DEL or C1), which no field of the site accepts. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

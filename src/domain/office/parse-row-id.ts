/** A stored row's id from an address or a form: a positive whole number, or null for anything else. */
export function parseRowId(text: string | undefined | null): number | null {
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

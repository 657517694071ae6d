/**
 * The whole number a text writes, read as Number() reads it ('3.0' and ' 3 ' are 3), when it lies
 * from min to max; undefined otherwise. The API's query fields and the search page's address both
 * read numbers with it, so the page accepts exactly what the API does.
 */
export function wholeNumberIn(raw: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** What a wrong value of a whole-number field is told, naming the field. */
export function wholeNumberMessage(name: string, min: number, max?: number): string {
  return `${name} must be a whole number ${max === undefined ? `${min} or more` : `from ${min} to ${max}`}`;
}

/**
 * The id of a stored record (a school, a version) as an address or a form writes it: digits with
 * no leading zero, at most nine of them, so it fits PostgreSQL's integer; null for anything else.
 */
export function recordId(text: string): number | null {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/**
 * The office page of a school, for an id as an address gave it: whatever the id holds stays one
 * path segment under /office/schools/, so the address can never lead anywhere else (the page
 * answers 404 for an id that names no school).
 */
export function officeSchoolPath(id: string | number): string {
  return `/office/schools/${encodeURIComponent(String(id))}/`;
}

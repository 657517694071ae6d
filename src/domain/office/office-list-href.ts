/**
 * The address of an office list with its filters and page, leaving out what is unset and page 1,
 * so links and redirects keep the list a person was looking at: '/office/mail/?status=failed&page=2'.
 */
export function officeListHref(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || (name === 'page' && value === 1)) continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Folds text for name search: no case, no accents, single spaces, underscores as spaces, so
 * 'ecole' finds 'École' and 'sol de madrid' finds 'escuela_sol_de_madrid'.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();
}

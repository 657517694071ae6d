/** Upper-cases the first letter the way the culture does (Intl names languages in lower case in ru, es, fr, pt). */
export function capitalise(text: string, locale: string): string {
  const [first, ...rest] = [...text];
  return first === undefined ? text : first.toLocaleUpperCase(locale) + rest.join('');
}

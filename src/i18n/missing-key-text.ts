/** Marks a key the dictionary lacks the way the spec shows it (section 8): {{key}}. */
export function missingKeyText(key: string): string {
  return `{{${key}}}`;
}

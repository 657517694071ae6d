/**
 * The paragraphs of a plain text written with a blank line between paragraphs; a single line
 * break inside a paragraph is only the writer's wrapping.
 */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The text with what stands between `<!-- name:start -->` and `<!-- name:end -->` replaced by
 * `content`; the markers stay, so the next run finds them. Fails when they are missing or out of order.
 */
export function replaceMarkedSection(text: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no ${start} … ${end} section`);
  return `${text.slice(0, from + start.length)}\n${content.trim()}\n${text.slice(to)}`;
}

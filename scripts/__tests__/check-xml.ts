/**
 * A small well-formedness check for the XML the docx writer produces: one root, every start tag
 * closed in order, no stray '<' or unescaped '&' in text. Enough to catch a broken writer.
 */
export function checkXml(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const text = body.slice(last, match.index);
    if (/[<>]/.test(text) || /&(?!(amp|lt|gt|quot|apos);)/.test(text))
      throw new Error(`bad text before offset ${match.index}: ${text.slice(0, 40)}`);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (stack.length === 0 && !closing) roots += 1;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
    } else if (!selfClosing) {
      stack.push(name as string);
    }
  }
  if (body.slice(last).trim()) throw new Error(`trailing content: ${body.slice(last, last + 40)}`);
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

import type { StayFact } from '#domain/booking/describe-stay.ts';
import { toSingleLine } from '#domain/text/to-single-line.ts';

/** A link with its words. */
export interface MailLink {
  label: string;
  href: string;
}

/** A note below the closing, set apart: why the mail came, and how to refuse it. */
export interface MailNote {
  text: string;
  link: MailLink | null;
}

/** The parts every mail is made of; the text and HTML versions say the same. */
export interface MailBody {
  lang: string;
  greeting: string;
  paragraphs: string[];
  facts: StayFact[];
  steps: string[];
  /** Warnings that go with the amounts above (the deposit notices), after the steps. */
  warnings?: string[];
  link: MailLink | null;
  closing: string;
  /** After the closing, below a rule: who asked for this mail, the "this was not me" or unsubscribe link. */
  notes?: MailNote[];
}

// Every part may hold a visitor's words (a name in the greeting, the facts): each is one line, so
// none can start a line that looks like a header of its own ("Bcc: …") in the plain text.
const line = toSingleLine;

/** The plain-text version. */
export function mailText(body: MailBody): string {
  const lines = [
    line(body.greeting),
    '',
    ...body.paragraphs.flatMap((p) => [line(p), '']),
    ...body.facts.map((f) => `${line(f.label)}: ${line(f.value)}`),
    '',
  ];
  if (body.steps.length > 0) lines.push(...body.steps.map((step, index) => `${index + 1}. ${line(step)}`), '');
  for (const warning of body.warnings ?? []) lines.push(line(warning), '');
  if (body.link) lines.push(`${line(body.link.label)}: ${line(body.link.href)}`, '');
  lines.push(line(body.closing));
  const notes = body.notes ?? [];
  if (notes.length > 0)
    lines.push(
      '',
      '--',
      ...notes.flatMap((note) => [
        line(note.text),
        ...(note.link ? [`${line(note.link.label)}: ${line(note.link.href)}`] : []),
        '',
      ]),
    );
  return lines.join('\n').trimEnd();
}

// The same single lines in the HTML, so both versions show the same words.
const html = (text: string) => escapeHtml(line(text));

/** The HTML version: one simple table, no images, no remote content. */
export function mailHtml(body: MailBody): string {
  const rows = body.facts
    .map(
      (f) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${html(f.label)}</th><td style="padding:4px 0">${html(f.value)}</td></tr>`,
    )
    .join('');
  const steps = body.steps.length > 0 ? `<ol>${body.steps.map((step) => `<li>${html(step)}</li>`).join('')}</ol>` : '';
  const link = body.link ? `<p><a href="${html(body.link.href)}">${html(body.link.label)}</a></p>` : '';
  const notes = (body.notes ?? []).map(
    (note) =>
      `<p style="font-size:13px;color:#4a5360">${html(note.text)}${note.link ? ` <a href="${html(note.link.href)}">${html(note.link.label)}</a>` : ''}</p>`,
  );
  return [
    `<!doctype html><html lang="${html(body.lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24">`,
    `<p>${html(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${html(p)}</p>`),
    rows ? `<table role="presentation">${rows}</table>` : '',
    steps,
    ...(body.warnings ?? []).map((warning) => `<p><strong>${html(warning)}</strong></p>`),
    link,
    `<p>${html(body.closing)}</p>`,
    notes.length > 0 ? `<hr style="border:0;border-top:1px solid #d0d5dc">${notes.join('')}` : '',
    '</body></html>',
  ].join('');
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Makes text safe inside HTML: a visitor's name goes into the agency's mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

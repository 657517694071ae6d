import type { StayFact } from '../../domain/booking/describe-stay.ts';
import { escapeHtml } from './escape-html.ts';

/** The parts every booking mail is made of; the text and HTML versions say the same. */
export interface MailBody {
  lang: string;
  greeting: string;
  paragraphs: string[];
  facts: StayFact[];
  steps: string[];
  link: { label: string; href: string } | null;
  closing: string;
}

/** The plain-text version. */
export function mailText(body: MailBody): string {
  const lines = [body.greeting, '', ...body.paragraphs.flatMap((p) => [p, '']), ...body.facts.map((f) => `${f.label}: ${f.value}`), ''];
  if (body.steps.length > 0) lines.push(...body.steps.map((step, index) => `${index + 1}. ${step}`), '');
  if (body.link) lines.push(`${body.link.label}: ${body.link.href}`, '');
  lines.push(body.closing);
  return lines.join('\n');
}

/** The HTML version: one simple table, no images, no remote content. */
export function mailHtml(body: MailBody): string {
  const rows = body.facts.map((f) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(f.label)}</th><td style="padding:4px 0">${escapeHtml(f.value)}</td></tr>`).join('');
  const steps = body.steps.length > 0 ? `<ol>${body.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : '';
  const link = body.link ? `<p><a href="${escapeHtml(body.link.href)}">${escapeHtml(body.link.label)}</a></p>` : '';
  return [
    `<!doctype html><html lang="${escapeHtml(body.lang)}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24">`,
    `<p>${escapeHtml(body.greeting)}</p>`,
    ...body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<table role="presentation">${rows}</table>`,
    steps,
    link,
    `<p>${escapeHtml(body.closing)}</p>`,
    '</body></html>',
  ].join('');
}

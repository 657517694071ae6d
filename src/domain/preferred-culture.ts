import { CULTURES, DEFAULT_CULTURE, type Culture } from './culture.ts';

/**
 * The culture a visitor's browser asks for (Accept-Language, by quality), or English.
 * 'pt-BR' and 'zh-Hans-CN' count as pt and zh.
 */
export function preferredCulture(acceptLanguage: string | undefined): Culture {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.language && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const match = ranked.find((entry) => (CULTURES as readonly string[]).includes(entry.language));
  return (match?.language as Culture | undefined) ?? DEFAULT_CULTURE;
}

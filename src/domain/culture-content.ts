import type { Culture } from './culture.ts';

/** Content that exists only in some cultures (spec section 1). */
export const CULTURE_ONLY_CONTENT = {
  faq: ['ru'],
  freeDocumentCheck: ['ru'],
  visaRefundNotice: ['ru'],
  fewRussianSpeakers: ['ru'],
  /** The visa help block among search results (spec section 2). */
  visaHelp: ['ru'],
} as const satisfies Record<string, readonly Culture[]>;

export type CultureOnlyContent = keyof typeof CULTURE_ONLY_CONTENT;

/** Whether a culture shows a piece of culture-dependent content. */
export function showsContent(culture: Culture, content: CultureOnlyContent): boolean {
  return (CULTURE_ONLY_CONTENT[content] as readonly Culture[]).includes(culture);
}

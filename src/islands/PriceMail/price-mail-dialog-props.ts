import type { RefObject } from 'react';
import type { Culture } from '#domain/culture.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';

/** What the cart hands the fast-calculation mail form: its words, the page's culture and the cart's query. */
export interface PriceMailDialogProps {
  t: Translate;
  culture: Culture;
  /** The cart in the spec's short keys, with s.id and culture: the server prices it itself. */
  query: string;
  /** The button that opened it: focus goes back there on closing. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
}

import type { Culture } from '../domain/culture.ts';
import ru from './dictionaries/ru.json' with { type: 'json' };
import en from './dictionaries/en.json' with { type: 'json' };
import es from './dictionaries/es.json' with { type: 'json' };
import pt from './dictionaries/pt.json' with { type: 'json' };
import de from './dictionaries/de.json' with { type: 'json' };
import fr from './dictionaries/fr.json' with { type: 'json' };
import tr from './dictionaries/tr.json' with { type: 'json' };
import zh from './dictionaries/zh.json' with { type: 'json' };

export type Dictionary = Readonly<Record<string, string>>;

// Imported statically so the build, the API and the islands all bundle the same tables
// without reading files at run time.
const DICTIONARIES: Record<Culture, Dictionary> = { ru, en, es, pt, de, fr, tr, zh };

/** The flat UI dictionary (dotted keys, i18next plural suffixes) of one culture. */
export function getDictionary(culture: Culture): Dictionary {
  return DICTIONARIES[culture];
}

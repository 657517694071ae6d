import { pointerPath } from '#domain/catalogue/localized-texts.ts';
import { setTranslation } from '#domain/catalogue/set-translation.ts';
import {
  countTranslations,
  sourcesByKey,
  translationStatus,
  type TranslatedCulture,
} from '#domain/catalogue/translation-status.ts';
import type { Database } from '../../db/database.ts';
import type { CatalogueEditor } from '../editing/catalogue-editor.ts';
import { parseSchoolSource } from '../editing/school-source.ts';
import { listPublishedSchoolFiles } from '../queries/list-published-school-files.ts';
import { listTranslationSources, type SchoolTranslationSource } from '../queries/list-translation-sources.ts';
import { writeTranslationSources } from '../queries/write-translation-sources.ts';
import { listSeoTranslationSources } from '../queries/list-seo-translation-sources.ts';
import { writeSeoTranslationSources } from '../queries/write-seo-translation-sources.ts';
import type { CatalogueTranslations, SeoPageTranslation, TranslationField } from './catalogue-translations.ts';
import { readCombinedSeoTexts, saveSeoPage } from './seo-texts-store.ts';

/** A field's page: its pointer without the last key ("/overrides/english~1malta/title" → "/overrides/english~1malta"). */
const pageOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));

/** The catalogue's translations over a database, writing texts through the catalogue editor's drafts. */
export function createCatalogueTranslations({
  db,
  editor,
}: {
  db: Database;
  editor: CatalogueEditor;
}): CatalogueTranslations {
  /** The published state of one field in one culture, or undefined when the published school has no such field. */
  const publishedField = async (id: number, field: string, culture: TranslatedCulture) => {
    const school = await editor.school(id);
    if (!school) return null;
    const sources = sourcesByKey(await listTranslationSources(db, id));
    return { school, field: translationStatus(school.published, culture, sources).find((f) => f.pointer === field) };
  };

  return {
    async overview() {
      const [files, sources] = await Promise.all([listPublishedSchoolFiles(db), listTranslationSources(db)]);
      const bySchool = new Map<number, SchoolTranslationSource[]>();
      for (const source of sources) {
        const list = bySchool.get(source.schoolId) ?? [];
        list.push(source);
        bySchool.set(source.schoolId, list);
      }
      return files.map((file) => ({
        id: file.id,
        name: file.name,
        counts: countTranslations(parseSchoolSource(file.source), sourcesByKey(bySchool.get(file.id) ?? [])),
      }));
    },

    async school(id, culture) {
      const school = await editor.school(id);
      if (!school) return null;
      const sources = sourcesByKey(await listTranslationSources(db, id));
      const published = translationStatus(school.published, culture, sources);
      let fields: TranslationField[] = published;
      if (school.draft) {
        const byPointer = new Map(published.map((field) => [field.pointer, field]));
        // The draft's fields in its order: a field it adds is listed as it is written there.
        fields = translationStatus(school.draft.file, culture, new Map()).map((drafted) => {
          const shown = byPointer.get(drafted.pointer);
          if (!shown) return drafted;
          return shown.english === drafted.english && shown.text === drafted.text
            ? shown
            : { ...shown, draft: { english: drafted.english, text: drafted.text } };
        });
      }
      return {
        id,
        name: school.name,
        version: school.version,
        hasDraft: school.draft !== null,
        culture,
        fields,
        counts: countTranslations(school.published, sources),
      };
    },

    async saveText(id, { field, culture, text }, by) {
      const school = await editor.school(id);
      if (!school) return { kind: 'notFound' };
      const working = school.draft?.file ?? school.published;
      const changed = setTranslation(working, field, culture, text);
      if (changed === null) return { kind: 'noField' };
      if (JSON.stringify(changed) === JSON.stringify(working)) return { kind: 'unchanged' };
      const outcome = await editor.saveDraft(id, changed, by);
      if (outcome.kind === 'saved') return { kind: 'saved' };
      return outcome;
    },

    async confirm(id, { field, culture }, by) {
      const found = await publishedField(id, field, culture);
      if (!found) return { kind: 'notFound' };
      if (!found.field) return { kind: 'noField' };
      if (found.field.state !== 'englishChanged') return { kind: 'notChanged', state: found.field.state };
      // Recorded at once, against the published English: the mark is about what the site shows now.
      await writeTranslationSources(db, id, [{ pointer: field, culture, english: found.field.english }], by.author);
      return { kind: 'confirmed' };
    },

    async seo(culture) {
      const [combined, sources] = await Promise.all([readCombinedSeoTexts(db), listSeoTranslationSources(db)]);
      const byKey = sourcesByKey(sources);
      const pages = new Map<string, SeoPageTranslation>();
      for (const field of translationStatus(combined, culture, byKey)) {
        const page = pageOf(field.pointer);
        const entry = pages.get(page) ?? { page, path: pointerPath(page), fields: [] };
        entry.fields.push(field);
        pages.set(page, entry);
      }
      return { culture, pages: [...pages.values()], counts: countTranslations(combined, byKey) };
    },

    saveSeoPage: (input, by) => saveSeoPage(db, input, by),

    async confirmSeo({ field, culture }, by) {
      const combined = await readCombinedSeoTexts(db);
      const sources = sourcesByKey(await listSeoTranslationSources(db));
      const found = translationStatus(combined, culture, sources).find((item) => item.pointer === field);
      if (!found) return { kind: 'noField' };
      if (found.state !== 'englishChanged') return { kind: 'notChanged', state: found.state };
      await writeSeoTranslationSources(db, [{ pointer: field, culture, english: found.english }], by.author);
      return { kind: 'confirmed' };
    },
  };
}

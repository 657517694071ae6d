import type { CataloguePhotos } from '#domain/catalogue/catalogue-photo-schema.ts';
import { editPhotoList, type PhotoListChange } from '#domain/catalogue/edit-photo-list.ts';
import { resolveText } from '#domain/catalogue/resolve-text.ts';
import { photoEntries, uploadedPhotoBase, type CataloguePhotoKind } from '#domain/photos/catalogue-photo-list.ts';
import { plainPhotoAddress, type PhotoAddress } from '#domain/photos/photo-address.ts';
import { housingPhotoBase } from '#domain/photos/housing-photo-urls.ts';
import { schoolPhotoPath } from '#domain/photos/photo-variants.ts';
import type { LocalizedText } from '#domain/catalogue/primitives.ts';
import type { Database } from '../../db/database.ts';
import type { CatalogueEditor, EditedSchool } from '../editing/catalogue-editor.ts';
import { findCataloguePhotoFile } from '../queries/find-catalogue-photo-file.ts';
import { insertCataloguePhotoFiles } from '../queries/insert-catalogue-photo-files.ts';
import { acceptedPhotoTypes } from './accepted-photo-types.ts';
import type { CataloguePhotoEditor, PhotoList, SchoolPhotos } from './catalogue-photo-editor.ts';
import { createPhotoWorkQueue, type PhotoWorkQueue } from './photo-work-queue.ts';
import { processCataloguePhoto } from './process-catalogue-photo.ts';

export interface CataloguePhotoEditorDeps {
  db: Database;
  editor: CatalogueEditor;
  /** Where a drawing is linked (its content-hashed copy once the photos are built). */
  photoAddress?: PhotoAddress | undefined;
  /** How many photos are processed at once and how many may wait (one and three by default). */
  queue?: PhotoWorkQueue;
}

type SchoolFile = Record<string, unknown> & { slug?: unknown; photos?: unknown; accommodations?: unknown };
type HousingFile = Record<string, unknown> & { id?: unknown; name?: unknown; photos?: unknown };

const housingOf = (file: SchoolFile): HousingFile[] =>
  Array.isArray(file.accommodations) ? (file.accommodations as HousingFile[]) : [];

/** The draft's file, else the published one (a copy to change). */
const fileOf = (school: EditedSchool): SchoolFile =>
  structuredClone((school.draft?.file ?? school.published) as SchoolFile);

/**
 * A saved file's photos are valid (the school schema checked them); a housing without any has the
 * schema's two drawings. A school made in the office has no drawings: without photos it has none yet.
 */
const photosOf = (owner: { photos?: unknown }, fallback: number, school: EditedSchool): CataloguePhotos =>
  (owner.photos ?? (school.published === null ? [] : fallback)) as CataloguePhotos;

/** The catalogue office's photos over a database and the catalogue editor, whose drafts they change. */
export function createCataloguePhotoEditor({
  db,
  editor,
  photoAddress = plainPhotoAddress,
  queue = createPhotoWorkQueue({ running: 1, waiting: 3 }),
}: CataloguePhotoEditorDeps): CataloguePhotoEditor {
  function lists(school: EditedSchool): PhotoList[] {
    const file = fileOf(school);
    const slug = String(file.slug);
    const shown = (photos: CataloguePhotos, kind: CataloguePhotoKind, drawingBase: (n: number) => string) =>
      photoEntries(photos).map((photo) => ({
        photo,
        base: 'upload' in photo ? uploadedPhotoBase(photo.upload, kind) : photoAddress(drawingBase(photo.drawing)),
      }));
    return [
      {
        target: { kind: 'school' },
        kind: 'school',
        title: 'Gallery',
        photos: shown(photosOf(file, 1, school), 'school', (n) => schoolPhotoPath(slug, n)),
      },
      ...housingOf(file).map((housing): PhotoList => {
        const id = Number(housing.id);
        const name = housing.name as LocalizedText | undefined;
        return {
          target: { kind: 'housing', housingId: id },
          kind: 'housing',
          title: name?.en ? resolveText(name, 'en').text : `Housing ${id}`,
          photos: shown(photosOf(housing, 2, school), 'housing', (n) => housingPhotoBase(slug, id, n)),
        };
      }),
    ];
  }

  const view = (school: EditedSchool): SchoolPhotos => ({ school, lists: lists(school) });

  return {
    acceptedTypes: acceptedPhotoTypes,
    async photos(id) {
      const school = await editor.school(id);
      return school ? view(school) : null;
    },
    async edit(id, target, edit, by) {
      const school = await editor.school(id);
      if (!school) return { kind: 'notFound' };
      const file = fileOf(school);
      const owner: { photos?: unknown } | undefined =
        target.kind === 'school' ? file : housingOf(file).find((housing) => housing.id === target.housingId);
      if (!owner) return { kind: 'noList' };
      const before = photosOf(owner, target.kind === 'school' ? 1 : 2, school);

      let change: PhotoListChange;
      let hash: string | undefined;
      if (edit.kind === 'add' || edit.kind === 'replace') {
        if (edit.kind === 'replace') {
          const current = photoEntries(before)[edit.at];
          if (!current) return { kind: 'noPhoto' };
          if (!edit.alt && !current.alt)
            return {
              kind: 'invalid',
              issues: [{ field: 'alt.en', message: 'an uploaded photo needs an English alt text' }],
            };
        }
        const kind = target.kind === 'school' ? 'school' : 'housing';
        const processed = await queue.run(() => processCataloguePhoto(edit.bytes, kind));
        if (processed === 'busy') return { kind: 'busy' };
        if (processed.kind === 'refused') return processed;
        await insertCataloguePhotoFiles(db, { hash: processed.hash, staffId: by.staffId, files: processed.files });
        hash = processed.hash;
        change =
          edit.kind === 'add'
            ? { kind: 'add', hash, alt: edit.alt }
            : { kind: 'replace', at: edit.at, hash, alt: edit.alt };
      } else {
        change = edit;
      }
      const after = editPhotoList(before, change);
      if (after === null) return { kind: 'noPhoto' };
      owner.photos = after;
      const saved = await editor.saveDraft(id, file, by);
      if (saved.kind === 'notFound') return saved;
      if (saved.kind === 'invalid') return saved;
      return { kind: 'saved', school: saved.school, photos: view(saved.school), ...(hash ? { hash } : {}) };
    },
    file: (hash, file) => findCataloguePhotoFile(db, hash, file),
  };
}

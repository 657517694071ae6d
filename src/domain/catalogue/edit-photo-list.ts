import type { CataloguePhoto, CataloguePhotos } from './catalogue-photo-schema.ts';
import type { LocalizedText } from './primitives.ts';
import { photoEntries } from '../photos/catalogue-photo-list.ts';

/** A change to one list of photos (a school's gallery or a housing option's), by position from 0. */
export type PhotoListChange =
  | { kind: 'add'; hash: string; alt: LocalizedText }
  | { kind: 'replace'; at: number; hash: string; alt?: LocalizedText | undefined }
  | { kind: 'move'; at: number; direction: 'up' | 'down' }
  | { kind: 'alt'; at: number; alt: LocalizedText | undefined }
  | { kind: 'remove'; at: number };

/**
 * The list after a change, or null when the change names no photo of it (or moves one past an
 * end). A replaced photo keeps its alt text unless a new one comes with it. A list that is the
 * drawings 1…n again, with no alt text, is written as the count n, as the demo catalogue writes it.
 */
export function editPhotoList(photos: CataloguePhotos, change: PhotoListChange): CataloguePhotos | null {
  const list = photoEntries(photos);
  if (change.kind === 'add') return compact([...list, { upload: change.hash, alt: change.alt }]);
  const photo = list[change.at];
  if (!photo) return null;
  switch (change.kind) {
    case 'replace': {
      const alt = change.alt ?? photo.alt;
      list[change.at] = alt ? { upload: change.hash, alt } : ({ upload: change.hash } as CataloguePhoto);
      break;
    }
    case 'move': {
      const to = change.direction === 'up' ? change.at - 1 : change.at + 1;
      if (to < 0 || to >= list.length) return null;
      list[change.at] = list[to]!;
      list[to] = photo;
      break;
    }
    case 'alt': {
      const { alt: _old, ...rest } = photo;
      list[change.at] = (change.alt ? { ...rest, alt: change.alt } : rest) as CataloguePhoto;
      break;
    }
    case 'remove':
      list.splice(change.at, 1);
      break;
  }
  return compact(list);
}

function compact(list: CataloguePhoto[]): CataloguePhotos {
  const plain = list.every((photo, index) => 'drawing' in photo && photo.drawing === index + 1 && !photo.alt);
  return plain ? list.length : list;
}

import type { PhotoTarget } from './catalogue-photo-editor.ts';

/** A list of photos in an address or a form: 'gallery' for the school's, 'housing-<id>' for a housing option's. */
export function photoListKey(target: PhotoTarget): string {
  return target.kind === 'school' ? 'gallery' : `housing-${target.housingId}`;
}

/** The list an address or a form names, or null. */
export function parsePhotoListKey(key: string): PhotoTarget | null {
  if (key === 'gallery') return { kind: 'school' };
  const housing = /^housing-([1-9]\d{0,5})$/.exec(key);
  return housing ? { kind: 'housing', housingId: Number(housing[1]) } : null;
}

import { describe, expect, it } from 'vitest';
import { editPhotoList } from '../edit-photo-list.ts';
import { readPhotoAlt } from '../photo-alt-form.ts';
import { schoolSchema } from '../school-schema.ts';

const HASH = 'abcdef0123456789';

describe('editPhotoList', () => {
  it('turns a count into a list when a photo is added, and back into the count when the list is the drawings again', () => {
    const added = editPhotoList(3, { kind: 'add', hash: HASH, alt: { en: 'The door' } });
    expect(added).toEqual([{ drawing: 1 }, { drawing: 2 }, { drawing: 3 }, { upload: HASH, alt: { en: 'The door' } }]);
    expect(editPhotoList(added!, { kind: 'remove', at: 3 })).toBe(3);
    const swapped = editPhotoList(3, { kind: 'move', at: 0, direction: 'down' });
    expect(swapped).toEqual([{ drawing: 2 }, { drawing: 1 }, { drawing: 3 }]);
    expect(editPhotoList(swapped!, { kind: 'move', at: 1, direction: 'up' })).toBe(3);
  });

  it('refuses a photo that is not there and a move past either end', () => {
    expect(editPhotoList(2, { kind: 'remove', at: 2 })).toBeNull();
    expect(editPhotoList(2, { kind: 'move', at: 0, direction: 'up' })).toBeNull();
    expect(editPhotoList(2, { kind: 'move', at: 1, direction: 'down' })).toBeNull();
  });

  it('keeps the alt text of a replaced photo unless a new one comes, and clears an alt text', () => {
    const list = [{ drawing: 1, alt: { en: 'Front' } }, { drawing: 2 }];
    expect(editPhotoList(list, { kind: 'replace', at: 0, hash: HASH })).toEqual([
      { upload: HASH, alt: { en: 'Front' } },
      { drawing: 2 },
    ]);
    expect(editPhotoList(list, { kind: 'replace', at: 0, hash: HASH, alt: { en: 'New' } })).toEqual([
      { upload: HASH, alt: { en: 'New' } },
      { drawing: 2 },
    ]);
    expect(editPhotoList(list, { kind: 'alt', at: 0, alt: undefined })).toBe(2);
  });

  it('writes lists the school schema reads, and a count as the demo catalogue writes it', () => {
    const photos = schoolSchema.shape.photos;
    expect(photos.safeParse(editPhotoList(3, { kind: 'add', hash: HASH, alt: { en: 'x' } })).success).toBe(true);
    expect(photos.safeParse(3).success).toBe(true);
    expect(photos.safeParse([{ upload: HASH }]).success).toBe(false);
    expect(photos.safeParse([{ upload: 'not-a-hash', alt: { en: 'x' } }]).success).toBe(false);
    expect(photos.safeParse([]).success).toBe(false);
  });
});

describe('readPhotoAlt', () => {
  it('reads the texts per culture, blank ones left out, and none at all as none', () => {
    expect(readPhotoAlt({ 'alt.en': ' Door ', 'alt.de': 'Tür', 'alt.fr': '' }, true)).toEqual({
      ok: true,
      alt: { en: 'Door', de: 'Tür' },
    });
    expect(readPhotoAlt({ 'alt.en': '' }, false)).toEqual({ ok: true, alt: undefined });
  });

  it('names the English field when it is required or another language is given without it, and a text too long', () => {
    expect(readPhotoAlt({}, true)).toMatchObject({ ok: false, field: 'alt.en' });
    expect(readPhotoAlt({ 'alt.de': 'Tür' }, false)).toMatchObject({ ok: false, field: 'alt.en' });
    expect(readPhotoAlt({ 'alt.en': 'x', 'alt.zh': 'x'.repeat(251) }, false)).toMatchObject({
      ok: false,
      field: 'alt.zh',
    });
  });
});

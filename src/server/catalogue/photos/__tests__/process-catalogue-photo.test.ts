import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_CATALOGUE_PHOTO_BYTES, MAX_CATALOGUE_PHOTO_PIXELS } from '#domain/photos/catalogue-photo-rules.ts';
import { housingPhotoFilesAt, schoolPhotoFilesAt } from '#domain/photos/photo-files.ts';
import { processCataloguePhoto } from '../process-catalogue-photo.ts';
import { hashPhotoFiles } from '../hash-photo-files.ts';
import { createPhotoWorkQueue } from '../photo-work-queue.ts';
import { acceptedPhotoTypes } from '../accepted-photo-types.ts';

/**
 * A photo a camera would send: 600 x 400 stored on its side (400 wide, 600 high) with EXIF
 * orientation 6 ("turn 90° clockwise to show"), a red left half as stored, GPS and a camera name.
 */
async function sidewaysCameraJpeg(): Promise<Buffer> {
  const stored = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#0000ff' } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 600, channels: 3, background: '#ff0000' } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
  return sharp(stored)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Test camera', Model: 'Secret 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 56/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

describe('processCataloguePhoto', () => {
  it('makes every file of a school photo upright, without metadata, named by the hash of its files', async () => {
    const camera = await sidewaysCameraJpeg();
    const before = await sharp(camera).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const result = await processCataloguePhoto(camera, 'school');
    if (result.kind !== 'processed') throw new Error(result.message);
    expect(result.files.map(({ file, width, height, format }) => ({ file, width, height, format }))).toEqual(
      schoolPhotoFilesAt('schools/uploaded'),
    );
    expect(result.hash).toBe(hashPhotoFiles(result.files));
    expect(result.hash).toMatch(/^[0-9a-f]{16}$/);
    for (const file of result.files) {
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(file.format);
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // Turned clockwise, the stored left half (red) is the top half: the top row is red, the bottom blue.
    const large = result.files.find((file) => file.file === 'schools/uploaded.jpg')!;
    const { data, info } = await sharp(large.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [topRed, , topBlue] = pixel(1200, 20);
    const [bottomRed, , bottomBlue] = pixel(1200, 680);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
  });

  it('makes the housing sizes, and the same photo twice gets the same hash', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#33aa3380' } })
      .png()
      .toBuffer();
    const first = await processCataloguePhoto(png, 'housing');
    const second = await processCataloguePhoto(png, 'housing');
    if (first.kind !== 'processed' || second.kind !== 'processed') throw new Error('refused');
    expect(first.files.map((file) => file.file)).toEqual(housingPhotoFilesAt('housing/uploaded').map((f) => f.file));
    expect(second.hash).toBe(first.hash);
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const result = await processCataloguePhoto(new Uint8Array(MAX_CATALOGUE_PHOTO_BYTES + 1), 'school');
    expect(result).toMatchObject({ kind: 'refused', reason: 'tooBig' });
  });

  it('refuses a photo of more pixels than the limit from its header', async () => {
    // 8,000 x 8,000 of one colour is a small PNG that decodes to 64 megapixels.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(8000 * 8000).toBeGreaterThan(MAX_CATALOGUE_PHOTO_PIXELS);
    expect(bomb.byteLength).toBeLessThan(MAX_CATALOGUE_PHOTO_BYTES);
    expect(await processCataloguePhoto(bomb, 'school')).toMatchObject({ kind: 'refused', reason: 'tooManyPixels' });
  });

  it('names what is wrong with a file that is no image, an image of another type, an empty or a broken one', async () => {
    expect(await processCataloguePhoto(Buffer.from('%PDF-1.7 not a photo'), 'school')).toMatchObject({
      reason: 'notImage',
      message: expect.stringContaining('not an image'),
    });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await processCataloguePhoto(gif, 'school')).toMatchObject({
      reason: 'unsupportedType',
      message: expect.stringContaining('GIF is not a type this site takes'),
    });
    expect(await processCataloguePhoto(new Uint8Array(), 'school')).toMatchObject({ reason: 'empty' });
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    expect(await processCataloguePhoto(jpeg.subarray(0, jpeg.byteLength / 2), 'school')).toMatchObject({
      reason: 'unreadable',
    });
  });
});

describe('acceptedPhotoTypes', () => {
  it('takes JPEG, PNG and WebP, and HEIC only when the installed library says it reads .heic files', () => {
    const names = acceptedPhotoTypes().map((type) => type.name);
    expect(names.slice(0, 3)).toEqual(['JPEG', 'PNG', 'WebP']);
    const heif = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix ?? [];
    expect(names.includes('HEIC')).toBe(heif.includes('.heic'));
    expect(names.includes('AVIF')).toBe(heif.includes('.avif'));
  });
});

describe('createPhotoWorkQueue', () => {
  it('runs one at a time, queues a few and answers busy beyond them', async () => {
    const queue = createPhotoWorkQueue({ running: 1, waiting: 1 });
    let release!: () => void;
    const order: string[] = [];
    const first = queue.run(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first');
      return 1;
    });
    const second = queue.run(async () => {
      order.push('second');
      return 2;
    });
    expect(await queue.run(async () => 3)).toBe('busy');
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(order).toEqual(['first', 'second']);
  });
});

import sharp from 'sharp';

/** A kind of image file the office takes: how sharp names it, how people name it, and its media type. */
export interface AcceptedPhotoType {
  format: string;
  name: string;
  mediaType: string;
}

/**
 * The image types the installed sharp decodes from memory, asked at run time: JPEG, PNG and WebP
 * always; AVIF and HEIC as far as its HEIF library goes (sharp's prebuilt one reads AVIF but has
 * no HEVC decoder, so no HEIC: an iPhone then sends its photos as JPEG when the form asks for it).
 */
export function acceptedPhotoTypes(): AcceptedPhotoType[] {
  const types: AcceptedPhotoType[] = [];
  const reads = (format: keyof typeof sharp.format) => sharp.format[format]?.input.buffer === true;
  if (reads('jpeg')) types.push({ format: 'jpeg', name: 'JPEG', mediaType: 'image/jpeg' });
  if (reads('png')) types.push({ format: 'png', name: 'PNG', mediaType: 'image/png' });
  if (reads('webp')) types.push({ format: 'webp', name: 'WebP', mediaType: 'image/webp' });
  if (reads('heif')) {
    const suffixes = (sharp.format.heif.input as { fileSuffix?: string[] }).fileSuffix ?? [];
    if (suffixes.includes('.avif')) types.push({ format: 'heif', name: 'AVIF', mediaType: 'image/avif' });
    if (suffixes.includes('.heic')) types.push({ format: 'heif', name: 'HEIC', mediaType: 'image/heic' });
  }
  return types;
}

/** The media type of a Content-Type header, lower-cased and without its parameters ('multipart/form-data'). */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';', 1)[0]!.trim().toLowerCase();
  return type ? type : undefined;
}

/** The body types a form may be posted in, by a browser or a script: the only ones the site parses. */
export const FORM_MEDIA_TYPES: readonly string[] = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** By file extension; deploy/nginx's `types` block is written from the same list. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.tif': 'image/tiff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.webmanifest': 'application/manifest+json',
};

/** The Content-Type for a file name; unknown kinds are sent as bytes. */
export function contentTypeFor(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[path.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/** Text types are worth compressing; images and archives are compressed already. */
export function isCompressible(path: string): boolean {
  const type = contentTypeFor(path);
  return (
    type.startsWith('text/') ||
    type.startsWith('application/json') ||
    type.startsWith('application/xml') ||
    type === 'image/svg+xml' ||
    type === 'application/manifest+json'
  );
}

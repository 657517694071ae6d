import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from './content-types.ts';
import { cacheControlFor } from './cache-control-for.ts';

interface Variant {
  file: string;
  size: number;
}
interface StaticEntry extends Variant {
  etag: string;
  lastModified: string;
  type: string;
  br?: Variant;
  gzip?: Variant;
}

export interface StaticFiles {
  /** Answers the request from the built files; false when no file matches. */
  serve(req: IncomingMessage, res: ServerResponse, status?: number, urlPath?: string): boolean;
  has(urlPath: string): boolean;
  count: number;
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

/**
 * Indexes the built site once at start-up, so a request costs a map lookup and a stream,
 * never a directory walk. Precompressed .br and .gz siblings (written by the build) are
 * sent to clients that accept them.
 */
export function createStaticFiles(root: string): StaticFiles {
  const index = new Map<string, StaticEntry>();
  const files = existsSync(root) ? walk(root) : [];
  const sizes = new Map(files.map((file) => [file, statSync(file)]));
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const stats = sizes.get(file)!;
    const urlPath = '/' + relative(root, file).split(sep).join('/');
    // The CDN's header rules (scripts/build/write-headers-file.ts), read by CDNs, not served by them.
    if (urlPath === '/_headers') continue;
    const variant = (suffix: string): Variant | undefined => {
      const sibling = sizes.get(file + suffix);
      return sibling ? { file: file + suffix, size: sibling.size } : undefined;
    };
    const entry: StaticEntry = {
      file,
      size: stats.size,
      etag: `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`,
      lastModified: stats.mtime.toUTCString(),
      type: contentTypeFor(file),
    };
    const br = variant('.br');
    const gzip = variant('.gz');
    if (br) entry.br = br;
    if (gzip) entry.gzip = gzip;
    index.set(urlPath, entry);
  }

  const lookup = (urlPath: string) => index.get(urlPath) ?? (urlPath.endsWith('/') ? index.get(`${urlPath}index.html`) : undefined);

  return {
    count: index.size,
    has: (urlPath) => lookup(urlPath) !== undefined || index.has(`${urlPath}/index.html`),
    serve(req, res, status = 200, page?: string) {
      // A file answers reads of its address; a page the server chose (an error page) answers any method.
      if (page === undefined && req.method !== 'GET' && req.method !== 'HEAD') return false;
      const urlPath = page ?? new URL(req.url ?? '/', 'http://local').pathname;
      let path: string;
      try {
        path = decodeURIComponent(urlPath);
      } catch {
        return false;
      }
      if (path.includes('\0')) return false;
      const entry = lookup(path);
      if (!entry) {
        // /en/english → /en/english/ : one canonical address per page.
        if (!path.endsWith('/') && index.has(`${path}/index.html`)) {
          const query = (req.url ?? '').split('?')[1];
          res.writeHead(301, { Location: `${urlPath}/${query ? `?${query}` : ''}`, 'Cache-Control': 'public, max-age=3600' });
          res.end();
          return true;
        }
        return false;
      }
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = entry.br && /\bbr\b/.test(accepted) ? 'br' : entry.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const body = encoding ? entry[encoding]! : entry;
      const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
      const headers: Record<string, string | number> = {
        'Content-Type': entry.type,
        'Cache-Control': status === 200 ? cacheControlFor(path) : 'no-store',
        ETag: etag,
        'Last-Modified': entry.lastModified,
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
      };
      if (status === 200 && req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return true;
      }
      if (encoding) headers['Content-Encoding'] = encoding;
      headers['Content-Length'] = body.size;
      res.writeHead(status, headers);
      if (req.method === 'HEAD') res.end();
      else createReadStream(body.file).on('error', () => res.destroy()).pipe(res);
      return true;
    },
  };
}

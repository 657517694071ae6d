import { createReadStream, existsSync, readFile, realpathSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchesEtag } from './static/matches-etag.ts';
import { parseByteRange } from './static/parse-byte-range.ts';
import {
  indexStaticFiles,
  indexStaticFilesAsync,
  type Representation,
  type StaticEntry,
  type StaticIndex,
} from './static/static-index.ts';

export interface StaticFiles {
  /** Answers the request from the built files; false when no file matches. */
  serve(req: IncomingMessage, res: ServerResponse, status?: number, urlPath?: string): boolean;
  /**
   * The fast path, for a response with no header set yet: answers a plain GET or HEAD of a built
   * file (no body, no range) with 200 or 304, `headers` (name, value, …) written with the file's
   * own in one go; false for anything else, which then goes the whole way (serve).
   */
  serveFile(req: IncomingMessage, res: ServerResponse, headers: readonly string[]): boolean;
  has(urlPath: string): boolean;
  /** Files in the index now. */
  readonly count: number;
  /** The real path of the build being served. */
  readonly root: string | undefined;
  /** Indexes the build again if the root now leads to another folder; true when a new index was swapped in. */
  refresh(): Promise<boolean>;
  /** Stops following the build. */
  close(): void;
}

export interface StaticFilesOptions {
  /** A file up to this size is held in memory once asked for (default 256 KB); larger ones are streamed. */
  maxMemoryFileBytes?: number;
  /** The most bytes of files held in memory for one build (default 128 MB). */
  memoryBytes?: number;
  /** How often the root's real path is checked (default 2 s); 0: never, only refresh(). */
  followMs?: number;
  /** Called with the real path of each build before it is served, the first one included (the pages' policy comes from it). */
  onBuild?: (root: string) => void;
}

const EMPTY: StaticIndex = { root: '', inode: -1, entries: new Map(), memoryLeft: 0 };

/** Where `root` leads now: its real path and inode, or undefined when there is no build. */
function locate(root: string): { root: string; inode: number } | undefined {
  if (!existsSync(root)) return undefined;
  const real = realpathSync(root);
  return { root: real, inode: statSync(real).ino };
}

const decodePath = (target: string): string | undefined => {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!path.includes('%')) return path;
  try {
    const decoded = decodeURIComponent(path);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
};

const BR = /\bbr\b/;
const GZIP = /\bgzip\b/;

/**
 * The built site, indexed in memory (address → file, ETag, precompressed siblings), so a request
 * costs a map lookup: small files are answered from memory once read (within a memory budget),
 * large ones streamed. Answers 304 to a matching If-None-Match (or If-Modified-Since), single
 * byte ranges of the file's own bytes (206, 416), and HEAD. The .br and .gz siblings the build
 * writes go to clients that accept them.
 *
 * A new build shows without a restart: the build writes a new folder and switches `dist` (a
 * symlink) to it, so when the root's real path (or the folder's inode) changes, the new build is
 * indexed while the old one keeps answering, then swapped in at once; a request under way keeps
 * the index, and the files, it started with.
 */
export function createStaticFiles(root: string, options: StaticFilesOptions = {}): StaticFiles {
  const maxFileBytes = options.maxMemoryFileBytes ?? 256 * 1024;
  const memoryBytes = options.memoryBytes ?? 128 * 1024 * 1024;
  const first = locate(root);
  options.onBuild?.(first?.root ?? root);
  let index = first ? indexStaticFiles(first.root, first.inode, memoryBytes) : EMPTY;
  let refreshing: Promise<boolean> | undefined;

  const lookup = (urlPath: string) =>
    index.entries.get(urlPath) ?? (urlPath.endsWith('/') ? index.entries.get(`${urlPath}index.html`) : undefined);

  /** Reads a small file into memory for the next requests; this one is streamed meanwhile. */
  const keep = (held: StaticIndex, body: Representation) => {
    if (body.loading || body.size > maxFileBytes || body.size > held.memoryLeft) return;
    body.loading = true;
    held.memoryLeft -= body.size;
    readFile(body.file, (error, bytes) => {
      if (!error && bytes.length === body.size) body.body = bytes;
      else {
        held.memoryLeft += body.size;
        body.loading = false;
      }
    });
  };

  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    held: StaticIndex,
    entry: StaticEntry,
    status: number,
    path: string,
    prefix?: readonly string[],
  ) => {
    const headers = req.headers;
    const accepted = headers['accept-encoding'];
    const body =
      (accepted &&
        ((entry.br && BR.test(accepted) && entry.br) || (entry.gzip && GZIP.test(accepted) && entry.gzip))) ||
      entry.identity;
    if (status !== 200) {
      // An error page the server chose: never cached, never a 304 or a range.
      const answer = body.ok.slice();
      answer[3] = 'no-store';
      res.writeHead(status, answer);
      write(req, res, held, body, undefined);
      return;
    }
    const ifNoneMatch = headers['if-none-match'];
    const ifModifiedSince = headers['if-modified-since'];
    if (
      ifNoneMatch !== undefined
        ? matchesEtag(ifNoneMatch, body.etag)
        : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= entry.modifiedSeconds * 1000
    ) {
      res.writeHead(304, prefix ? prefix.concat(body.notModified) : body.notModified);
      res.end();
      return;
    }
    const rangeHeader = headers.range;
    if (rangeHeader !== undefined && body.encoding === undefined && req.method === 'GET') {
      const ifRange = headers['if-range'];
      const range =
        ifRange === undefined || ifRange === body.etag || ifRange === entry.lastModified
          ? parseByteRange(rangeHeader, body.size)
          : undefined;
      if (range === 'unsatisfiable') {
        res.writeHead(416, {
          'Content-Range': `bytes */${body.size}`,
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(`The range ${rangeHeader} is outside the ${body.size} bytes of ${path}.`);
        return;
      }
      if (range) {
        const answer = body.ok.slice(0, -2);
        answer.push(
          'Content-Range',
          `bytes ${range.start}-${range.end}/${body.size}`,
          'Content-Length',
          range.end - range.start + 1,
        );
        res.writeHead(206, answer);
        write(req, res, held, body, range);
        return;
      }
    }
    res.writeHead(200, prefix ? (prefix as (string | number)[]).concat(body.ok) : body.ok);
    write(req, res, held, body, undefined);
  };

  const write = (
    req: IncomingMessage,
    res: ServerResponse,
    held: StaticIndex,
    body: Representation,
    range: { start: number; end: number } | undefined,
  ) => {
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (body.body) {
      res.end(range ? body.body.subarray(range.start, range.end + 1) : body.body);
      return;
    }
    keep(held, body);
    createReadStream(body.file, range ?? {})
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const reindex = async (): Promise<boolean> => {
    try {
      const now = locate(root);
      const same = now ? index !== EMPTY && now.root === index.root && now.inode === index.inode : index === EMPTY;
      // dist gone (deleted, or between a build's steps) while the build it led to is still there: keep serving that.
      if (same || (!now && existsSync(index.root))) return false;
      const next = now ? await indexStaticFilesAsync(now.root, now.inode, memoryBytes) : EMPTY;
      options.onBuild?.(now?.root ?? root);
      index = next;
      return true;
    } catch (error) {
      // A build half switched or a folder gone under the walk: keep serving the last one, and look again next time.
      console.error(
        `static files: the build at ${root} could not be indexed; still serving ${index.root || 'nothing'}:`,
        error,
      );
      return false;
    }
  };
  /** One look at a time: a check while a new build is being indexed waits for that one. */
  const refresh = (): Promise<boolean> => {
    if (refreshing) return refreshing;
    const running = reindex();
    refreshing = running;
    void running.then(() => {
      refreshing = undefined;
    });
    return running;
  };
  const followMs = options.followMs ?? 2000;
  const timer = followMs > 0 ? setInterval(() => void refresh(), followMs).unref() : undefined;

  return {
    get count() {
      return index.entries.size;
    },
    get root() {
      return index === EMPTY ? undefined : index.root;
    },
    has: (urlPath) => lookup(urlPath) !== undefined || index.entries.has(`${urlPath}/index.html`),
    refresh,
    close: () => clearInterval(timer),
    serveFile(req, res, headers) {
      const method = req.method;
      const url = req.url;
      // Not the API's addresses (none is in the index), nor the bare address, which the handler redirects.
      if (
        (method !== 'GET' && method !== 'HEAD') ||
        url === undefined ||
        url.startsWith('/api/') ||
        url === '/' ||
        url.startsWith('/?')
      )
        return false;
      const asked = req.headers;
      if (
        asked.range !== undefined ||
        asked['content-length'] !== undefined ||
        asked['transfer-encoding'] !== undefined
      )
        return false;
      const path = decodePath(url);
      if (path === undefined) return false;
      const held = index;
      const entry = lookup(path);
      if (!entry) return false;
      send(req, res, held, entry, 200, path, headers);
      return true;
    },
    serve(req, res, status = 200, page?: string) {
      // A file answers reads of its address; a page the server chose (an error page) answers any method.
      if (page === undefined && req.method !== 'GET' && req.method !== 'HEAD') return false;
      const path = decodePath(page ?? req.url ?? '/');
      if (path === undefined) return false;
      // This request keeps this index to the end, whatever build is swapped in meanwhile.
      const held = index;
      const entry = lookup(path);
      if (entry) {
        send(req, res, held, entry, status, path);
        return true;
      }
      // /en/english → /en/english/ : one canonical address per page.
      if (!path.endsWith('/') && held.entries.has(`${path}/index.html`)) {
        const target = req.url ?? '';
        const query = target.indexOf('?');
        const urlPath = query === -1 ? target : target.slice(0, query);
        res.writeHead(301, {
          Location: `${urlPath}/${query === -1 ? '' : target.slice(query)}`,
          'Cache-Control': 'public, max-age=3600',
        });
        res.end();
        return true;
      }
      return false;
    },
  };
}

import { readdirSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { cacheControlFor } from '../cache-control-for.ts';
import { contentTypeFor } from '../content-types.ts';
import { isApiPath } from '../is-api-path.ts';

/** One set of bytes a file's address can be answered with: the file itself or a precompressed sibling. */
export interface Representation {
  file: string;
  size: number;
  /** Strong: the file's size and modification time, and the encoding (a sibling is other bytes). */
  etag: string;
  encoding: 'br' | 'gzip' | undefined;
  /** The bytes, once read (small files only, within the index's memory budget). */
  body: Buffer | undefined;
  loading: boolean;
  /** The headers of a 200, and of a 304, written once: name, value, name, value… */
  ok: (string | number)[];
  notModified: string[];
}

export interface StaticEntry {
  identity: Representation;
  br: Representation | undefined;
  gzip: Representation | undefined;
  type: string;
  lastModified: string;
  /** Whole seconds, as Last-Modified and If-Modified-Since have them. */
  modifiedSeconds: number;
}

/** The built files of one build: address → entry, and how much of them may be held in memory. */
export interface StaticIndex {
  /** The real path (no symlinks) of the folder indexed: the files of this build, whatever `dist` points at later. */
  root: string;
  /** The root folder's inode, to tell a build written anew in the same place. */
  inode: number;
  entries: Map<string, StaticEntry>;
  /** Bytes of file bodies this index may still read into memory. */
  memoryLeft: number;
}

/** How many files are stat'ed between two yields of an index built while serving. */
const SLICE = 256;

/**
 * Builds the index of `root` (its real path) step by step: the generator yields every few hundred
 * files, so a new build can be indexed between requests (indexStaticFilesAsync) and the first one
 * at start-up all at once (indexStaticFiles).
 */
function* indexSteps(root: string, inode: number, memoryBytes: number): Generator<undefined, StaticIndex> {
  const stats = new Map<string, Stats>();
  const folders = [root];
  let done = 0;
  while (folders.length > 0) {
    const folder = folders.pop()!;
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, item.name);
      if (item.isDirectory()) folders.push(path);
      else if (item.isFile()) {
        stats.set(path, statSync(path));
        if (++done % SLICE === 0) yield undefined;
      }
    }
  }
  const entries = new Map<string, StaticEntry>();
  for (const [file, stat] of stats) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = '/' + relative(root, file).split(sep).join('/');
    // The CDN's header rules (scripts/build/write-headers-file.ts), read by CDNs, not served by them;
    // and nothing at the API's addresses, which are the API's whatever the build holds.
    if (urlPath === '/_headers' || isApiPath(urlPath.toLowerCase())) continue;
    const type = contentTypeFor(file);
    const lastModified = stat.mtime.toUTCString();
    const tag = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
    const cacheControl = cacheControlFor(urlPath);
    const representation = (path: string, size: number, encoding: Representation['encoding']): Representation => {
      const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
      // X-Content-Type-Options comes with the security headers the handler writes on every answer.
      const notModified = [
        'Content-Type',
        type,
        'Cache-Control',
        cacheControl,
        'ETag',
        etag,
        'Last-Modified',
        lastModified,
        'Vary',
        'Accept-Encoding',
      ];
      // Ranges are offered on the file's own bytes only: a range of compressed bytes is of no use to a client.
      const ok = [
        ...notModified,
        ...(encoding ? ['Content-Encoding', encoding] : ['Accept-Ranges', 'bytes']),
        'Content-Length',
        size,
      ];
      return { file: path, size, etag, encoding, body: undefined, loading: false, ok, notModified };
    };
    const sibling = (suffix: '.br' | '.gz', encoding: 'br' | 'gzip') => {
      const found = stats.get(file + suffix);
      return found ? representation(file + suffix, found.size, encoding) : undefined;
    };
    entries.set(urlPath, {
      identity: representation(file, stat.size, undefined),
      br: sibling('.br', 'br'),
      gzip: sibling('.gz', 'gzip'),
      type,
      lastModified,
      modifiedSeconds: Math.floor(stat.mtimeMs / 1000),
    });
  }
  return { root, inode, entries, memoryLeft: memoryBytes };
}

/** The index of the build in `root` (a real path; see StaticIndex), at once. */
export function indexStaticFiles(root: string, inode: number, memoryBytes: number): StaticIndex {
  const steps = indexSteps(root, inode, memoryBytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The same, yielding to the event loop between slices, so requests keep being answered meanwhile. */
export async function indexStaticFilesAsync(root: string, inode: number, memoryBytes: number): Promise<StaticIndex> {
  const steps = indexSteps(root, inode, memoryBytes);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resume) => setImmediate(resume));
  }
}

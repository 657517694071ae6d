import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import { listenCatalogueChanges, type CatalogueListener } from '../listen-catalogue-changes.ts';
import { listSchoolsPublishedSince } from '../queries/list-schools-published-since.ts';
import { latestDocumentEdits } from '../queries/latest-document-edits.ts';

export interface PageRebuilds {
  /** Resolves once no rebuild runs or waits (tests, and a graceful stop). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface PageRebuildOptions {
  db: Database;
  /**
   * Builds the pages of these schools, or every page ('all': a site-wide document changed);
   * resolves when the new build is served. Stopping aborts it.
   */
  build(schoolIds: readonly number[] | 'all', signal: AbortSignal): Promise<void>;
  logger: Pick<Logger, 'info' | 'error'>;
  /** How long a change waits for the ones that follow it (an import, a quick second publish). */
  settleMs?: number;
  /** The first wait before a failed build's schools are built again; it doubles up to ten minutes. */
  retryMs?: number;
}

const MAX_RETRY_MS = 600_000;

/**
 * Rebuilds the static pages a publish touches, on the instance that runs it (PUBLISH_REBUILD):
 * it hears every new catalogue version on the catalogue channel, whichever instance published,
 * reads which schools got a version since the last build it started, and builds their pages. One
 * build at a time; the changes announced meanwhile are read when it ends and built together. A
 * build that fails (another build held the lock, say) is tried again later with the schools of the
 * next. The versions recorded before the instance started are the served build's.
 */
export async function startPageRebuilds({
  db,
  build,
  logger,
  settleMs = 500,
  retryMs = 30_000,
}: PageRebuildOptions): Promise<PageRebuilds> {
  let { last } = await listSchoolsPublishedSince(db, 0);
  let documents = await latestDocumentEdits(db);
  /** A site-wide document changed since the last build started, or a failed whole build waits. */
  let whole = false;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  /** The schools of a build that failed, built with the next. */
  let unbuilt: number[] = [];
  let retryDelay = retryMs;
  let retry: NodeJS.Timeout | undefined;
  const stopping = new AbortController();

  const rebuild = async () => {
    do {
      again = false;
      await new Promise((done) => setTimeout(done, settleMs));
      if (stopped) return;
      const since = await listSchoolsPublishedSince(db, last);
      const edits = await latestDocumentEdits(db);
      if (edits !== documents) whole = true;
      documents = edits;
      const schoolIds = [...new Set([...unbuilt, ...since.schoolIds])].sort((a, b) => a - b);
      if (schoolIds.length === 0 && !whole) continue;
      last = since.last;
      const started = performance.now();
      const wasWhole = whole;
      whole = false;
      try {
        await build(wasWhole ? 'all' : schoolIds, stopping.signal);
        unbuilt = [];
        retryDelay = retryMs;
        logger.info(
          { schools: schoolIds, seconds: Math.round((performance.now() - started) / 100) / 10 },
          'pages rebuilt after a publish',
        );
      } catch (error) {
        if (stopped) return;
        unbuilt = schoolIds;
        whole ||= wasWhole;
        logger.error(
          { err: error, schools: schoolIds, retryInSeconds: retryDelay / 1000 },
          'the pages of a publish were not rebuilt',
        );
        clearTimeout(retry);
        retry = setTimeout(changed, retryDelay);
        retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
      }
    } while (again && !stopped);
  };
  function changed() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = rebuild()
      .catch((error: unknown) => logger.error({ err: error }, 'the pages of a publish were not rebuilt'))
      .finally(() => (running = undefined));
  }
  const listener: CatalogueListener = await listenCatalogueChanges(db, {
    changed,
    resumed: changed,
    failed: (error) => logger.error({ err: error }, 'page rebuilds: listening for catalogue changes failed'),
  });
  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      stopping.abort();
      await listener.close();
      while (running) await running;
    },
  };
}

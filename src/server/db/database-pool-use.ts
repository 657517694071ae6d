/**
 * How the database's connections are used at a moment, for the metrics. PostgreSQL's pool says
 * all of it; the embedded PGlite is one connection in this process, with nothing idle or queued
 * that it reports, so those stay undefined.
 */
export interface DatabasePoolUse {
  /** Connections open now. */
  open: number;
  /** Open but not lent to a query. */
  idle: number | undefined;
  /** Queries waiting for a connection because all are lent. */
  waiting: number | undefined;
  /** The most the pool opens. */
  max: number;
}

/**
 * The database could not be reached when the process started: thrown so that main can print one
 * line an operator can act on (which variable, which server, why) instead of a driver's stack.
 */
export class DatabaseUnreachableError extends Error {
  readonly safeUrl: string;

  constructor(safeUrl: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
    super(`cannot reach the database at DATABASE_URL=${safeUrl}: ${reason}`, { cause });
    this.name = 'DatabaseUnreachableError';
    this.safeUrl = safeUrl;
  }
}

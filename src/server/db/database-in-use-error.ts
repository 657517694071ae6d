/** The embedded database's folder is open in another process: one line an operator can act on. */
export class DatabaseInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number, command: string) {
    super(
      `PGLITE_DIR ${dataDir} is in use by process ${pid}${command ? ` (${command})` : ''}: stop it first (only one process may open an embedded database), or set DATABASE_URL to use PostgreSQL`,
    );
    this.name = 'DatabaseInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

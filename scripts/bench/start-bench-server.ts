import { startChildServer, type ChildServer } from './start-child-server.ts';

export type BenchServer = ChildServer;

/**
 * The built server (bench-server.ts) in a process of its own, listening within `timeoutMs`
 * (2 minutes by default: it seeds its database first); its request log goes to `logFile`.
 */
export function startBenchServer(options: {
  distDir: string;
  contentDir: string;
  databaseUrl?: string | undefined;
  timeoutMs?: number;
  logFile?: string | undefined;
}): Promise<BenchServer> {
  return startChildServer(
    new URL('./bench-server.ts', import.meta.url),
    [options.distDir, options.contentDir, options.databaseUrl ?? ''],
    {
      name: 'the bench server',
      timeoutMs: options.timeoutMs ?? 120_000,
      logFile: options.logFile,
    },
  );
}

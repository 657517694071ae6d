import type { DestinationStream } from 'pino';

/**
 * pino-pretty's stream for LOG_FORMAT=pretty (the development default), in this process rather
 * than a transport's worker thread. It is a development dependency: where it is not installed
 * (npm ci --omit=dev) the lines stay JSON, and the caller says so.
 */
export async function prettyDestination(): Promise<DestinationStream | undefined> {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ colorize: true, singleLine: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

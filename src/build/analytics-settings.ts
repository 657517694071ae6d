import { loadConfig } from '../server/config/env.ts';

/** The tag manager container to load, or null: with none configured no third-party script loads (issue 4). */
export function analyticsGtmId(): string | null {
  return loadConfig().analyticsGtmId ?? null;
}

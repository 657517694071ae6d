import type { Database } from '../db/database.ts';
import { listenChannel, type ChannelListener, type ListenOptions } from '../db/listen-channel.ts';
import { CATALOGUE_CHANGED_CHANNEL } from './catalogue-changed-channel.ts';

export interface CatalogueChangeHandlers {
  /** A seed committed a new catalogue version. */
  changed(): void;
  /**
   * Listening (re)started after a gap: whatever was announced meanwhile is lost, so the listener
   * of this callback should compare versions once.
   */
  resumed(): void;
  /** Something went wrong with the listening connection; it is retried on its own. */
  failed(error: unknown): void;
}

export type CatalogueListener = ChannelListener;
export type { ListenOptions };

/** Listens on the catalogue_changed channel (listenChannel: one dedicated connection on PostgreSQL, re-opened when it drops). */
export function listenCatalogueChanges(
  db: Database,
  handlers: CatalogueChangeHandlers,
  options: ListenOptions = {},
): Promise<CatalogueListener> {
  return listenChannel(
    db,
    CATALOGUE_CHANGED_CHANNEL,
    { notified: () => handlers.changed(), resumed: handlers.resumed, failed: handlers.failed },
    options,
  );
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatEvent, ChatSender } from '#domain/chat/chat-view.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { listenChannel, type ChannelListener } from '../db/listen-channel.ts';
import type { Logger } from '../observability/create-logger.ts';
import { chatMessageView } from './chat-message-view.ts';
import { findMessage } from './queries/find-message.ts';
import { anyStaffPresent, dropPresence, touchPresence } from './queries/staff-presence.ts';

/** The LISTEN/NOTIFY channel every instance hears every conversation's news on. */
export const CHAT_CHANNEL = 'chat_events';

/** What goes through the database between instances: ids only (a payload holds 8,000 bytes; a message may not fit). */
export type ChatWire =
  | { t: 'message'; c: number; m: number }
  | { t: 'read'; c: number; by: ChatSender; upTo: number }
  | { t: 'typing'; c: number; by: ChatSender; staffId: string | null; name: string }
  | { t: 'conversation'; c: number }
  | { t: 'presence' };

/** One open live connection: what it is sent, and how it is ended when the server stops. */
export interface ChatListener {
  send(event: ChatEvent): void;
  end(): void;
}

/** How long a staff member's open inbox counts as "online" without a refresh; refreshed at a third of it. */
export const PRESENCE_TTL_MS = 45_000;

export interface ChatHub {
  /** Announces news to every instance, in the caller's transaction (delivered when it commits). */
  publish(tx: Database, wire: ChatWire): Promise<void>;
  /** A visitor's live connection to one conversation, once this instance listens; returns how to leave. */
  joinVisitor(conversationId: number, listener: ChatListener): Promise<() => void>;
  /** A staff member's live inbox (every conversation): they count as online while one is open. */
  joinStaff(staffId: string, listener: ChatListener): Promise<() => Promise<void>>;
  /** Whether a staff member has the inbox open on any instance. */
  online(): Promise<boolean>;
  /** Ends every live connection of this instance and stops listening. */
  close(): Promise<void>;
}

/**
 * The chat's fan-out: every instance LISTENs on chat_events, and whatever one instance commits
 * (a message, a read mark, someone typing, a presence change) reaches the connections every
 * instance holds, visitors' and staff's alike. On PGlite the one instance hears itself.
 */
export function createChatHub(deps: { db: Database; clock: Clock; logger: Logger }): ChatHub {
  const { db, clock, logger } = deps;
  const instanceId = randomUUID();
  const visitors = new Map<number, Set<ChatListener>>();
  const staff = new Map<ChatListener, string>();
  let closed = false;

  const toVisitors = (conversationId: number, event: ChatEvent) => {
    for (const listener of visitors.get(conversationId) ?? []) listener.send(event);
  };
  const toStaff = (event: ChatEvent) => {
    for (const listener of staff.keys()) listener.send(event);
  };
  const online = async () => anyStaffPresent(db, new Date(clock().getTime() - PRESENCE_TTL_MS));

  const deliver = async (wire: ChatWire) => {
    switch (wire.t) {
      case 'message': {
        if (!visitors.has(wire.c) && staff.size === 0) return;
        const row = await findMessage(db, wire.m);
        if (!row) return;
        const event: ChatEvent = { type: 'message', conversationId: wire.c, message: chatMessageView(row) };
        toVisitors(wire.c, event);
        toStaff(event);
        return;
      }
      case 'read': {
        const event: ChatEvent = { type: 'read', conversationId: wire.c, by: wire.by, upTo: wire.upTo };
        toVisitors(wire.c, event);
        toStaff(event);
        return;
      }
      case 'typing': {
        const event: ChatEvent = {
          type: 'typing',
          conversationId: wire.c,
          by: wire.by,
          staffId: wire.staffId,
          name: wire.name,
        };
        // A visitor hears that the agency writes; staff hear anyone, colleagues included.
        if (wire.by === 'staff') toVisitors(wire.c, { ...event, staffId: null });
        toStaff(event);
        return;
      }
      case 'conversation':
        toStaff({ type: 'conversation', conversationId: wire.c });
        return;
      case 'presence': {
        if (visitors.size === 0 && staff.size === 0) return;
        const event: ChatEvent = { type: 'presence', online: await online() };
        for (const set of visitors.values()) for (const listener of set) listener.send(event);
        toStaff(event);
        return;
      }
    }
  };

  // Listening starts with the first live connection: the build's in-process API never opens one.
  let listening: Promise<ChannelListener> | undefined;
  const listen = () =>
    (listening ??= listenChannel(db, CHAT_CHANNEL, {
      notified(payload) {
        let wire: ChatWire;
        try {
          wire = JSON.parse(payload) as ChatWire;
        } catch {
          return;
        }
        deliver(wire).catch((error: unknown) =>
          logger.warn({ err: error }, 'chat: a live event could not be delivered'),
        );
      },
      // Whatever was missed meanwhile is in the database: the panels read the thread again on reconnect.
      resumed: () => logger.info('chat: listening for live events again'),
      failed: (error) => logger.warn({ err: error }, 'chat: the live events connection failed; it is retried'),
    }));

  const present = () => [...new Set(staff.values())];
  const heartbeat = setInterval(() => {
    if (staff.size === 0) return;
    touchPresence(db, instanceId, present(), clock()).catch((error: unknown) =>
      logger.warn({ err: error }, 'chat: staff presence could not be refreshed'),
    );
  }, PRESENCE_TTL_MS / 3).unref();

  const publish = async (tx: Database, wire: ChatWire) => {
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(wire)})`);
  };

  return {
    publish,
    async joinVisitor(conversationId, listener) {
      await listen();
      const set = visitors.get(conversationId) ?? new Set<ChatListener>();
      set.add(listener);
      visitors.set(conversationId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && visitors.get(conversationId) === set) visitors.delete(conversationId);
      };
    },
    async joinStaff(staffId, listener) {
      await listen();
      const first = !present().includes(staffId);
      staff.set(listener, staffId);
      if (first) {
        await touchPresence(db, instanceId, [staffId], clock());
        await publish(db, { t: 'presence' });
      }
      return async () => {
        staff.delete(listener);
        if (closed || present().includes(staffId)) return;
        await dropPresence(db, instanceId, [staffId]);
        await publish(db, { t: 'presence' });
      };
    },
    online,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      const leaving = present();
      for (const set of visitors.values()) for (const listener of set) listener.end();
      for (const listener of staff.keys()) listener.end();
      visitors.clear();
      staff.clear();
      await dropPresence(db, instanceId, leaving).catch(() => undefined);
      if (leaving.length > 0) await publish(db, { t: 'presence' }).catch(() => undefined);
      if (listening) await (await listening).close();
    },
  };
}

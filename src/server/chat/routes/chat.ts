import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { chatMessageSchema, chatStartSchema } from '#domain/chat/chat-fields.ts';
import { isCulture, type Culture } from '#domain/culture.ts';
import { createTranslator } from '#i18n/create-translator.ts';
import type { TranslationKey } from '#i18n/translation-key.ts';
import type { AppDeps } from '../../app-deps.ts';
import { clientIp } from '../../http/client-ip.ts';
import { jsonOk, tooManyRequests } from '../../http/responses.ts';
import { streamChatEvents } from './stream-chat-events.ts';

const readMarkSchema = z.object({ upTo: z.coerce.number().int().min(0).max(2_147_483_647) });

/** A visitor's culture for the error messages: the body's, the query's, else English. */
function cultureOf(c: Context, body: unknown): Culture {
  const given = (body as { culture?: unknown } | null)?.culture ?? c.req.query('culture');
  return typeof given === 'string' && isCulture(given) ? given : 'en';
}

async function readJson(c: Context): Promise<unknown> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : null;
  } catch {
    return null;
  }
}

/** 4xx in the API's envelope, the message in the visitor's language. */
function refuse(c: Context, status: 400 | 404 | 422, culture: Culture, key: string, field?: string) {
  const message = createTranslator(culture)(key as TranslationKey);
  return c.json({ success: false as const, error: field ? { field, message } : { message } }, status);
}

/** The first problem of a body that does not pass its schema, said in the visitor's language. */
function invalid(c: Context, culture: Culture, error: z.ZodError) {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'text';
  const key = issue.message.startsWith('chat.error.') ? issue.message : 'chat.error.text';
  return refuse(c, 422, culture, key, field);
}

/**
 * The visitor's side of the chat (issue 36), /api/chat/…: the agency's presence, opening a
 * conversation with a first message, and — only with the conversation's token — its thread, new
 * messages, read marks, "is typing" and its live events (server-sent). Errors are in the visitor's
 * language (`culture` in the body or the query).
 */
export function chatRoutes(deps: AppDeps): Hono {
  const { chat, limits, config } = deps;
  const app = new Hono({ strict: false });

  const ipOf = (c: Context) => {
    const incoming = (c.env as { incoming?: { socket: { remoteAddress?: string } } } | undefined)?.incoming;
    return incoming
      ? clientIp(c.req.header('x-forwarded-for'), incoming.socket.remoteAddress, config.trustedProxies)
      : undefined;
  };
  /** The limits of this visitor and, given one, this conversation: null to go on, else the 429. */
  const overLimit = async (c: Context, keys: { email?: string; conversationId?: number }) => {
    const ip = ipOf(c);
    if (ip === undefined) return null;
    const byVisitor = await limits.consume('chat', { ip, email: keys.email });
    const verdict =
      byVisitor.limited || keys.conversationId === undefined
        ? byVisitor
        : await limits.consume('chatConversation', { subject: `conversation-${keys.conversationId}` });
    if (!verdict.limited) return null;
    const answer = tooManyRequests(verdict.retryAfterSeconds);
    return c.json(answer.body, answer.status, answer.headers);
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/status', async (c) => jsonOk(c, await chat.status()));

  app.post('/conversations', async (c) => {
    const body = await readJson(c);
    const culture = cultureOf(c, body);
    if (!body) return refuse(c, 400, culture, 'chat.error.body');
    const parsed = chatStartSchema.safeParse(body);
    if (!parsed.success) return invalid(c, culture, parsed.error);
    const limited = await overLimit(c, { email: parsed.data.email });
    if (limited) return limited;
    const started = await chat.start(parsed.data);
    return c.json({ success: true as const, data: started }, 201);
  });

  /** The conversation the token in the address opens, or null: a 404 either way says nothing of what exists. */
  const withConversation = (c: Context) => chat.conversationOf(c.req.param('token') ?? '');

  app.get('/conversations/:token', async (c) => {
    const culture = cultureOf(c, null);
    const id = withConversation(c);
    const thread = id === null ? null : await chat.thread(id);
    if (!thread) return refuse(c, 404, culture, 'chat.error.notFound');
    return jsonOk(c, thread);
  });

  app.post('/conversations/:token/messages', async (c) => {
    const body = await readJson(c);
    const culture = cultureOf(c, body);
    const id = withConversation(c);
    if (id === null) return refuse(c, 404, culture, 'chat.error.notFound');
    if (!body) return refuse(c, 400, culture, 'chat.error.body');
    const parsed = chatMessageSchema.safeParse(body);
    if (!parsed.success) return invalid(c, culture, parsed.error);
    const limited = await overLimit(c, { conversationId: id });
    if (limited) return limited;
    const outcome = await chat.sendAsVisitor(id, parsed.data.text);
    if (outcome.kind === 'notFound') return refuse(c, 404, culture, 'chat.error.notFound');
    return c.json({ success: true as const, data: outcome.message }, 201);
  });

  app.post('/conversations/:token/read', async (c) => {
    const body = await readJson(c);
    const culture = cultureOf(c, body);
    const id = withConversation(c);
    if (id === null) return refuse(c, 404, culture, 'chat.error.notFound');
    const parsed = readMarkSchema.safeParse(body ?? {});
    if (!parsed.success) return refuse(c, 422, culture, 'chat.error.body', 'upTo');
    const mark = await chat.markRead(id, 'visitor', parsed.data.upTo);
    if (mark === null) return refuse(c, 404, culture, 'chat.error.notFound');
    return jsonOk(c, { upTo: mark });
  });

  app.post('/conversations/:token/typing', async (c) => {
    const culture = cultureOf(c, null);
    const id = withConversation(c);
    if (id === null || !(await chat.typing(id, 'visitor'))) return refuse(c, 404, culture, 'chat.error.notFound');
    return jsonOk(c, { typing: true });
  });

  app.get('/conversations/:token/events', async (c) => {
    const culture = cultureOf(c, null);
    const id = withConversation(c);
    if (id === null || !(await chat.thread(id))) return refuse(c, 404, culture, 'chat.error.notFound');
    return streamChatEvents(
      c,
      async (listener) => {
        const leave = await chat.listenAsVisitor(id, listener);
        return async () => leave();
      },
      async () => ({ event: 'ready', data: JSON.stringify(await chat.status()) }),
    );
  });

  return app;
}

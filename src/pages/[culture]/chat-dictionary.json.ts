import type { APIRoute, GetStaticPaths } from 'astro';
import type { Culture } from '#domain/culture.ts';
import { getDictionary } from '#i18n/get-dictionary.ts';
import { pickDictionary } from '#i18n/pick-dictionary.ts';
import { CHAT_PANEL_KEYS } from '#islands/ChatPanel/chat-panel-config.ts';
import { cultureStaticPaths } from '#build/static-paths.ts';

export const getStaticPaths = (() => cultureStaticPaths()) satisfies GetStaticPaths;

/**
 * /{culture}/chat-dictionary.json: the chat panel's texts, one file a culture that the chat button
 * fetches when it first opens, rather than written into every page that offers the chat.
 */
export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(pickDictionary(getDictionary(params.culture as Culture), CHAT_PANEL_KEYS)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

import type { Culture } from '#domain/culture.ts';

/** Where a culture's chat panel texts are served (src/pages/[culture]/chat-dictionary.json.ts). */
export const chatDictionaryPath = (culture: Culture) => `/${culture}/chat-dictionary.json`;

/**
 * The chat panel's texts in a culture, fetched when the chat button first opens: one file a
 * culture, kept by the browser, rather than the same 2 KB in every page that offers the chat.
 */
export async function loadChatDictionary(culture: Culture): Promise<Record<string, string>> {
  const response = await fetch(chatDictionaryPath(culture), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`chat dictionary: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

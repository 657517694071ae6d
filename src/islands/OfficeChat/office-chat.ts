import type { ChatEvent, ChatMessageView } from '#domain/chat/chat-view.ts';

/**
 * The office's live chat (issue 36): one event stream per open office chat page, which also
 * makes its staff member "online" for the visitors' panels. Everything shown is plain text.
 */
function openEvents(onEvent: (event: ChatEvent) => void): EventSource {
  const source = new EventSource('/api/office/chat/events');
  for (const type of ['message', 'typing', 'read', 'conversation'])
    source.addEventListener(type, (event) => onEvent(JSON.parse((event as MessageEvent<string>).data) as ChatEvent));
  return source;
}

/** The inbox: a new message raises its conversation's unread count, or says a new one arrived. */
export function connectOfficeInbox(list: HTMLElement, live: HTMLElement): EventSource {
  return openEvents((event) => {
    if (event.type !== 'message' || event.message.sender !== 'visitor') return;
    const row = list.querySelector<HTMLElement>(`[data-conversation="${event.conversationId}"]`);
    const badge = row?.querySelector<HTMLElement>('[data-unread]');
    if (row && badge) {
      const count = Number(/\d+/.exec(badge.textContent ?? '')?.[0] ?? 0) + 1;
      badge.textContent = count === 1 ? '1 unread' : `${count} unread`;
      row.querySelector('a')?.classList.add('unread');
      const preview = row.querySelector<HTMLElement>('.chat-preview');
      if (preview) preview.textContent = event.message.text;
      list.prepend(row);
    }
    live.textContent = row
      ? `New message: ${event.message.text.slice(0, 80)}`
      : 'A new conversation has started: reload the page to see it.';
  });
}

const timeOf = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' ');

/** One conversation: new messages appear, are marked read, and who else is writing is said. */
export function connectOfficeConversation(root: HTMLElement): EventSource {
  const id = Number(root.dataset.conversationId);
  const me = root.dataset.staffId ?? '';
  const list = root.querySelector<HTMLOListElement>('[data-chat-messages]')!;
  const writing = root.querySelector<HTMLElement>('[data-chat-writing]')!;
  const text = root.querySelector<HTMLTextAreaElement>('textarea[name="text"]');
  const templates = root.querySelector<HTMLSelectElement>('select[name="template"]');
  const post = (path: string, body?: unknown) =>
    fetch(`/api/office/chat/conversations/${id}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }).catch(() => undefined);
  const seen = new Set(
    [...list.querySelectorAll<HTMLElement>('[data-message]')].map((li) => Number(li.dataset.message)),
  );
  let clearWriting: ReturnType<typeof setTimeout> | undefined;
  const show = (message: ChatMessageView) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const item = document.createElement('li');
    item.dataset.message = String(message.id);
    item.className = `from-${message.sender}`;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = `${message.sender === 'visitor' ? 'Visitor' : (message.staffName ?? 'Staff')} · ${timeOf(message.at)} UTC`;
    item.append(who, document.createTextNode(message.text));
    list.append(item);
    list.querySelector('[data-empty]')?.remove();
  };
  const source = openEvents((event) => {
    if (!('conversationId' in event) || event.conversationId !== id) return;
    if (event.type === 'message') {
      show(event.message);
      writing.textContent = '';
      if (event.message.sender === 'visitor' && !document.hidden) void post('read', { upTo: event.message.id });
    } else if (event.type === 'typing' && event.staffId !== me) {
      writing.textContent =
        event.by === 'visitor' ? `${event.name} (the visitor) is writing…` : `${event.name} is writing here too…`;
      clearTimeout(clearWriting);
      clearWriting = setTimeout(() => (writing.textContent = ''), 6000);
    }
  });
  let lastTyping = 0;
  text?.addEventListener('input', () => {
    if (Date.now() - lastTyping < 3000) return;
    lastTyping = Date.now();
    void post('typing');
  });
  templates?.addEventListener('change', () => {
    if (text && templates.value) {
      text.value = templates.value;
      text.focus();
    }
  });
  return source;
}

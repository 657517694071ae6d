import type { ChatEvent, ChatMessageView, ChatStatusView, ChatThreadView } from '#domain/chat/chat-view.ts';
import { translateWithDictionary } from '#i18n/translate-with-dictionary.ts';
import { el } from '../dom-element.ts';
import { CHAT_TOKEN_KEY, type ChatPanelConfig } from './chat-panel-config.ts';

type Envelope<T> = { success: true; data: T } | { success: false; error: { field?: string; message: string } };

let counter = 0;

/**
 * The chat panel (issue 36), loaded when the visitor opens the chat: the agency's presence and
 * usual reply time, the conversation's messages as plain text (a link a visitor wrote stays
 * text), live through server-sent events, and the form — the first message asks for a name, an
 * address and consent. Every text is the server's or the page's dictionary's, in the page's language.
 */
export async function openChatPanel(mount: HTMLElement, config: ChatPanelConfig): Promise<void> {
  if (mount.dataset.chatReady) return;
  mount.dataset.chatReady = 'true';
  const t = translateWithDictionary(config.culture, config.dictionary);
  const id = `chat-${++counter}`;
  const stored = () => {
    try {
      return window.localStorage.getItem(CHAT_TOKEN_KEY) ?? undefined;
    } catch {
      return undefined;
    }
  };
  let token = config.token ?? stored();
  const seen = new Set<number>();
  let source: EventSource | undefined;

  const status = el('p', { className: 'chat-status', 'aria-live': 'polite' });
  const list = el('ol', { className: 'chat-messages', 'aria-label': t('chat.messages') });
  const typing = el('p', { className: 'chat-typing', 'aria-live': 'polite' });
  const problem = el('p', { className: 'chat-problem', role: 'alert' });
  const form = el('form', { className: 'chat-form', noValidate: true });
  const field = (name: string, label: string, input: HTMLInputElement | HTMLTextAreaElement) => {
    input.id = `${id}-${name}`;
    input.name = name;
    return el('p', {}, el('label', { for: input.id }, label), input);
  };
  const name = el('input', { type: 'text', autocomplete: 'name', maxLength: 200, required: true });
  const email = el('input', { type: 'email', autocomplete: 'email', maxLength: 254, required: true });
  const consent = el('input', { type: 'checkbox', id: `${id}-privacyAgreed`, name: 'privacyAgreed', required: true });
  const text = el('textarea', { rows: 3, maxLength: 2000, required: true });
  const who = el(
    'div',
    { className: 'chat-who' },
    field('name', t('chat.name'), name),
    field('email', t('chat.email'), email),
    el(
      'p',
      { className: 'chat-consent' },
      consent,
      ' ',
      el('label', { for: consent.id }, t('chat.privacy')),
      ' ',
      el('a', { href: config.privacyHref, target: '_blank', rel: 'noopener' }, t('bookingModal.privacyLink')),
    ),
  );
  const send = el('button', { type: 'submit', className: 'button' }, t('chat.send'));
  form.append(who, field('text', t('chat.message'), text), problem, send);
  mount.replaceChildren(status, list, typing, form);

  const sayStatus = (view: ChatStatusView) => {
    status.textContent = view.online ? t('chat.online') : t('chat.offline', { minutes: view.replyMinutes });
    status.classList.toggle('online', view.online);
  };
  const show = (message: ChatMessageView) => {
    if (seen.has(message.id)) return;
    seen.add(message.id);
    const author = message.sender === 'visitor' ? t('chat.you') : (message.staffName ?? t('chat.agency'));
    const time = new Date(message.at).toLocaleTimeString(config.culture, { hour: '2-digit', minute: '2-digit' });
    // textContent only: whatever anyone wrote is shown as the text it is, never as markup or a link.
    list.append(
      el(
        'li',
        { className: `chat-message from-${message.sender}` },
        el('span', { className: 'chat-author' }, `${author} · ${time}`),
        el('span', { className: 'chat-text' }, message.text),
      ),
    );
    list.scrollTop = list.scrollHeight;
    if (message.sender === 'staff') typing.textContent = '';
  };
  const api = async <T>(path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(`/api/chat${path}${path.includes('?') ? '&' : '?'}culture=${config.culture}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as Envelope<T>;
  };
  const markRead = () => {
    const last = Math.max(0, ...seen);
    if (token && last > 0 && !document.hidden)
      void api(`/conversations/${encodeURIComponent(token)}/read`, { upTo: last }).catch(() => undefined);
  };
  const connect = () => {
    if (!token || source) return;
    source = new EventSource(`/api/chat/conversations/${encodeURIComponent(token)}/events`);
    let connected = false;
    source.addEventListener('ready', (event) => {
      sayStatus(JSON.parse((event as MessageEvent<string>).data) as ChatStatusView);
      // The browser reconnected (another instance, a restart): what came meanwhile is read once.
      if (connected) void loadThread().catch(() => undefined);
      connected = true;
    });
    source.addEventListener('presence', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as Extract<ChatEvent, { type: 'presence' }>;
      sayStatus({ online: data.online, replyMinutes: Number(status.dataset.replyMinutes ?? 30) });
    });
    source.addEventListener('message', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as Extract<ChatEvent, { type: 'message' }>;
      show(data.message);
      markRead();
    });
    source.addEventListener('typing', () => {
      typing.textContent = t('chat.typing');
    });
  };
  const loadThread = async () => {
    if (!token) return;
    const answer = await api<ChatThreadView>(`/conversations/${encodeURIComponent(token)}`);
    if (!answer.success) {
      // A conversation gone (the privacy window) or a token from elsewhere: start afresh.
      if (!config.token) window.localStorage.removeItem(CHAT_TOKEN_KEY);
      token = config.token;
      if (!token) return;
      problem.textContent = answer.error.message;
      return;
    }
    for (const message of answer.data.messages) show(message);
    if (answer.data.status === 'closed') typing.textContent = t('chat.closed');
    markRead();
  };

  const statusAnswer = await api<ChatStatusView>('/status').catch(() => null);
  if (statusAnswer?.success) {
    status.dataset.replyMinutes = String(statusAnswer.data.replyMinutes);
    sayStatus(statusAnswer.data);
  }
  await loadThread().catch(() => undefined);
  who.hidden = Boolean(token);
  connect();

  let lastTyping = 0;
  text.addEventListener('input', () => {
    if (!token || Date.now() - lastTyping < 3000) return;
    lastTyping = Date.now();
    void api(`/conversations/${encodeURIComponent(token)}/typing`, {}).catch(() => undefined);
  });
  document.addEventListener('visibilitychange', markRead);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    problem.textContent = '';
    for (const input of [name, email, consent, text]) input.removeAttribute('aria-invalid');
    send.disabled = true;
    try {
      const answer = token
        ? await api<ChatMessageView>(`/conversations/${encodeURIComponent(token)}/messages`, { text: text.value })
        : await api<{ token: string; message: ChatMessageView }>('/conversations', {
            culture: config.culture,
            name: name.value,
            email: email.value,
            privacyAgreed: consent.checked,
            text: text.value,
            page: `${window.location.pathname}${window.location.search}`,
            ...(config.schoolId ? { schoolId: config.schoolId } : {}),
          });
      if (!answer.success) {
        problem.textContent = answer.error.message;
        const wrong = { name, email, privacyAgreed: consent, text }[answer.error.field ?? ''];
        if (wrong) {
          wrong.setAttribute('aria-invalid', 'true');
          wrong.focus();
        }
        return;
      }
      if ('token' in answer.data) {
        token = answer.data.token;
        try {
          window.localStorage.setItem(CHAT_TOKEN_KEY, token);
        } catch {
          // A browser that keeps nothing still has the conversation for as long as the page is open.
        }
        show(answer.data.message);
        who.hidden = true;
        connect();
      } else show(answer.data);
      text.value = '';
      typing.textContent = '';
      text.focus();
    } catch {
      problem.textContent = t('chat.failed');
    } finally {
      send.disabled = false;
    }
  });
}

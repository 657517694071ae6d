// Providers that deliver 'a.n.a@…' to 'ana@…': their dots say nothing about the mailbox.
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, for counting mails to one recipient: lower case, without a
 * `+tag` (delivered to the same mailbox by every common provider), and without the dots of the
 * local part where the provider ignores them (gmail.com and googlemail.com, one and the same).
 * Only for counting: mail is still sent to the address as it was typed.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const domain = lower.slice(at + 1);
  let local = lower.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}

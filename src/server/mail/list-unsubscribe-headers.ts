/**
 * The headers that let a mail program offer "unsubscribe" next to the sender and do it in one
 * click: List-Unsubscribe names the address, List-Unsubscribe-Post says a POST to it is enough
 * (RFC 8058), so the program never opens a page and a scanner's GET never unsubscribes anyone.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

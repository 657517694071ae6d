// A scheme (http://, ftp://), a www. host, a mail address, or a host name such as 'spam.example' or
// 'приз.рф': a word, a dot and at least two letters straight after it ('Dr. Who' has a space there).
const LINK = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/** Whether a text holds something a mail reader would show, or a person would follow, as a link. */
export function hasLink(text: string): boolean {
  return LINK.test(text);
}

const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text has the shape of a mailed link's secret (43 base64url characters); anything else is not worth a query. */
export function isLinkToken(text: string): boolean {
  return LINK_TOKEN.test(text);
}

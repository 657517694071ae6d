const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text has the shape of a mailed link's secret (43 base64url characters); anything else is not worth a query. */
export function isLinkToken(text: string): boolean {
  return LINK_TOKEN.test(text);
}

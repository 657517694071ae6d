import { isIP } from 'node:net';

/**
 * The client's IP address for the sign-in limit and the audit log. With no proxy of ours in front
 * (trustedProxies 0) it is the connection's own address, and X-Forwarded-For is ignored, since any
 * client can send one. Behind n proxies, each appending the address it saw, it is the n-th entry
 * from the right: entries further left were written by the client and prove nothing.
 */
export function clientIp(
  forwardedFor: string | null | undefined,
  socketAddress: string | null | undefined,
  trustedProxies: number,
): string {
  let address = socketAddress ?? '';
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    address = hops[hops.length - trustedProxies] ?? hops[0] ?? address;
  }
  // '::ffff:127.0.0.1' is an IPv4 client on a dual-stack socket: one client, one address.
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) ? plain : 'unknown';
}

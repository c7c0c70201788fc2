// The Host header names the page's origin when SITE_URL is not set (canonical links, the sitemap,
// the page cache's key). Only a host name or address with an optional port is one.
import { isIPv6 } from 'node:net';

const HOST = /^(?:(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?|\[([0-9a-f:.]{2,45})\])(?::(\d{1,5}))?$/i;
const MAX_PORT = 65535;

/** The last Host found valid: nearly every request names the same one, and the pattern costs more than the comparison. */
let lastValid = '';

/** A missing Host (HTTP/1.0) is allowed: pages are then rendered for localhost. */
export function isValidHostHeader(host: string | undefined): boolean {
  if (host === undefined || host === lastValid) return true;
  if (host.length > 261) return false;
  // What a URL can hold: a bracketed address must be IPv6 and the port a port, or the origin
  // built from it would not parse (the calendar file's link, the canonical links).
  const match = HOST.exec(host);
  if (!match) return false;
  const [, ipv6, port] = match;
  if ((ipv6 !== undefined && !isIPv6(ipv6)) || (port !== undefined && Number(port) > MAX_PORT)) return false;
  lastValid = host;
  return true;
}

// The Host header names the page's origin when SITE_URL is not set (canonical links, the sitemap,
// the page cache's key). Only a host name or address with an optional port is one.
const HOST = /^(?:(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The last Host found valid: nearly every request names the same one, and the pattern costs more than the comparison. */
let lastValid = '';

/** A missing Host (HTTP/1.0) is allowed: pages are then rendered for localhost. */
export function isValidHostHeader(host: string | undefined): boolean {
  if (host === undefined || host === lastValid) return true;
  if (host.length > 261 || !HOST.test(host)) return false;
  lastValid = host;
  return true;
}

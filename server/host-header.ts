// The Host header names the page's origin when SITE_URL is not set (canonical links, the sitemap,
// the page cache's key). Only a host name or address with an optional port is one.
const HOST = /^(?:(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** A missing Host (HTTP/1.0) is allowed: pages are then rendered for localhost. */
export function isValidHostHeader(host: string | undefined): boolean {
  return host === undefined || (host.length <= 261 && HOST.test(host));
}

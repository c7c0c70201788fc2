// The live-update signal: the site-content poll's response carries one short version per public
// collection, so an open page learns which of its reads changed from the one request it already
// makes every second (and a 304 when nothing changed). Shared by the server that writes the
// header and the browser that reads it.

/** Response header of GET /api/site-content: `properties=3q9Zk1,soldRecords=Xw2a0b,...`. */
export const DATA_VERSIONS_HEADER = 'X-Data-Versions';

export type DataVersions = Record<string, string>;

export function formatDataVersions(versions: DataVersions): string {
  return Object.keys(versions)
    .sort()
    .map((name) => `${name}=${versions[name]}`)
    .join(',');
}

export function parseDataVersions(header: string | null | undefined): DataVersions | null {
  if (!header) return null;
  const versions: DataVersions = {};
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) versions[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return versions;
}

/** Collections whose version differs between two readings (added and removed ones included). */
export function changedCollections(before: DataVersions, after: DataVersions): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

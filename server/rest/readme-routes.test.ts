// README's "REST paths" table is the contract REST clients read. Every route the server
// registers must be a row of it, and every row must be served, so an endpoint added, renamed or
// removed without updating README fails here.
import { readFileSync } from 'node:fs';
import { METHODS } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type CreatedApp } from '../app';
import { createTestServices, SESSION_SECRET, type TestServices } from '../test/harness';

const README = path.join(import.meta.dirname, '..', '..', 'README.md');

/** Routes the server registers that are no REST API: files for search engines' crawlers. */
const NOT_IN_TABLE = new Set(['GET /robots.txt', 'GET /sitemap.xml']);

/** The part of Express's router stacks this test reads. */
type RouteLike = { path: unknown; methods: Record<string, boolean | undefined> };
type LayerLike = { route?: RouteLike; handle?: { stack?: LayerLike[] } };

/** `GET /api/properties/{id}`: README's spelling of a route, whatever its parameter is called. */
const routeKey = (method: string, routePath: string) => `${method.toUpperCase()} ${routePath.replace(/:(\w+)/g, '{$1}')}`;
/** Parameter names may differ between README and the code; the place of each parameter may not. */
const comparable = (key: string) => key.replace(/\{[^}]*\}/g, '{}');

/** Every method and path registered on the app, including the routers mounted on it. */
function registeredRoutes(created: CreatedApp): string[] {
  const found: string[] = [];
  const walk = (stack: readonly LayerLike[]) => {
    for (const layer of stack) {
      const route = layer.route;
      if (route && typeof route.path === 'string') {
        const methods = Object.keys(route.methods).filter((m) => route.methods[m]);
        // A route for every method is a 405 refusal mounted after the real routes (method-not-allowed.ts), not a path of its own.
        if (METHODS.every((m) => methods.includes(m.toLowerCase()))) continue;
        for (const method of methods) found.push(routeKey(method, route.path));
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((created.app.router as unknown as { stack: LayerLike[] }).stack);
  return [...new Set(found)];
}

/** The rows of README's "REST paths" table, as `METHOD /path` (a row may name several). */
function readmeRoutes(): string[] {
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf('\n## REST paths\n');
  expect(start, 'README has a "## REST paths" section').toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // The header and the |---| line.
  const body = rows.slice(2);
  expect(body.length, 'rows in the REST table').toBeGreaterThan(0);
  const found: string[] = [];
  const named = /((?:[A-Z]+ \/ )*[A-Z]+) `([^`]+)`/g;
  for (const row of body) {
    const cell = row.split(/(?<!\\)\|/)[1]?.trim() ?? '';
    const matches = [...cell.matchAll(named)];
    // Anything else in the cell would be a path this test cannot read (and so cannot check).
    expect(
      cell
        .replace(named, '')
        .replace(/\s*\/\s*/g, '')
        .trim(),
      `README row "${cell}" names only METHOD \`path\` pairs`,
    ).toBe('');
    expect(matches.length, `README row "${cell}" names a path`).toBeGreaterThan(0);
    for (const [, methods = '', routePath = ''] of matches) for (const method of methods.split(' / ')) found.push(routeKey(method, routePath));
  }
  return found;
}

let services: TestServices;
let created: CreatedApp;
beforeAll(async () => {
  services = await createTestServices();
  created = createApp({ env: services.env, store: services.store, sessionSecret: SESSION_SECRET });
});
afterAll(async () => {
  await created.pageViews.stop();
  await services.cleanup();
});

describe("README's REST table", () => {
  it('lists every route the server registers', () => {
    const listed = new Set(readmeRoutes().map(comparable));
    const missing = registeredRoutes(created).filter((key) => !NOT_IN_TABLE.has(key) && !listed.has(comparable(key)));
    expect(missing, 'served but missing from README.md "REST paths"').toEqual([]);
  });

  it('lists only routes the server registers', () => {
    const served = new Set(registeredRoutes(created).map(comparable));
    const stale = readmeRoutes().filter((key) => !served.has(comparable(key)));
    expect(stale, 'in README.md "REST paths" but not served').toEqual([]);
  });

  it('leaves out only routes that are still served', () => {
    const served = registeredRoutes(created);
    expect([...NOT_IN_TABLE].filter((key) => !served.includes(key))).toEqual([]);
  });

  it('names each route once', () => {
    const keys = readmeRoutes().map(comparable);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

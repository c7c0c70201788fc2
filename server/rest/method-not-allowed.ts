// A REST path asked with a method it does not answer is a 405 that names the methods it does,
// not a 404 that suggests the path is wrong.
import type { Express, Response, Router } from 'express';

/** The methods each path of these routers answers, in the order they were registered. */
export function methodsByPath(routers: readonly Router[]): Map<string, Set<string>> {
  const methods = new Map<string, Set<string>>();
  for (const router of routers) {
    for (const layer of router.stack) {
      const route = layer.route;
      if (!route || typeof route.path !== 'string') continue;
      const set = methods.get(route.path) ?? new Set<string>();
      for (const handler of route.stack) if (handler.method) set.add(handler.method.toUpperCase());
      if (set.has('GET')) set.add('HEAD');
      methods.set(route.path, set);
    }
  }
  return methods;
}

/**
 * Mount after every router: only a request no route took reaches these. OPTIONS is left to
 * Express, which answers it for a router's paths with the same Allow list.
 */
export function refuseOtherMethods(app: Express, routers: readonly Router[]): void {
  for (const [path, methods] of methodsByPath(routers)) onlyMethods(app, path, [...methods], false);
}

/**
 * The same for one path or prefix the app answers itself (mounted after its own route). OPTIONS
 * is answered here too: Express answers it only for a router's own paths.
 */
export function onlyMethods(app: Express, path: string, methods: readonly string[], options = true): void {
  const allow = methods.join(', ');
  app.all(path, (req, res, next) => {
    if (req.method === 'OPTIONS' && !options) return next();
    refuseMethod(req.method, res, allow);
  });
}

/** OPTIONS: 200 naming the methods; any other method: 405 with the same `Allow`. */
export function refuseMethod(method: string, res: Response, allow: string): void {
  res.set('Allow', allow);
  if (method === 'OPTIONS') res.status(200).type('text/plain').send(allow);
  else res.status(405).json({ message: `${method} is not allowed here; this address answers ${allow}` });
}

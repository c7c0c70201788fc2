// The built web app's files: pre-compressed .br/.gz siblings when the browser accepts them,
// immutable caching for hashed assets. Anything not found falls through to the page renderer.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';

export function staticFiles(clientDir: string): RequestHandler {
  const serve = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders(res, file) {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.html': 'text/html; charset=utf-8',
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const ext = path.extname(req.path);
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (ext && types[ext] && req.path !== '/index.html') {
      const file = path.join(clientDir, path.normalize(decodeSafe(req.path)).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(clientDir + path.sep)) {
        for (const [encoding, suffix] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (new RegExp(`\\b${encoding}\\b`).test(accept) && existsSync(file + suffix) && statSync(file + suffix).isFile()) {
            res.setHeader('Content-Encoding', encoding);
            res.setHeader('Content-Type', types[ext]);
            res.setHeader('Vary', 'Accept-Encoding');
            req.url = req.url.replace(/(\?|$)/, `${suffix}$1`);
            break;
          }
        }
      }
    }
    if (req.path === '/index.html') return next();
    serve(req, res, next);
  };
}

function decodeSafe(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

// GET /api/admin/backup/download: a fresh snapshot, streamed as the archive file. Admin only.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Services } from '../trpc/context';
import { rest } from './handler';

export function backupRoutes(services: Services) {
  const r = Router();
  const handle = rest(services);
  r.get(
    '/api/admin/backup/download',
    handle(async (c, req, res) => {
      // Express hands HEAD to this route; a link checker's HEAD must not make a snapshot.
      if (req.method === 'HEAD') {
        res.set('Allow', 'GET').status(405).end();
        return;
      }
      const { name, size } = await c.backup.downloadSnapshot();
      const file = path.join(services.backups!.backupDir, name);
      res.status(200);
      res.setHeader('Content-Type', 'application/gzip');
      res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
      res.setHeader('Content-Length', String(size));
      res.setHeader('Cache-Control', 'no-store');
      await new Promise<void>((resolve, reject) => {
        const stream = createReadStream(file);
        stream.on('error', reject);
        res.on('close', () => {
          stream.destroy();
          resolve();
        });
        stream.pipe(res);
      });
    }),
  );
  return r;
}

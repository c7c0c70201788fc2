// The reference server for npm run bench: fixed bytes per URL (the app's own responses, its 200
// and its 304, headers included; not the request id, which is the app's own work), the same ETag
// rule, nothing else. Routes arrive over IPC once; it answers "ready".
import http from 'node:http';

const [port] = process.argv.slice(2);
const routes = new Map();

process.once('message', (message) => {
  for (const r of message.routes) {
    const body = Buffer.from(r.body, 'base64');
    routes.set(r.path, {
      etag: r.etag,
      body,
      headers: { ...r.headers, 'Content-Length': body.length, ETag: r.etag },
      notModified: r.notModifiedHeaders,
    });
  }
  http
    .createServer((req, res) => {
      const route = routes.get(req.url);
      if (!route) {
        res.writeHead(404);
        res.end();
        return;
      }
      if (req.headers['if-none-match'] === route.etag) {
        res.writeHead(304, route.notModified);
        res.end();
        return;
      }
      res.writeHead(200, route.headers);
      res.end(route.body);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
});

// The reference server for npm run bench: fixed bytes, the same ETag, the same 304 rule.
import http from 'node:http';

const [port, etag, bodyBase64] = process.argv.slice(2);
const body = Buffer.from(bodyBase64, 'base64');
http
  .createServer((req, res) => {
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length, ETag: etag });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

import { createServer } from 'node:http';
import { READY } from './processes.ts';

/** The baseline: a bare node http server answering fixed JSON bytes, in its own process. */
const body = Buffer.from(process.argv[2] ?? '[]');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(READY + String(typeof address === 'object' && address ? address.port : 0));
});

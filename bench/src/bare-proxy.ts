import { Agent, createServer, request } from 'node:http';
import { READY } from './processes.ts';

/**
 * The yardstick for the gateway's own cost: a bare node http proxy, in its own process,
 * passing every request to `target` over kept-alive connections and piping the answer
 * back. What it costs a request is what any node proxy hop costs.
 */
const target = new URL(process.argv[2] ?? 'http://127.0.0.1:80');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
const server = createServer((req, res) => {
  const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(READY + String(typeof address === 'object' && address ? address.port : 0));
});

import autocannon from 'autocannon';

/**
 * The load generator, run as its own process so it does not share an event loop with
 * the servers it measures. Prints one JSON line: requests/s and latency percentiles.
 */
const [url, headersJson = '{}', connections = '50', seconds = '10'] = process.argv.slice(2);
const result = await autocannon({
  url: url!,
  headers: JSON.parse(headersJson) as Record<string, string>,
  connections: Number(connections),
  duration: Number(seconds),
});
const errors = result.errors + result.timeouts + result.non2xx;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors,
  }),
);

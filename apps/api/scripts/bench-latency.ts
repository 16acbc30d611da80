import autocannon from 'autocannon';

/** Latency percentiles and throughput of one scenario, counted per response (the bench scripts' table rows). */
export type LatencyResult = {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** GETs `paths` in turn on `url` for `seconds` with `connections`; anything but a 200 counts as an error. */
export async function measureLatency(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string>,
  load: { seconds: number; connections: number },
): Promise<LatencyResult> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: load.connections,
        duration: load.seconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors: errors + result.errors + result.non2xx,
    rps: latencies.length / load.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

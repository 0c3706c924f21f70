/**
 * The load generator, run as its own process so it does not share an event loop with the server
 * it measures. Reads a plan as JSON from argv, prints the results as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadPlan {
  baseUrl: string;
  targets: LoadTarget[];
  connections: number[];
  durationSeconds: number;
}

export interface LoadResult {
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
}

async function measure(plan: LoadPlan, target: LoadTarget, connections: number) {
  const result = await autocannon({
    url: `${plan.baseUrl}${target.path}`,
    connections,
    duration: plan.durationSeconds,
    headers: target.headers,
    method: target.method ?? 'GET',
    body: target.body,
  });
  return {
    target: target.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  } satisfies LoadResult;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const results: LoadResult[] = [];
for (const target of plan.targets) {
  // A short warm-up, so the first figures do not include the isolate's cold start.
  await autocannon({
    url: `${plan.baseUrl}${target.path}`,
    connections: 1,
    amount: 50,
    headers: target.headers,
    method: target.method ?? 'GET',
    body: target.body,
  });
  for (const connections of plan.connections) {
    results.push(await measure(plan, target, connections));
  }
}
process.stdout.write(JSON.stringify(results));

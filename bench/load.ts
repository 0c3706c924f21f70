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
  /**
   * The floor measured again right before each other target at these connections: a run lasts
   * minutes and the machine drifts, so a target is judged against the floor of its own moment.
   */
  neighbourFloor?: { target: LoadTarget; connections: number[] };
}

/** The figures the budgets compare. */
export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadResult extends LoadFigures {
  target: string;
  connections: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** The floor measured right before this result (LoadPlan.neighbourFloor). */
  floor?: LoadFigures;
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
    const neighbour = plan.neighbourFloor;
    const floor =
      neighbour &&
      neighbour.target.name !== target.name &&
      neighbour.connections.includes(connections)
        ? await measure(plan, neighbour.target, connections)
        : undefined;
    const result: LoadResult = await measure(plan, target, connections);
    if (floor) {
      const { requestsPerSecond, p50Ms, p99Ms } = floor;
      result.floor = { requestsPerSecond, p50Ms, p99Ms };
    }
    results.push(result);
  }
}
process.stdout.write(JSON.stringify(results));

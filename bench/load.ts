/**
 * The load generator, run as its own process so it does not share an event loop with the server
 * it measures. Reads a plan as JSON from argv, prints the results as JSON on stdout.
 */
import type { IncomingHttpHeaders } from 'node:http';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import { CATALOGUE_CACHE_HEADER, MAX_ANSWER_AGE_MS } from '../schema/catalogue-cache.ts';

export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface LoadTarget extends LoadRequest {
  name: string;
  /** Asked in turn instead of `path`, each once before the measurement: a long tail of reads. */
  paths?: string[];
  /** Each URL made unique by a parameter the Worker never reads, so no cache holds its answer. */
  unique?: boolean;
  /** Placed one a second, in turn, while the target is measured: shoppers' orders beside it. */
  orders?: LoadRequest[];
  /** Instead of the plan's: the runs that only judge one figure take it at one load. */
  connections?: number[];
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

/** The orders placed beside a target: how many went through, how many were refused and why. */
export interface OrderTally {
  placed: number;
  refused: Record<string, number>;
}

export interface LoadResult extends LoadFigures {
  target: string;
  connections: number;
  /** Connection errors, timeouts and non-2xx answers; for varied targets, answers with errors. */
  errors: number;
  requests: number;
  /** The floor measured right before this result (LoadPlan.neighbourFloor). */
  floor?: LoadFigures;
  /** Varied targets: the answers the catalogue cache gave (hit) and those it computed (miss). */
  cache?: { hit: number; miss: number };
  orders?: OrderTally;
}

/** The first error's code of a GraphQL answer, or null when it carries none. */
function refusalOf(body: string): string | null {
  if (!body.includes('"errors"')) return null;
  try {
    const { errors } = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    return errors?.length ? (errors[0]?.extensions?.code ?? 'error') : null;
  } catch {
    return 'unreadable answer';
  }
}

/**
 * The requests of a target with several paths: each the next path in turn (made unique when
 * asked), counting what the catalogue cache answered and the answers that carry errors.
 */
/** Counts every unique request this process sends, warm-ups included, so none repeats. */
let nonce = 0;

function variedRequests(target: LoadTarget, paths: string[]) {
  let sent = 0;
  const cache = { hit: 0, miss: 0 };
  let refused = 0;
  const request = {
    setupRequest: (req: AutocannonRequest) => {
      const path = paths[sent % paths.length] as string;
      sent++;
      return { ...req, path: target.unique ? `${path}&nonce=${++nonce}` : path };
    },
    onResponse: (
      _status: number,
      body: string,
      _context: object,
      headers?: IncomingHttpHeaders,
    ) => {
      const status = headers?.[CATALOGUE_CACHE_HEADER];
      if (status === 'hit' || status === 'miss') cache[status]++;
      if (refusalOf(body)) refused++;
    },
  };
  return { requests: [request], cache, refusals: () => refused };
}

/** Places each order in turn, one a second, until stopped. */
function placeOrders(baseUrl: string, orders: LoadRequest[]) {
  const tally: OrderTally = { placed: 0, refused: {} };
  const sent: Promise<void>[] = [];
  const place = async (order: LoadRequest) => {
    const response = await fetch(`${baseUrl}${order.path}`, {
      method: order.method,
      headers: order.headers,
      body: order.body,
    });
    const refusal =
      refusalOf(await response.text()) ?? (response.ok ? null : `HTTP ${response.status}`);
    if (refusal) tally.refused[refusal] = (tally.refused[refusal] ?? 0) + 1;
    else tally.placed++;
  };
  const next = () => {
    const order = orders[sent.length];
    if (order) sent.push(place(order));
  };
  next();
  const timer = setInterval(next, 1000);
  return async () => {
    clearInterval(timer);
    await Promise.all(sent);
    return tally;
  };
}

async function measure(plan: LoadPlan, target: LoadTarget, connections: number) {
  const varied = target.paths ? variedRequests(target, target.paths) : null;
  const stopOrders = target.orders ? placeOrders(plan.baseUrl, target.orders) : null;
  const result = await autocannon({
    url: `${plan.baseUrl}${target.path}`,
    connections,
    duration: plan.durationSeconds,
    headers: target.headers,
    method: target.method ?? 'GET',
    body: target.body,
    requests: varied?.requests,
  });
  const measured: LoadResult = {
    target: target.name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx + (varied?.refusals() ?? 0),
    requests: result.requests.total,
  };
  if (varied && varied.cache.hit + varied.cache.miss > 0) measured.cache = varied.cache;
  if (stopOrders) measured.orders = await stopOrders();
  return measured;
}

/** The plan comes on stdin: a long tail's paths do not fit in one argument. */
async function readPlan(): Promise<LoadPlan> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return JSON.parse(text) as LoadPlan;
}

/**
 * The long tail's warm-up runs at the load's own pace: asked one at a time, its thousand-odd
 * answers take longer at 50,000 products than an answer is kept, and the first would expire
 * during the run.
 */
const LONG_TAIL_WARM_CONNECTIONS = 10;

/**
 * A long tail starts from answers computed for it: first every answer kept earlier expires (a
 * kept answer lives MAX_ANSWER_AGE_MS), then the tail is asked whole, as the shop's earlier
 * visitors would have, right before it is measured. The runs with and without orders then meet
 * the same ages, and neither pays for the other's expiries. Other targets get a short warm-up, so
 * their first figures do not include the isolate's cold start.
 */
async function warmUp(plan: LoadPlan, target: LoadTarget, isLongTail: boolean) {
  if (isLongTail) await new Promise((resolve) => setTimeout(resolve, MAX_ANSWER_AGE_MS + 1_000));
  await autocannon({
    url: `${plan.baseUrl}${target.path}`,
    connections: isLongTail ? LONG_TAIL_WARM_CONNECTIONS : 1,
    amount: isLongTail ? target.paths?.length : 50,
    headers: target.headers,
    method: target.method ?? 'GET',
    body: target.body,
    requests: target.paths ? variedRequests(target, target.paths).requests : undefined,
  });
}

const plan = await readPlan();
const results: LoadResult[] = [];
for (const target of plan.targets) {
  const isLongTail = Boolean(target.paths) && !target.unique;
  for (const connections of target.connections ?? plan.connections) {
    const neighbour = plan.neighbourFloor;
    const floor =
      neighbour &&
      neighbour.target.name !== target.name &&
      neighbour.connections.includes(connections)
        ? await measure(plan, neighbour.target, connections)
        : undefined;
    await warmUp(plan, target, isLongTail);
    const result: LoadResult = await measure(plan, target, connections);
    if (floor) {
      const { requestsPerSecond, p50Ms, p99Ms } = floor;
      result.floor = { requestsPerSecond, p50Ms, p99Ms };
    }
    results.push(result);
  }
}
process.stdout.write(JSON.stringify(results));

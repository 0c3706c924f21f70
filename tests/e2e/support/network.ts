import { type Browser, expect, type Page, type Request } from '@playwright/test';

interface Requests {
  /** Started and not yet answered or failed. */
  open: Set<Request>;
  /** How many the page has started. */
  started: number;
}

const requestsOf = new WeakMap<Page, Requests>();

function countRequests(page: Page) {
  const requests: Requests = { open: new Set(), started: 0 };
  requestsOf.set(page, requests);
  page.on('request', (request) => {
    requests.open.add(request);
    requests.started += 1;
  });
  page.on('requestfinished', (request) => requests.open.delete(request));
  page.on('requestfailed', (request) => requests.open.delete(request));
}

function requests(page: Page): Requests {
  const counted = requestsOf.get(page);
  if (!counted) throw new Error('This page was opened before its requests were counted.');
  return counted;
}

/**
 * Counts the requests of every page the browser opens from now on, from the page's first one:
 * the fixture's context and those a test opens itself.
 */
export function countRequestsOfEveryPage(browser: Browser) {
  browser.on('context', (context) => context.on('page', countRequests));
}

/**
 * Once no request of the page is on its way, runs `check` (what else must be over), and again
 * while a round has started a request. Exact where `networkidle` guessed: that waits for half a
 * second with no request after the last, on every call.
 */
export async function noRequestOnItsWay(page: Page, check: () => Promise<void>) {
  const counted = requests(page);
  let started: number;
  do {
    started = counted.started;
    await expect
      .poll(() => [...counted.open].map((request) => request.url()), {
        message: 'requests still on their way',
        intervals: [20],
      })
      .toEqual([]);
    await check();
  } while (counted.started !== started);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { ROUTES, type RouteAccess, routeAccess } from '../../../schema/routes';
import { noRequestOnItsWay } from './network';

type RouteName = keyof typeof ROUTES;

/** The widths every page is checked at: a common phone and a laptop. */
export const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The pages open to `access`, from the site's one table of routes: a page with a parameter (a
 * product, an order) is opened at the real address `examples` gives it, and a new one without an
 * example fails here until it gets one.
 */
function pagesOpenTo(access: RouteAccess, examples: Partial<Record<RouteName, string>>): string[] {
  return (Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][])
    .filter(([, path]) => routeAccess(path) === access)
    .map(([name, path]) => {
      if (!path.includes(':')) return path;
      const example = examples[name];
      if (!example) throw new Error(`No real address to check ${path} at: add one for ${name}.`);
      return example;
    });
}

/** Every page anyone may open. */
export function publicPages(examples: Partial<Record<RouteName, string>>): string[] {
  return pagesOpenTo('public', examples);
}

/** Every page of the account area, for a signed-in person. */
export function accountPages(): string[] {
  return pagesOpenTo('signedIn', {});
}

/**
 * Waits until the client has drawn the page whole: the painted preview replaced (the footer comes
 * with the client), its data in, nothing loading or moving.
 */
export async function drawn(page: Page) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
}

/**
 * Opens `path` from the page already open, as the site's own links do (wouter follows
 * history.pushState), and waits until it is drawn, from its top as a fresh page. A walk over many
 * pages spent a third of its time loading each document and compiling the site's code afresh.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    // A change of query alone keeps the scroll (web/app/ScrollManager.tsx); a new page does not.
    window.scrollTo(0, 0);
    window.history.pushState(null, '', to);
  }, path);
  // The router has rendered the new address (or started fetching its code): what is drawn from
  // here on is the new page.
  await nextFrames(page);
  await drawn(page);
}

/**
 * Two frames drawn: what observers report of the last change (a scroll, a page drawn) is on the
 * screen, and what it sets off (transitions, code or images for what came into view) has started.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Nothing on its way or moving: requests answered, nothing busy, transitions over, and nothing
 * of that set off a new request.
 */
export async function settled(page: Page) {
  await noRequestOnItsWay(page, async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await nextFrames(page);
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  });
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.2 level AA as axe-core checks it, and its best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The contexts whose every new page already starts with axe-core. */
const axeContexts = new WeakSet<BrowserContext>();

/**
 * From the first check in a context on, each page it opens starts with axe-core, sent to the
 * browser once: added to every page as a script tag, it cost half a second a page. Top documents
 * only, as the script tag was: a frame (an e-mail's preview) is not checked.
 */
async function preloadAxe(context: BrowserContext) {
  if (axeContexts.has(context)) return;
  axeContexts.add(context);
  await context.addInitScript({ content: `if (window === window.top) {\n${AXE_SOURCE}\n}` });
}

/**
 * What axe-core finds wrong on the page as it is now, one line per rule broken: where, the rule,
 * its impact and the elements. The page's context must bypass its CSP to take axe's script.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await preloadAxe(page.context());
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as {
      axe: {
        run(
          context: Document,
          options: object,
        ): Promise<{
          violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[];
        }>;
      };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  return violations.map(
    ({ id, impact, targets }) => `${where}: ${id} (${impact}) on ${targets.join(' | ')}`,
  );
}

/** The floating WhatsApp button (web/app/ContactButton.tsx). */
export function contactButton(page: Page) {
  return page.getByRole('link', { name: 'Contattaci su WhatsApp' });
}

/**
 * What the contact button covers where it is now: every control a person could reach and every
 * piece of text that is drawn under its box (checked with elementsFromPoint, so what a scrolling
 * box clips away does not count). Null while the button is off the screen.
 */
export async function contactButtonCovers(page: Page): Promise<string[] | null> {
  return contactButton(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.top < window.innerHeight;
    if (!onScreen || !button.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      return null;
    }
    const focusable =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    /** The part of `rect` under the button, if any. */
    const under = (rect: DOMRect) => {
      const left = Math.max(rect.left, box.left);
      const right = Math.min(rect.right, box.right);
      const top = Math.max(rect.top, box.top);
      const bottom = Math.min(rect.bottom, box.bottom);
      return right > left && bottom > top ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
    };
    const drawnAt = (element: Element, point: { x: number; y: number } | null) =>
      point !== null && document.elementsFromPoint(point.x, point.y).includes(element);
    const outside = (element: Element) => !button.contains(element) && !element.contains(button);
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll(focusable))) {
      if (outside(control) && drawnAt(control, under(control.getBoundingClientRect()))) {
        covered.push(`control ${name(control)}`);
      }
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !outside(parent) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if (Array.from(range.getClientRects()).some((line) => drawnAt(parent, under(line)))) {
        covered.push(`text ${name(parent)}`);
      }
    }
    return covered;
  });
}

/** Scrolls to the very end of the page, once what loads near the end has come and settled. */
export async function scrollToEnd(page: Page) {
  let height = 0;
  for (let round = 0; round < 5; round += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    await settled(page);
    if (now === height) return;
    height = now;
  }
}

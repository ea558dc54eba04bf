import { readFileSync } from 'node:fs';
import { DEMO_HOLDER_IDS } from '../../src/sandbox/seed/cards.ts';
import { expect, test } from './support/fixtures.ts';
import { signedInPage } from './support/money-screens.ts';
import { settle, watchRequests } from './support/settle.ts';

/**
 * Every account route of the manifest (screens/site/site.json), as the company sees it (it has every
 * feature on), on a phone and on a laptop: nothing of the content is cut or pushed off the screen
 * sideways (a grid's row actions, its pagination), and no field, button or link lies under the cookie
 * notice, with the page at its top or scrolled to its end. The card table is also seen with a
 * holder's cards in it, whose rows have the most actions.
 */
const site = JSON.parse(readFileSync('screens/site/site.json', 'utf8')) as {
  spec: { routes: { path: string; layout: string }[] };
};
const ROUTES = [
  ...site.spec.routes.filter((route) => route.layout === 'main').map((route) => route.path),
  `/account/cartao/detalhes-do-cartao?holderId=${DEMO_HOLDER_IDS.padaria}`,
];
const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** What a person can reach with Tab, and what of it the page shows where; checked in the page. */
function findFaults(where: string): string[] {
  const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';
  interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  /** The part of the element its scroll boxes and the window let show. */
  const shown = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const clip = parent.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        box.left = Math.max(box.left, clip.left);
        box.right = Math.min(box.right, clip.right);
      }
      if (style.overflowY !== 'visible') {
        box.top = Math.max(box.top, clip.top);
        box.bottom = Math.min(box.bottom, clip.bottom);
      }
    }
    return {
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, window.innerWidth),
      bottom: Math.min(box.bottom, window.innerHeight),
    };
  };
  const faults: string[] = [];
  const notice = document.querySelector('[aria-label="Aviso de cookies"]');
  const noticeBox = notice?.getBoundingClientRect();
  for (const element of document.querySelectorAll(FOCUSABLE)) {
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || getComputedStyle(element).visibility !== 'visible') continue;
    if (element.closest('[inert], .visually-hidden') || notice?.contains(element)) continue;
    const box = shown(element);
    // The content's own controls show whole across; a strip of tabs, as the sidebar's links on a phone, scrolls sideways by design.
    const strip = element.closest('[role="tablist"]');
    if (
      element.closest('#content') &&
      !strip &&
      box.bottom > box.top &&
      (box.left > rect.left + 1 || box.right < rect.right - 1)
    ) {
      faults.push(`${where}: ${name(element)} is cut at the side (${Math.round(rect.left)}–${Math.round(rect.right)} px)`);
    }
    if (
      noticeBox &&
      Math.min(box.right, noticeBox.right) - Math.max(box.left, noticeBox.left) > 1 &&
      Math.min(box.bottom, noticeBox.bottom) - Math.max(box.top, noticeBox.top) > 1
    ) {
      faults.push(`${where}: ${name(element)} lies under the cookie notice`);
    }
  }
  return faults;
}

/** Scrolls the window and every box that scrolls to its end, or back to its top. */
function scrollAll(to: 'end' | 'top'): void {
  window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : 0);
  for (const element of document.querySelectorAll('*')) {
    const overflow = getComputedStyle(element).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight) {
      element.scrollTop = to === 'end' ? element.scrollHeight : 0;
    }
  }
}

test('on a phone and a laptop every account route shows its controls whole and none under the cookie notice', async ({
  browser,
  sandbox,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  const page = await signedInPage(browser, sandbox, 'company');
  watchRequests(page);
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  // Each route is loaded once, at one size, and seen again after the window is resized to the other;
  // every other route loads at the laptop's size, so each size is also one a page first lays out at.
  for (const [index, route] of ROUTES.entries()) {
    const sizes = index % 2 === 0 ? SIZES : [...SIZES].reverse();
    await page.setViewportSize(sizes[0]!);
    await page.goto(route);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.evaluate(scrollAll, 'top' as const);
      await settle(page);
      const where = `${route} at ${size.width}`;
      found.push(...(await page.evaluate(findFaults, where)));
      await page.evaluate(scrollAll, 'end' as const);
      found.push(...(await page.evaluate(findFaults, `${where}, scrolled to the end`)));
    }
  }
  await page.context().close();
  expect(found).toEqual([]);
});

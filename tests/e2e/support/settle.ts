import { expect, type Page, type Request, type WebSocket } from '@playwright/test';

interface Requests {
  inFlight: Set<Request>;
  /** Sockets opened and not yet answered: the hub's first answer makes the page fetch again what it refreshes. */
  opening: Set<WebSocket>;
  /** How many the page has started since it was watched. */
  started: number;
  /** The main frame has asked for a new document, which has not come yet. */
  leaving: boolean;
}

const watched = new WeakMap<Page, Requests>();

/**
 * Counts the page's requests from now on: call it before the navigation whose data `settle` waits
 * for, or a request already on its way is not seen.
 */
export function watchRequests(page: Page): void {
  if (watched.has(page)) return;
  const requests: Requests = { inFlight: new Set(), opening: new Set(), started: 0, leaving: false };
  page.on('request', (request) => {
    requests.inFlight.add(request);
    requests.started += 1;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) requests.leaving = true;
  });
  // The sockets of a document the page left may never report their close, and the old document runs
  // until the new one comes, a hub connecting late included: every socket opened before the new
  // document is the old one's. A move within the document (the site's own routes) asks for none and
  // keeps its sockets.
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !requests.leaving) return;
    requests.leaving = false;
    requests.opening.clear();
  });
  page.on('requestfinished', (request) => requests.inFlight.delete(request));
  page.on('requestfailed', (request) => requests.inFlight.delete(request));
  page.on('websocket', (socket) => {
    requests.opening.add(socket);
    socket.on('framereceived', () => requests.opening.delete(socket));
    socket.on('close', () => requests.opening.delete(socket));
    socket.on('socketerror', () => requests.opening.delete(socket));
  });
  watched.set(page, requests);
}

/** What the page marks busy, but buttons: a button stays busy while the dialog it opened is up. */
export const busyRegions = (page: Page) => page.locator('[aria-busy="true"]:not(button)');

const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Waits until the page has its data: none of its requests in flight, no socket still opening, nothing
 * but buttons marked busy (a button stays busy while the dialog it opened is up), and still so two
 * frames later with no new request started, since a render's effects start theirs by then. It ends
 * as soon as that holds, where Playwright's 'networkidle' waits 500 ms with no request every time.
 */
export async function settle(page: Page): Promise<void> {
  const requests = watched.get(page);
  if (!requests) throw new Error('settle: call watchRequests(page) before the navigation');
  await expect(async () => {
    const started = requests.started;
    expect(requests.inFlight.size, 'requests in flight').toBe(0);
    expect(requests.opening.size, 'sockets still opening').toBe(0);
    expect(await busyRegions(page).count(), 'regions still busy').toBe(0);
    await page.evaluate(nextFrames);
    expect(requests.inFlight.size, 'requests in flight').toBe(0);
    expect(requests.opening.size, 'sockets still opening').toBe(0);
    expect(requests.started, 'requests started meanwhile').toBe(started);
  }).toPass({ intervals: [25, 50, 100, 250] });
}

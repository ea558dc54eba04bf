import './shell/styles/app.css';
import { startPage } from './api/page-start.ts';
import { askAhead, listedFiles, restoreRefusedStyles } from './shell/stylesheet-link.ts';

/**
 * The site's code runs in two stages, React and then the site, each in a task of its own, once the
 * page's HTML has painted (scripts/lib/first-paint.ts); between the stages the page can answer. One
 * script of all of it had kept the main thread a third of a second on a throttled phone (bench:web).
 * The head preloads both stages (scripts/vite/boot-data-preload-plugin.ts), but for a page whose HTML
 * is its first paint: there they are asked for once that paint is done.
 */
async function start(): Promise<void> {
  restoreRefusedStyles();
  // A page whose HTML is its first paint lists the boot's files and the route's rather than preloading them.
  const deferred = listedFiles('balcao-after-paint');
  const painted = deferred !== undefined;
  // A page not painted from its HTML (any but the sign-in's) reads its configuration and session, and
  // asks the bank its first questions, now, while its code downloads (src/api/page-start.ts).
  if (!painted) startPage(true).catch(() => undefined);
  await afterPaint();
  for (const href of deferred ?? []) askAhead(href);
  await import('react-dom/client');
  const { boot } = await import('./boot.tsx');
  await boot(painted);
}

/** Once the browser has painted what the HTML holds; at most 100 ms, for a tab that does not paint (hidden). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

// spec 000 §8: a bootstrap failure is swallowed silently.
start().catch(() => undefined);

/** Kept apart from the rest of the shell: the site's entry (src/main.tsx) imports it before React. */
export function stylesheetLink(href: string, id: string): HTMLLinkElement {
  const link = document.createElement('link');
  if (id) link.id = id;
  link.rel = 'stylesheet';
  link.href = href;
  return link;
}

/** The files a page lists in `<meta name="…" content="a b c">` (scripts/lib/first-paint.ts); undefined without the meta. */
export function listedFiles(name: string): string[] | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean);
}

/**
 * Asks ahead for a file a page lists (scripts/lib/first-paint.ts): a script as a module preload, a
 * stylesheet as a style preload, anything else (the configuration, the texts) as a fetch.
 */
export function askAhead(href: string): void {
  const link = document.createElement('link');
  if (href.endsWith('.js')) link.rel = 'modulepreload';
  else {
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'fetch';
  }
  link.crossOrigin = /\.(js|css)$/.test(href) ? '' : 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * A first-paint page carries its stylesheets inline, `<style data-href="…">` (scripts/lib/first-paint.ts);
 * a server whose Content-Security-Policy does not list their hashes has the browser refuse them (no
 * sheet): they are then asked for by their addresses.
 */
export function restoreRefusedStyles(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    if (!style.sheet) style.replaceWith(stylesheetLink(style.dataset.href!, style.id));
  }
}

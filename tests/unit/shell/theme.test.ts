// @vitest-environment jsdom
import { beforeEach, expect, test } from 'vitest';
import { restoreRefusedStyles } from '../../../src/shell/stylesheet-link.ts';
import { applyTheme } from '../../../src/shell/theme.ts';

/**
 * The stylesheets a first-paint page carries in its head (scripts/lib/first-paint.ts): kept when the
 * browser applied them, asked for by their addresses when it refused them (a server whose policy
 * lacks their hashes), and the brand's replaced when the configuration names another brand.
 */
beforeEach(() => {
  document.head.innerHTML =
    '<style id="theme-stylesheet" data-href="/themes/default/theme.css">:root{--color-primary:#0b5cab}</style>' +
    '<style data-href="/assets/index-Ab12.css">h1{margin:0}</style>';
});

const head = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLLinkElement
      ? `link#${element.id} ${element.getAttribute('href')}`
      : `style#${element.id} ${(element as HTMLStyleElement).dataset.href}`,
  );

/** What the browser does to an inline style its Content-Security-Policy refuses: no sheet. */
function refuse(style: Element): void {
  Object.defineProperty(style, 'sheet', { value: null });
}

test('inline stylesheets the browser applied stay; one it refused is asked for by its address, in its place', () => {
  restoreRefusedStyles();
  expect(head()).toEqual(['style#theme-stylesheet /themes/default/theme.css', 'style# /assets/index-Ab12.css']);
  refuse(document.head.children[1]!);
  restoreRefusedStyles();
  expect(head()).toEqual(['style#theme-stylesheet /themes/default/theme.css', 'link# /assets/index-Ab12.css']);
  refuse(document.head.children[0]!);
  restoreRefusedStyles();
  expect(head()).toEqual(['link#theme-stylesheet /themes/default/theme.css', 'link# /assets/index-Ab12.css']);
  expect((document.head.children[0] as HTMLLinkElement).rel).toBe('stylesheet');
});

test("the brand's inline stylesheet stays when it is the configured brand's, and becomes a link to the configured one otherwise", () => {
  applyTheme('default');
  expect(head()[0]).toBe('style#theme-stylesheet /themes/default/theme.css');
  applyTheme('nostrum');
  expect(head()[0]).toBe('link#theme-stylesheet /themes/nostrum/theme.css');
  applyTheme('default');
  expect(head()[0]).toBe('link#theme-stylesheet /themes/default/theme.css');
  expect(document.documentElement.dataset.theme).toBe('default');
});

import { stylesheetLink } from './stylesheet-link.ts';

/**
 * Brands are folders of public/themes (logo, favicon, splash logo, stylesheet, default profile image,
 * receipt logo), chosen by configuration at start: one build serves every brand.
 */
export function themeAsset(theme: string, file: string): string {
  return `/themes/${encodeURIComponent(theme)}/${file}`;
}

export function applyTheme(theme: string): void {
  document.documentElement.dataset.theme = theme;
  const href = themeAsset(theme, 'theme.css');
  const stylesheet = document.getElementById('theme-stylesheet');
  // Inline (a first-paint page), it is the brand the server configured, or the build's default.
  if (stylesheet instanceof HTMLStyleElement) {
    if (stylesheet.dataset.href !== href) stylesheet.replaceWith(stylesheetLink(href, stylesheet.id));
  } else stylesheet?.setAttribute('href', href);
  document.getElementById('favicon')?.setAttribute('href', themeAsset(theme, 'favicon.svg'));
}

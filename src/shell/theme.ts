/**
 * Brands are folders of public/themes (logo, favicon, splash logo, stylesheet, default profile image,
 * receipt logo), chosen by configuration at start: one build serves every brand.
 */
export function themeAsset(theme: string, file: string): string {
  return `/themes/${encodeURIComponent(theme)}/${file}`;
}

export function applyTheme(theme: string): void {
  document.documentElement.dataset.theme = theme;
  document.getElementById('theme-stylesheet')?.setAttribute('href', themeAsset(theme, 'theme.css'));
  document.getElementById('favicon')?.setAttribute('href', themeAsset(theme, 'favicon.svg'));
}

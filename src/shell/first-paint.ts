import { createContext } from 'react';

/**
 * True while a screen is rendered into the page's HTML at build time (scripts/lib/first-paint.ts):
 * the copy shows at once, before the site's script has run, and takes no input until the live
 * screen replaces it — a field the person typed into would lose its text, a button would submit a
 * plain form.
 */
export const FirstPaint = createContext(false);

import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { FirstPaint } from './first-paint.ts';

/**
 * The markup of a screen as the site first renders it for a visitor with nothing stored, in the
 * given texts: the build writes it into that page's HTML (scripts/lib/first-paint.ts), so the screen
 * paints before the site's script has arrived and run. The live render replaces it.
 */
export async function firstPaintMarkup(pathname: string, texts: Record<string, unknown>, language: string): Promise<string> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { translation: texts } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <FirstPaint value>
        <App Router={({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[pathname]}>{children}</MemoryRouter>} />
      </FirstPaint>
    </I18nextProvider>,
  );
}

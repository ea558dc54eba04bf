import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes.tsx';
import { SessionBridge } from './session/SessionBridge.tsx';
import { SessionContext } from './session/session-context.ts';
import { Toaster } from './toasts/Toaster.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { AmountVisibilityProvider } from './amount-visibility.tsx';

/** The routes of the manifest (src/shell/routes.tsx) at the router's address. */
function SiteRoutes() {
  return useRoutes(routes);
}

/** The site; `Router` is the browser's history but for the build's first paint (src/shell/first-paint-markup.tsx). */
export function App({ Router = BrowserRouter }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <SessionContext.Provider>
      <SessionBridge />
      <AmountVisibilityProvider>
        {/* The page scrolls in its own box, so the cookie notice below it never covers a field or a button. */}
        <div className="site-page">
          <Router>
            <SiteRoutes />
          </Router>
        </div>
      </AmountVisibilityProvider>
      <Toaster />
      <CookieNotice />
    </SessionContext.Provider>
  );
}

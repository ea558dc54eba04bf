import { useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { createAppRouter } from './routes.tsx';
import { SessionBridge } from './session/SessionBridge.tsx';
import { SessionContext } from './session/session-context.ts';
import { Toaster } from './toasts/Toaster.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { AmountVisibilityProvider } from './amount-visibility.tsx';

type Router = ReturnType<typeof createBrowserRouter>;

/** The site; `createRouter` is the browser's history but for the build's first paint (src/shell/first-paint-markup.tsx). */
export function App({ createRouter = createAppRouter }: { createRouter?: () => Router }) {
  const [router] = useState(createRouter);
  return (
    <SessionContext.Provider>
      <SessionBridge />
      <AmountVisibilityProvider>
        {/* The page scrolls in its own box, so the cookie notice below it never covers a field or a button. */}
        <div className="site-page">
          <RouterProvider router={router} />
        </div>
      </AmountVisibilityProvider>
      <Toaster />
      <CookieNotice />
    </SessionContext.Provider>
  );
}

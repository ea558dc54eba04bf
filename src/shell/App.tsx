import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './routes.tsx';
import { SessionBridge } from './session/SessionBridge.tsx';
import { SessionContext } from './session/session-context.ts';
import { Toaster } from './toasts/Toaster.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { AmountVisibilityProvider } from './amount-visibility.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <SessionContext.Provider>
      <SessionBridge />
      <AmountVisibilityProvider>
        <RouterProvider router={router} />
      </AmountVisibilityProvider>
      <Toaster />
      <CookieNotice />
    </SessionContext.Provider>
  );
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** spec 001 §2 and §4: the eye toggle hides every amount and masks tax ids, across the site. */
const KEY = 'balcao.amountsVisible';

interface AmountVisibility {
  visible: boolean;
  toggle(): void;
}

const VisibilityContext = createContext<AmountVisibility>({ visible: true, toggle: () => undefined });

export function AmountVisibilityProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(() => globalThis.localStorage?.getItem(KEY) !== 'false');
  const toggle = useCallback(() => {
    setVisible((was) => {
      globalThis.localStorage?.setItem(KEY, String(!was));
      return !was;
    });
  }, []);
  const value = useMemo(() => ({ visible, toggle }), [visible, toggle]);
  return <VisibilityContext.Provider value={value}>{children}</VisibilityContext.Provider>;
}

export function useAmountVisibility(): AmountVisibility {
  return useContext(VisibilityContext);
}

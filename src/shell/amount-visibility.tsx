import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStored, writeStored } from '../api/secure-storage.ts';

/** spec 001 §2 and §4: the eye toggle hides every amount and masks tax ids, across the site; kept with the config state. */
const NAME = 'amountsVisible';

interface AmountVisibility {
  visible: boolean;
  toggle(): void;
}

const VisibilityContext = createContext<AmountVisibility>({ visible: true, toggle: () => undefined });

export function AmountVisibilityProvider({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(() => readStored<boolean>(NAME) !== false);
  const toggle = useCallback(() => {
    setVisible((was) => {
      void writeStored('local', NAME, !was);
      return !was;
    });
  }, []);
  const value = useMemo(() => ({ visible, toggle }), [visible, toggle]);
  return <VisibilityContext.Provider value={value}>{children}</VisibilityContext.Provider>;
}

export function useAmountVisibility(): AmountVisibility {
  return useContext(VisibilityContext);
}

import type { GridSelectionSpec } from '../screens/types.ts';
import { CardVisual } from '../visuals/CardVisual.tsx';

/** The selected row drawn above the table, by the visual the screen file names. */
export function GridVisual({ visual, row }: { visual: NonNullable<GridSelectionSpec['visual']>; row: unknown }) {
  switch (visual) {
    case 'card':
      return <CardVisual card={row} />;
  }
}

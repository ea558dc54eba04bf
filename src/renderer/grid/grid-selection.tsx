import { useEffect, useState } from 'react';
import { valueAt } from '../host/bindings.ts';
import { useScreenHost } from '../host/screen-host.ts';
import type { GridSelectionSpec } from '../screens/types.ts';

const idOf = (row: unknown) => (row === undefined ? undefined : String(valueAt(row, 'id') ?? ''));

/**
 * The selected row of a grid with a select marker: kept by id across reloads (so a row's new status
 * shows), the first row when none is chosen and `first` is set (spec 001 §4), and each selection, or
 * a change of the selected row after a reload, told to the host's machine.
 */
export function useGridSelection(spec: GridSelectionSpec | undefined, rows: unknown[]) {
  const host = useScreenHost();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const selected = spec ? (rows.find((row) => idOf(row) === chosen) ?? (spec.first ? rows[0] : undefined)) : undefined;
  const key = selected === undefined ? '' : JSON.stringify(selected);

  useEffect(() => {
    if (!spec?.machine || !spec.event || !key) return;
    void host.machines[spec.machine]?.send({ type: spec.event, [spec.param ?? 'row']: JSON.parse(key) as unknown });
  }, [host, spec, key]);

  return { selected, select: (row: unknown) => setChosen(idOf(row)) };
}

/** The select marker of a row: a radio button, one group per grid, labelled by the row. */
export function SelectionMarker({
  name,
  label,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  checked: boolean;
  onSelect(): void;
}) {
  return (
    <input type="radio" className="grid-select-marker" name={name} aria-label={label} checked={checked} onChange={onSelect} />
  );
}

import type { TFunction } from 'i18next';
import { statusDisplay } from '../../domain/status.ts';
import { Icon } from './icons.tsx';

/** The status icon (spec 001 §4): the icon and colours of the domain's table, the label a text key. */
export function StatusValue({ status, t }: { status: string; t: TFunction }) {
  const display = statusDisplay(status);
  const label = t(`enums.status.${status}`, { defaultValue: status });
  return (
    <span className={`status status-${display.colour}`}>
      {display.icon && (
        <span className={`status-icon colour-${display.iconColour}`}>
          <Icon name={display.icon} spinning={display.spinning} />
        </span>
      )}
      {label}
    </span>
  );
}

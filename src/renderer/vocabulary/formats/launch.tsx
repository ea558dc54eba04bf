import { launchDisplay } from '../../../domain/status.ts';
import { Icon } from '../../formats/icons.tsx';
import { defineFormat } from '../define.ts';

export default defineFormat({
  name: 'launch',
  doc: 'CREDIT or DEBIT with its arrow and colour, its text enums.launch.<value> (read by screen readers only with iconOnly).',
  options: {
    properties: { iconOnly: { type: 'boolean', description: 'launch: the arrow alone, its text for screen readers.' } },
  },
  render: (value, { field, t }) => {
    const launch = String(value) === 'CREDIT' ? 'CREDIT' : 'DEBIT';
    const display = launchDisplay(launch);
    return (
      <span className={`launch colour-${display.colour}`}>
        <Icon name={display.icon} />
        <span className={field.iconOnly ? 'visually-hidden' : undefined}>{t(`enums.launch.${launch}`)}</span>
      </span>
    );
  },
});

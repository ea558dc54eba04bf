import { DateWidget } from '../../forms/widgets/DateWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({
  name: 'date',
  slot: 'widget',
  registryKey: 'DateWidget',
  doc: 'DD/MM/YYYY typed or picked from a one-month calendar with month and year selects.',
  component: DateWidget,
});

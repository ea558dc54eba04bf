import { SwitchWidget } from '../../forms/widgets/CheckboxWidget.tsx';
import { defineWidget } from '../define.ts';

export default defineWidget({ name: 'switch', slot: 'widget', doc: 'An on/off switch (role switch).', component: SwitchWidget });

import { defineAction } from '../define.ts';

export default defineAction({
  name: 'reload',
  doc: "Loads the screen's data again; the next step waits for it.",
  step: { properties: {} },
  async perform(_step, { reload }) {
    await reload();
    return true;
  },
});

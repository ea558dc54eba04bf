import { defineAction } from '../define.ts';

export default defineAction({
  name: 'dismiss',
  doc: "Closes the dialog without a result, so the opener's steps stop (a review the person cancelled).",
  step: { properties: {} },
  async perform(_step, { close }) {
    close();
    return true;
  },
});

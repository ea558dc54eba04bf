import { defineAction } from '../define.ts';

export default defineAction({
  name: 'close',
  doc: "Closes the dialog the screen is in, with the form's values as its result: the opener's steps go on.",
  step: { properties: {} },
  async perform(_step, { close, scope }) {
    close(scope.form ?? true);
    return true;
  },
});

import { defineMachine } from '../define.ts';

export default defineMachine({
  name: 'session',
  doc: 'The session (src/machines/session.machine.ts), always provided by the site: sign in, confirm the code, sign out.',
  events: ['SIGN_IN', 'CONFIRM_CODE', 'PASSWORD_CHANGED', 'SIGN_OUT'],
});

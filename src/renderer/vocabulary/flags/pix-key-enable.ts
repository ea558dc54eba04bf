import { defineFlag } from '../define.ts';

export default defineFlag({
  name: 'pixKeyEnable',
  doc: "The account's PIX keys (the keys tab of /account/pix).",
  read: (config) => config.pixKeyEnable === true,
});

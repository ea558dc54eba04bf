import { twoFactorImageUrl } from '../../../../api/two-factor.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'twoFactorImage',
  doc: "The enrolment QR code's address, with a single-use ticket (GET /api/Authentication/User/A2F/PNG/{size}).",
  kind: 'query',
  params: { required: ['size'], properties: { size: { type: 'integer', description: 'Width and height in pixels.' } } },
  fresh: true,
  run: ({ size }) => twoFactorImageUrl(Number(size) || 200),
});

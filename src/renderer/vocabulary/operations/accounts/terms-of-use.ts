import { getTermsOfUse } from '../../../../api/common.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'termsOfUse',
  doc: "The terms of use of the user's merchant: their document's address and version (GET /api/Common/TermsOfUse).",
  kind: 'query',
  params: { properties: {} },
  run: () => getTermsOfUse(),
});

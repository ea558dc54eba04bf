import { lookupZipCode } from '../../../../api/zip-code.ts';
import { text } from '../../operation-params.ts';
import { defineOperation } from '../../define.ts';

export default defineOperation({
  name: 'zipCode',
  doc: "The address of a zip code (the public postal-code service, or the sandbox's copy of it).",
  kind: 'query',
  params: { required: ['zipCode'], properties: { zipCode: { type: 'string' } } },
  run: ({ zipCode }) => lookupZipCode(text(zipCode)),
});

import { reportError } from '../../../api/errors.ts';
import { resolveParams } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

/** Saves a Blob under a name, as the browser saves a link's download. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default defineAction({
  name: 'download',
  doc: "Calls an operation that answers a file and saves it under fileName (the webhooks' certificate); a failure shows the server's errors.",
  step: {
    required: ['operation', 'fileName'],
    properties: {
      operation: { $ref: '#/$defs/operation' },
      params: { $ref: '#/$defs/params' },
      fileName: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', description: "The saved file's name." },
    },
  },
  async perform(step, { call, scope }) {
    try {
      const answer = await call(step.operation, resolveParams(step.params, scope));
      if (!(answer instanceof Blob)) throw new Error(`${step.operation} did not answer a file`);
      saveFile(answer, step.fileName);
      return true;
    } catch (error) {
      reportError(error);
      return false;
    }
  },
});

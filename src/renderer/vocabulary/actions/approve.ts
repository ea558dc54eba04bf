import { publishNotice } from '../../../api/notices.ts';
import { resolveParams } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

const DEFAULT_LABELS = {
  approveLabel: 'approval.approve',
  disapproveLabel: 'approval.disapprove',
  cancelLabel: 'approval.cancel',
};

export default defineAction({
  name: 'approve',
  opensDialog: true,
  doc: 'Opens the approval dialog (password and/or token, spec 001 §2) and calls the operation with {approved, password, token}; approved, the steps go on with its answer as @result; disapproved or closed, the `disapproved` or `cancelled` steps run and they stop.',
  step: {
    required: ['operation', 'params'],
    properties: {
      operation: { $ref: '#/$defs/operation' },
      params: { $ref: '#/$defs/params' },
      title: { $ref: '#/$defs/textKey' },
      approveLabel: { $ref: '#/$defs/textKey', description: "The approve button's text; absent, no approve button." },
      disapproveLabel: { $ref: '#/$defs/textKey', description: "The disapprove button's text; absent, no disapprove button." },
      cancelLabel: { $ref: '#/$defs/textKey' },
      selectable: { type: 'boolean', description: 'Shows the radio selector of password, token or both (spec 001 §2).' },
      disapproved: {
        $ref: '#/$defs/steps',
        description:
          'The steps run instead when the person disapproves (the operation is cancelled on the bank; a list reloads).',
      },
      cancelled: {
        $ref: '#/$defs/steps',
        description:
          'The steps run instead when the dialog closes with no decision (the operation still waits; a form closes, a list reloads).',
      },
    },
  },
  // spec 001 §4: approve goes on with the approved operation; disapproved or cancelled, the steps stop.
  async perform(step, { call, scope, dialogs, t, run }) {
    const params = resolveParams(step.params, scope);
    // A step that names no button gets the three of screens' usual approval (approve, disapprove, cancel).
    const labels = step.approveLabel || step.disapproveLabel || step.cancelLabel ? step : DEFAULT_LABELS;
    const outcome = await dialogs.approve({
      title: step.title,
      approveLabel: labels.approveLabel,
      disapproveLabel: labels.disapproveLabel,
      cancelLabel: labels.cancelLabel,
      selectable: step.selectable,
      submit: (submission) => call(step.operation, params, submission),
    });
    if (!outcome) {
      // Closed without a decision: the operation waits on the bank (`cancelled` steps say so on the screen).
      if (step.cancelled) await run(step.cancelled);
      return false;
    }
    if (!outcome.approved) {
      publishNotice({ kind: 'toast', level: 'info', title: t('titles.info'), message: t('approval.disapproved') });
      // The operation was cancelled on the bank: a list showing it still has to show that (`disapproved` steps).
      if (step.disapproved) await run(step.disapproved, { ...scope, result: outcome.answer });
      return false;
    }
    return { result: outcome.answer };
  },
});

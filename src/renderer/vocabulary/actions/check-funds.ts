import { publishNotice } from '../../../api/notices.ts';
import { formatMoney } from '../../../domain/money.ts';
import { fundsShortfall, isLimitNight, type FundsBalance, type FundsLimit } from '../../../domain/funds.ts';
import { resolveParams, resolveValue } from '../../host/bindings.ts';
import { defineAction } from '../define.ts';

export default defineAction({
  name: 'checkFunds',
  check: true,
  doc: "Before the approval: when the amount (and fee) is beyond the available balance (unless the account may go negative) or the product's remaining daily or nightly limit, says so next to the amount (a toast where the view has no place) and stops the steps. The bank checks again at approval.",
  step: {
    required: ['amount', 'params'],
    properties: {
      amount: { $ref: '#/$defs/paramValue', description: 'The amount to move, e.g. @row.amount.' },
      fee: { $ref: '#/$defs/paramValue', description: "The bank's fee, debited with it." },
      type: {
        $ref: '#/$defs/paramValue',
        description:
          "The transfer's or payment's type, which names its limit (PIX, INTERNAL, EXTERNAL, BANK_SLIP, UTILITY, QRCODE).",
      },
      params: { $ref: '#/$defs/params', description: 'The accountId whose balance and limits are read.' },
      field: {
        type: 'string',
        minLength: 1,
        description: "The record's field the refusal is said next to; amount when absent.",
      },
    },
  },
  async perform(step, { call, scope, t, say }) {
    const params = resolveParams(step.params, scope);
    const amount = Number(resolveValue(step.amount, scope));
    if (!Number.isFinite(amount)) return true;
    // What cannot be read is left to the bank, which refuses at approval anyway.
    const [balance, limits] = await Promise.all([
      call('balance', params).catch(() => null) as Promise<FundsBalance | null>,
      call('limits', params).catch(() => null) as Promise<FundsLimit[] | null>,
    ]);
    const shortfall = fundsShortfall({
      amount,
      fee: Number(resolveValue(step.fee, scope) ?? 0) || 0,
      type: String(resolveValue(step.type, scope) ?? ''),
      balance,
      limits: Array.isArray(limits) ? limits : null,
      night: isLimitNight(new Date()),
    });
    if (!shortfall) return true;
    const message = t(`funds.${shortfall.reason}`, { available: formatMoney(shortfall.available) });
    if (say) say(step.field ?? 'amount', message);
    else publishNotice({ kind: 'toast', level: 'error', title: t('titles.error'), message });
    return false;
  },
});

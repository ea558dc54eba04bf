import type { Payment } from '../../../generated/schemas.ts';
import { Errors } from '../../errors.ts';
import type { PendingKind } from '../approval/decide-operation.ts';
import { executePayment } from './execute-payment.ts';
import { readPayment } from './payment-entity.ts';

/** Payments as operations that wait for approval. */
export const paymentKind: PendingKind<Payment> = {
  table: 'payments',
  hubTarget: 'AccountPayment',
  payloadField: 'payment',
  notFound: Errors.paymentNotFound,
  notPending: Errors.paymentNotPending,
  notCancelable: Errors.paymentNotCancelable,
  read: readPayment,
  execute: executePayment,
};

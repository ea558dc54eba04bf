import { AccountScreenPage } from '../../shell/AccountScreenPage.tsx';

/** /account/transactions/payment: the payments screen file (screens/payments.json), a tabs page. */
export function PaymentsPage() {
  return <AccountScreenPage screenId="payments" />;
}

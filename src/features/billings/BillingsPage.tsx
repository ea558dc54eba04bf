import { AccountScreenPage } from '../../shell/AccountScreenPage.tsx';

/** /account/transactions/billing: the charges screen file (screens/billings.json), a tabs page. */
export function BillingsPage() {
  return <AccountScreenPage screenId="billings" />;
}

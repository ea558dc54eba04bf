import { AccountScreenPage } from '../../shell/AccountScreenPage.tsx';

/** /account/transactions/extract: the statement screen file (screens/statement.json). */
export function StatementPage() {
  return <AccountScreenPage screenId="statement" />;
}

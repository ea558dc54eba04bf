import type { AcquirerSalePage, AcquirerSalesQuery, AcquirerSchedulePage, AcquirerSchedulesQuery } from '../generated/schemas.ts';
import { http } from './http.ts';

const base = (accountId: string) => `/api/Accounts/${encodeURIComponent(accountId)}/Acquirers`;

/** GET /api/Accounts/{id}/Acquirers/Transactions: a page of the company's card sales, newest first. */
export async function getAcquirerSales(accountId: string, query: AcquirerSalesQuery): Promise<AcquirerSalePage> {
  const { data } = await http.get<AcquirerSalePage>(`${base(accountId)}/Transactions`, { params: query });
  return data;
}

/** GET /api/Accounts/{id}/Acquirers/Schedules: a page of receivables by settlement day, with their totals. */
export async function getAcquirerSchedules(accountId: string, query: AcquirerSchedulesQuery): Promise<AcquirerSchedulePage> {
  const { data } = await http.get<AcquirerSchedulePage>(`${base(accountId)}/Schedules`, { params: query });
  return data;
}

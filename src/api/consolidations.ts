import type { Consolidation, ConsolidationChart, ReportRangeQuery } from '../generated/schemas.ts';
import { http } from './http.ts';

const base = (accountId: string) => `/api/Consolidations/Accounts/${encodeURIComponent(accountId)}`;

/** GET /api/Consolidations/Accounts/{id}: credits, debits and balances over startDate..endDate (spec 000 §7). */
export async function getConsolidation(accountId: string, range: ReportRangeQuery): Promise<Consolidation> {
  const { data } = await http.get<Consolidation>(base(accountId), { params: range });
  return data;
}

/** GET /api/Consolidations/Accounts/{id}/Chart: one value a day for credits, debits and the balance. */
export async function getConsolidationChart(accountId: string, range: ReportRangeQuery): Promise<ConsolidationChart> {
  const { data } = await http.get<ConsolidationChart>(`${base(accountId)}/Chart`, { params: range });
  return data;
}

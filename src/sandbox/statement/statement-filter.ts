import type { Launch, StatementExportQuery } from '../../generated/schemas.ts';
import { ApiError, Errors } from '../errors.ts';
import { bankDayRange, compareDays, parseQueryDay, type BankDay } from './bank-calendar.ts';

/** The statement's filters, read and checked: whole São Paulo days, a direction and a search text. */
export interface StatementFilter {
  accountId: string;
  launch?: Launch | undefined;
  firstDay?: BankDay | undefined;
  lastDay?: BankDay | undefined;
  /** Lower case, without accents; empty means no search. */
  search: string;
}

/** Lower case without accents, the form in which descriptions are searched. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Reads the query, answering 400 with every bad date at once. */
export function statementFilter(accountId: string, query: StatementExportQuery): StatementFilter {
  const errors: ApiError[] = [];
  const day = (field: 'startDate' | 'endDate'): BankDay | undefined => {
    const text = query[field];
    if (text === undefined || text === '') return undefined;
    const parsed = parseQueryDay(text);
    if (!parsed) errors.push(Errors.invalidQueryDate(`(${field}: ${text})`));
    return parsed ?? undefined;
  };
  const firstDay = day('startDate');
  const lastDay = day('endDate');
  if (firstDay && lastDay && compareDays(firstDay, lastDay) > 0) errors.push(Errors.invertedDateRange());
  if (errors.length) {
    const [first, ...rest] = errors;
    first!.items.push(...rest.flatMap((error) => error.items));
    throw first;
  }
  return { accountId, launch: query.launch, firstDay, lastDay, search: foldText(query.search?.trim() ?? '') };
}

// Accented letters of Portuguese (and a few neighbours), folded in SQL as foldText folds the search.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/** The SQL condition and parameters of a filter over `postings`; parameters start at $1. */
export function statementWhere(filter: StatementFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.accountId];
  const conditions = ['account_id = $1'];
  if (filter.launch) conditions.push(filter.launch === 'CREDIT' ? 'amount_cents > 0' : 'amount_cents < 0');
  if (filter.firstDay) {
    params.push(bankDayRange(filter.firstDay, filter.firstDay).from);
    conditions.push(`executed_at >= $${params.length}`);
  }
  if (filter.lastDay) {
    params.push(bankDayRange(filter.lastDay, filter.lastDay).to);
    conditions.push(`executed_at < $${params.length}`);
  }
  if (filter.search) {
    params.push(`%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    conditions.push(`translate(lower(description), '${ACCENTED}', '${PLAIN}') like $${params.length} escape '\\'`);
  }
  return { sql: conditions.join(' and '), params };
}

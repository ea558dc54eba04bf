import type { Access, Condition } from '../screens/types.ts';
import type { ScreenHost } from './screen-host.ts';
import { taxIdKindOf } from '../../domain/tax-id-format.ts';
import { valueAt } from './bindings.ts';

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function hasRole(host: Pick<ScreenHost, 'user'>, roles: string[] | undefined): boolean {
  return !roles || roles.length === 0 || roles.some((role) => host.user?.roles.includes(role));
}

/** Roles (any one of them; none listed lets everyone in) and feature flags (every one on), as react-admin's canAccess. */
export function canAccess(access: Access | undefined, host: Pick<ScreenHost, 'user' | 'features'>): boolean {
  if (!access) return true;
  return hasRole(host, access.roles) && (access.features ?? []).every((feature) => host.features[feature] === true);
}

/** A declarative condition over data (a row, the form's values), the user's roles and the feature flags. */
export function evaluateCondition(
  condition: Condition | undefined,
  data: unknown,
  host: Pick<ScreenHost, 'user' | 'features'> & Partial<Pick<ScreenHost, 'machines'>>,
): boolean {
  if (!condition) return true;
  const value = condition.field === undefined ? undefined : valueAt(data, condition.field);
  const checks: boolean[] = [];
  if (condition.in) checks.push(condition.in.includes(value));
  if (condition.notIn) checks.push(!condition.notIn.includes(value));
  if ('equals' in condition) checks.push(value === condition.equals);
  if ('notEquals' in condition) checks.push(value !== condition.notEquals);
  if (condition.present !== undefined) checks.push(isPresent(value) === condition.present);
  if (condition.includes !== undefined) checks.push(Array.isArray(value) && value.includes(condition.includes));
  // spec 001 §5: a tax id of more than 11 characters is a company's (J), otherwise a person's (N); an empty one is neither.
  if (condition.personType) {
    checks.push(isPresent(value) && (taxIdKindOf(String(value)) === 'cnpj' ? 'J' : 'N') === condition.personType);
  }
  if (condition.role) checks.push(hasRole(host, condition.role));
  if (condition.feature) checks.push(host.features[condition.feature] === true);
  if (condition.all) checks.push(condition.all.every((inner) => evaluateCondition(inner, data, host)));
  if (condition.any) checks.push(condition.any.some((inner) => evaluateCondition(inner, data, host)));
  if (condition.not) checks.push(!evaluateCondition(condition.not, data, host));
  if (condition.machine && condition.can) {
    const machine = host.machines?.[condition.machine];
    checks.push(machine?.can?.({ type: condition.can }, data) === true);
  }
  return checks.every(Boolean);
}

import type { ReactNode } from 'react';
import { SessionContext } from './session/session-context.ts';

/** spec 000 §6: whether a user with `held` roles may see something that asks for one of `required`; none asked, everyone. */
export function hasAnyRole(held: readonly string[], required: readonly string[] | undefined): boolean {
  return !required || required.length === 0 || required.some((role) => held.includes(role));
}

/** The role-check directive of spec 001 §6 as a component: its children are left out unless the user holds one of `roles`. */
export function RoleCheck({ roles, children }: { roles: readonly string[] | undefined; children: ReactNode }) {
  const held = SessionContext.useSelector((state) => state.context.user?.roles ?? []);
  return hasAnyRole(held, roles) ? children : null;
}

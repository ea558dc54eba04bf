import { createContext, useContext } from 'react';
import type { CurrentUser, LookupItem, ZipCodeAnswer } from '../../generated/schemas.ts';
import type { DataSource, FeatureName, OperationName, ScreenModule } from '../screens/types.ts';

/** The signed-in user as screens see it: bindings read @account.*, access checks read the roles. */
export interface HostUser {
  accountId: string;
  personId?: string;
  merchantId?: string;
  name?: string;
  /** The first word of the name (spec 001 §2 home greeting: "Olá, Maria"). */
  firstName?: string;
  userName?: string;
  roles: string[];
}

/** What "@account" reads on the live site: the signed-in user as the bank answered it, and the first word of the name. */
export function hostUserOf(user: CurrentUser): HostUser {
  return {
    accountId: user.accountId,
    personId: user.personId,
    merchantId: user.merchantId,
    name: user.name,
    firstName: user.name.split(' ')[0],
    userName: user.userName,
    roles: user.roles,
  };
}

/** How a call is made: the Idempotency-Key that lets a money call be retried without moving money twice. */
export interface CallOptions {
  idempotencyKey?: string;
}

/** Something a screen can send an event to (the session machine, say), by name. */
export interface MachineHandle {
  /** May answer when the event's work is over: false stops the steps after it. */
  send(event: { type: string } & Record<string, unknown>): void | boolean | Promise<boolean | void>;
  /** Whether the machine, in the state `data` (a row) puts it in, accepts the event: which actions show. */
  can?(event: { type: string }, data: unknown): boolean;
  /** What the machine shows now (a flow screen reads its state and data); null while it is not ready. */
  view?(): MachineView | null;
  /** Calls back whenever what `view` answers changes; answers the way to stop listening. */
  watch?(listener: () => void): () => void;
}

/** A machine as screens read it: its top-level state, whether it waits on the bank, and its data for screens. */
export interface MachineView {
  state: string;
  busy: boolean;
  data: Record<string, unknown>;
}

/** Live data the widgets need while the person types: lookup lists and the zip-code service. */
export interface HostServices {
  lookup(name: string): Promise<LookupItem[]>;
  zipCode(zipCode: string): Promise<ZipCodeAnswer>;
  /** Options shown when a list could not be read and the field has none of its own (the studio's samples). */
  sampleLookup?(name: string): LookupItem[];
  /** How the approval dialog asks for credentials; PASSWORD through the virtual keyboard when absent. */
  approvalSettings?(): Promise<ApprovalSettings>;
}

/** The bank's methodApproveTransaction (spec 000 §3), the account's choices, and whether the password goes through the virtual keyboard. */
export interface ApprovalSettings {
  method: string;
  keyboard: boolean;
  /** The methods the account lets its users choose between (its config's approvalMethods); none: no choice. */
  methods?: string[];
}

/**
 * What the application around the renderer provides. The shell gives the live one (the session's
 * user, the account's feature flags, the real calls); the studio gives a preview that answers with
 * sample data generated from the schemas.
 */
export interface ScreenHost {
  mode: 'live' | 'preview';
  user: HostUser | null;
  features: Partial<Record<FeatureName, boolean>>;
  /** Amounts and tax ids shown in full (the eye toggle, spec 001 §2). */
  visible: boolean;
  machines: Record<string, MachineHandle>;
  services: HostServices;
  /** A screen's data: the call of its data source with the bound parameters. */
  fetchData(source: DataSource, params: Record<string, unknown>, module: ScreenModule): Promise<unknown>;
  /** An operation run by an action or a form's submit. */
  call(operation: OperationName, params: Record<string, unknown>, body: unknown, options?: CallOptions): Promise<unknown>;
  /** The first values of a form without a data source (the studio's sample data); empty when absent. */
  initialFormData?: (module: ScreenModule) => unknown;
  /** Where a navigate step goes; the router's navigation when absent. */
  navigate?: (to: string) => void;
}

export const ScreenHostContext = createContext<ScreenHost | null>(null);

export function useScreenHost(): ScreenHost {
  const host = useContext(ScreenHostContext);
  if (!host) throw new Error('A screen renders inside <ScreenHostContext.Provider>');
  return host;
}

import type { HubEventName, HubEventPayload } from './hub-client.ts';

type Listener = (payload: HubEventPayload) => void;
const listeners = new Map<HubEventName, Set<Listener>>();

/** spec 000 §7: hub events other than Logout and Account are passed on to the screens that listen. */
export function publishHubEvent(name: HubEventName, payload: HubEventPayload): void {
  for (const listener of listeners.get(name) ?? []) listener(payload);
}

export function subscribeHubEvent(name: HubEventName, listener: Listener): () => void {
  const set = listeners.get(name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(name, set);
  return () => set.delete(listener);
}

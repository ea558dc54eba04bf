import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { SandboxMode } from '../config.ts';

/** Why an address is refused: the holder reads it in the error's message. */
export type UrlRefusal = 'MALFORMED' | 'SCHEME' | 'HTTP_NOT_LOOPBACK' | 'PRIVATE_ADDRESS' | 'CREDENTIALS_IN_URL';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A loopback address is the tester's own machine: let in in demo and test mode only. */
const isLoopbackName = (hostname: string) => LOOPBACK_NAMES.has(hostname.toLowerCase());

/**
 * Whether an IP address may receive deliveries: a public unicast address, or a loopback one in demo
 * and test mode. Private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16 with the
 * cloud metadata address, fe80::/10), carrier-grade NAT, multicast, reserved and unspecified
 * addresses are refused: the bank must not be made to call into its own network (OWASP SSRF).
 */
export function isAllowedAddress(address: string, mode: SandboxMode): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'loopback') return mode !== 'production';
  return range === 'unicast';
}

/**
 * The rules a webhook's url must meet when saved: https (http only to 127.0.0.1 or localhost, in
 * demo and test mode), no user and password in it, and, when the host is an IP address, an allowed
 * one. A host name is checked again at each delivery, on the addresses it resolves to
 * (`guardedLookup`), so a name that later points inward is refused then.
 */
export function webhookUrlRefusal(raw: string, mode: SandboxMode): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'MALFORMED';
  }
  if (url.username || url.password) return 'CREDENTIALS_IN_URL';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'SCHEME';
  const loopback = isLoopbackName(url.hostname);
  if (url.protocol === 'http:' && !(loopback && mode !== 'production')) return 'HTTP_NOT_LOOPBACK';
  if (loopback) return mode === 'production' ? 'PRIVATE_ADDRESS' : null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isAllowedAddress(host, mode)) return 'PRIVATE_ADDRESS';
  return null;
}

/**
 * A DNS lookup for the delivery's connection that refuses, at connect time, any address
 * `isAllowedAddress` refuses: the address checked is the address connected to (no DNS rebinding
 * between a check and the call).
 */
export function guardedLookup(mode: SandboxMode): LookupFunction {
  return (hostname: string, options: LookupOptions, callback: (...args: never[]) => void) => {
    const done = callback as unknown as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return done(error, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((entry) => !isAllowedAddress(entry.address, mode));
      if (refused || list.length === 0) {
        const failure: NodeJS.ErrnoException = new Error(`address ${refused?.address ?? '(none)'} is not allowed for webhooks`);
        failure.code = 'EWEBHOOKADDRESS';
        return done(failure, []);
      }
      if (options.all) return done(null, list);
      return done(null, list[0]!.address, list[0]!.family);
    });
  };
}

import type { FastifyRequest } from 'fastify';
import { Errors, type ApiError } from '../errors.ts';

/** A refusal answered as the sandbox answers every error: `{ errors: [{ message, errorCode }] }`. */
export interface Refusal {
  status: number;
  errorCode: string;
  message: string;
}

const refusal = (error: ApiError): Refusal => ({
  status: error.status,
  errorCode: error.items[0]!.errorCode,
  message: error.message,
});

export const Refusals = {
  unauthenticated: refusal(Errors.unauthenticated()),
  originNotAllowed: refusal(Errors.hubOriginNotAllowed()),
  // TransportProtocols.md "WebSockets": an `id` that names no connection is a 404.
  connectionNotFound: refusal(Errors.hubConnectionNotFound()),
  sessionMismatch: refusal(Errors.hubSessionMismatch()),
  closing: refusal(Errors.hubClosing()),
} as const satisfies Record<string, Refusal>;

export const refusalBody = (refusal: Refusal) => ({
  errors: [{ message: refusal.message, errorCode: refusal.errorCode }],
});

function singleQueryValue(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The access token of a hub request. Node clients send `Authorization: Bearer`; browsers cannot set
 * headers on a WebSocket, so the SignalR client puts it in `access_token`. The header wins when both come.
 */
export function accessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  return singleQueryValue(request.query, 'access_token');
}

/** The connection token the client got from negotiate (`?id=`), if any. */
export const connectionTokenOf = (request: FastifyRequest): string | undefined => singleQueryValue(request.query, 'id');

/** Requests without Origin come from Node clients and servers; browsers always send it on upgrades and POSTs. */
export function originAllowed(request: FastifyRequest, isOriginAllowed: (origin: string) => boolean): boolean {
  const origin = request.headers.origin;
  return origin === undefined || isOriginAllowed(origin);
}

/** Query parameters that carry nothing secret; every other value is masked in logs. */
const LOGGABLE_PARAMETERS = new Set(['negotiateVersion', 'useStatefulReconnect']);

/** The URL with `access_token`, `id` and anything unknown masked, so tokens never reach the logs. */
export function maskedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const masked = [...new URLSearchParams(url.slice(queryStart + 1))]
    .map(
      ([name, value]) => `${encodeURIComponent(name)}=${LOGGABLE_PARAMETERS.has(name) ? encodeURIComponent(value) : '[masked]'}`,
    )
    .join('&');
  return `${url.slice(0, queryStart)}?${masked}`;
}

/** Fastify's default `req` log serializer with the URL masked; set on the hub routes only. */
export function hubRequestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

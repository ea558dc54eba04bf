/**
 * HTTP for the load generators: keep-alive sockets to 127.0.0.1 through node:http, lighter on the
 * generator's CPU than fetch, so the figures measure the sandbox rather than the client.
 */
import http from 'node:http';

export interface BenchAnswer {
  status: number;
  body: Record<string, unknown>;
}

export function benchClient(baseUrl: string, sockets: number) {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error(`the benches only send to 127.0.0.1, not ${base.hostname}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  function call(
    method: string,
    path: string,
    token: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<BenchAnswer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            authorization: `Bearer ${token}`,
            ...headers,
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: Record<string, unknown>;
            try {
              parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
            } catch {
              parsed = { text };
            }
            resolve({ status: response.statusCode ?? 0, body: parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }
  return { call, close: () => agent.destroy() };
}

/** The value below which `p` percent of the sorted values fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookListener {
  url: string;
  received: ReceivedDelivery[];
  /** The status codes to answer, in turn; 200 once they run out. */
  answers: number[];
  close(): Promise<void>;
}

/** A receiver of webhook deliveries on 127.0.0.1 (a free port), recording what arrives. */
export async function startWebhookListener(path = '/webhook'): Promise<WebhookListener> {
  const received: ReceivedDelivery[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'falhou');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

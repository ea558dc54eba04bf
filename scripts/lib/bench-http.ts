/**
 * HTTP for the load generators: HTTP/1.1 over keep-alive sockets to 127.0.0.1, one request at a
 * time on each (as a browser's connection carries them), written and read directly on node:net.
 * The requests are the ones node:http sent (request line, Host, the call's headers, Content-Length
 * for a body); node:http's client machinery cost the generator more CPU than the sandbox spent on
 * some requests, and on two cores the generator's CPU is taken from the sandbox and the database.
 * Answers must carry Content-Length, as the sandbox's JSON answers do.
 */
import net from 'node:net';

export interface BenchAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface Pending {
  resolve: (answer: BenchAnswer) => void;
  reject: (error: Error) => void;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection: a request written, its answer read, then the next. */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  closed = false;

  constructor(host: string, port: number) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('socket closed')));
  }

  send(request: Buffer): Promise<BenchAnswer> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('socket closed'));
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.socket.destroy(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const text = this.buffered.toString('utf8', bodyStart, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    let body: Record<string, unknown>;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text };
    }
    const pending = this.pending;
    this.pending = null;
    if (/\r\nconnection: *close/i.test(head)) this.close();
    pending?.resolve({ status: Number(head.slice(9, 12)), body });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }
}

export function benchClient(baseUrl: string, sockets: number) {
  const base = new URL(baseUrl);
  if (base.hostname !== '127.0.0.1') throw new Error(`the benches only send to 127.0.0.1, not ${base.hostname}`);
  const port = Number(base.port);
  const idle: Connection[] = [];
  const waiting: ((connection: Connection) => void)[] = [];
  const all = new Set<Connection>();

  function take(): Promise<Connection> {
    let connection = idle.pop();
    while (connection?.closed) {
      all.delete(connection);
      connection = idle.pop();
    }
    if (connection) return Promise.resolve(connection);
    if (all.size < sockets) {
      const fresh = new Connection(base.hostname, port);
      all.add(fresh);
      return Promise.resolve(fresh);
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function give(connection: Connection): void {
    if (connection.closed) {
      all.delete(connection);
      const next = waiting.shift();
      if (next) void take().then(next);
      return;
    }
    const next = waiting.shift();
    if (next) next(connection);
    else idle.push(connection);
  }

  async function call(
    method: string,
    path: string,
    token: string,
    json?: unknown,
    headers: Record<string, string> = {},
  ): Promise<BenchAnswer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    const lines = [
      `${method} ${path} HTTP/1.1`,
      `Host: ${base.host}`,
      'Connection: keep-alive',
      `Authorization: Bearer ${token}`,
    ];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
    const connection = await take();
    try {
      return await connection.send(request);
    } finally {
      give(connection);
    }
  }

  return {
    call,
    close: () => {
      for (const connection of all) connection.close();
    },
  };
}

/** The value below which `p` percent of the sorted values fall. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

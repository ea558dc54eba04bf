import type { AuthData } from '../../src/generated/schemas.ts';
import { DEMO_ACCOUNTS, DEMO_BRANCH, type DemoAccountHolder } from '../../src/sandbox/seed/demo-data.ts';

/** A thin client for tests: real HTTP to a running sandbox, answers parsed, nothing hidden. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = unknown>(
    method: string,
    path: string,
    options: { token?: string; form?: Record<string, string>; json?: unknown } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    const parsed = text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as T) : (text as T);
    return { status: response.status, body: parsed, headers: response.headers };
  }

  async function signIn(
    key: DemoAccountHolder['key'],
    options: { password?: string; expires?: number } = {},
  ): Promise<Answer<AuthData>> {
    const holder = holderOf(key);
    return call<AuthData>('POST', `/api/Authentication/Account/${holder.accountId}/SignIn`, {
      form: {
        operator: holder.operator.userName,
        password: options.password ?? holder.operator.password,
        ...(options.expires ? { expires: String(options.expires) } : {}),
      },
    });
  }

  return { call, signIn };
}

export function holderOf(key: DemoAccountHolder['key']): DemoAccountHolder {
  return DEMO_ACCOUNTS.find((holder) => holder.key === key)!;
}

export { DEMO_BRANCH };

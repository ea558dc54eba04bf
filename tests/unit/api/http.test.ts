import { expect, test, vi } from 'vitest';

test('a client that failed to load (a lost connection) is loaded again by the next call, then kept', async () => {
  let loads = 0;
  vi.doMock('../../../src/api/http-client.ts', () => {
    loads += 1;
    if (loads === 1) throw new Error('offline');
    return { http: { get: async (url: string) => ({ data: url }) } };
  });
  const { http } = await import('../../../src/api/http.ts');
  await expect(http.get('/a')).rejects.toThrow();
  await expect(http.get('/b')).resolves.toEqual({ data: '/b' });
  await expect(http.get('/c')).resolves.toEqual({ data: '/c' });
  expect(loads).toBe(2);
});

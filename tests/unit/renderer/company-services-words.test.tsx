// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fileOfDataUrl } from '../../../src/api/files.ts';
import { subscribeNotices, type Notice } from '../../../src/api/notices.ts';
import type { ActionContext } from '../../../src/renderer/actions/action-context.ts';
import { fileDataUrl } from '../../../src/renderer/forms/widgets/FileWidget.tsx';
import download from '../../../src/renderer/vocabulary/actions/download.ts';
import { renderForm, testHost } from './support/render-screen.tsx';
import './support/dom-matchers.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const context = (call: ActionContext['call']): ActionContext => ({
  host: testHost(),
  call,
  scope: { account: { accountId: 'a-1' } } as ActionContext['scope'],
  t: ((key: string) => key) as ActionContext['t'],
  dialogs: { confirm: async () => true, openScreen: async () => undefined } as unknown as ActionContext['dialogs'],
  navigate: () => undefined,
  reload: async () => undefined,
  close: () => undefined,
  run: async () => true,
});

describe('download step', () => {
  test('saves the file the operation answers under its name, with the params resolved', async () => {
    const call = vi.fn(async () => new Blob(['-----BEGIN CERTIFICATE-----'], { type: 'application/x-pem-file' }));
    const created: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:certificate');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      created.push(`${this.download} ${this.href}`);
    });
    const outcome = await download.perform(
      {
        action: 'download',
        operation: 'webhookCertificate',
        params: { accountId: '@account.accountId' },
        fileName: 'balcao-webhooks-ca.pem',
      },
      context(call as ActionContext['call']),
    );
    expect(outcome).toBe(true);
    expect(call).toHaveBeenCalledWith('webhookCertificate', { accountId: 'a-1' });
    expect(click).toHaveBeenCalledOnce();
    expect(created).toEqual(['balcao-webhooks-ca.pem blob:certificate']);
  });

  test("a refused call shows the server's errors and stops the steps", async () => {
    const notices: Notice[] = [];
    const unsubscribe = subscribeNotices((notice) => notices.push(notice));
    const outcome = await download.perform(
      { action: 'download', operation: 'webhookCertificate', fileName: 'ca.pem' },
      context(async () => Promise.reject(new Error('403'))),
    );
    unsubscribe();
    expect(outcome).toBe(false);
    expect(notices).toEqual([expect.objectContaining({ kind: 'popup', titleKey: 'errors.server.title' })]);
  });
});

describe('file widget', () => {
  test('a file goes into the form as a data URL with its name, and comes back out the same bytes', async () => {
    const bytes = new Uint8Array([0x30, 0x31, 0xe7, 0x0d, 0x0a, 0xff]);
    const url = await fileDataUrl(new File([bytes], 'remessa março.rem', { type: 'text/plain' }));
    expect(url.startsWith('data:text/plain;name=remessa%20mar%C3%A7o.rem;base64,')).toBe(true);
    const back = fileOfDataUrl(url);
    expect(back.name).toBe('remessa março.rem');
    const read = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(back.blob);
    });
    expect(new Uint8Array(read)).toEqual(bytes);
  });

  test('the send-a-file form takes the chosen file as its value', async () => {
    const call = vi.fn(async () => ({ id: 'f-1' }));
    await renderForm('partner-file-send', { host: { ...testHost({ call }), features: { apiEnable: true } } });
    const input = await screen.findByLabelText(/Arquivo de remessa CNAB 240/);
    fireEvent.change(input, { target: { files: [new File(['0'.repeat(240)], 'r.rem', { type: 'text/plain' })] } });
    // The file is read in the background; the form takes it once read.
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(call).toHaveBeenCalled();
    });
    expect(call.mock.calls[0]).toEqual([
      'sendPartnerFile',
      { accountId: 'account-1' },
      { file: expect.stringMatching(/^data:text\/plain;name=r\.rem;base64,MDAw/) },
      expect.anything(),
    ]);
  });
});

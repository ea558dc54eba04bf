/** Files to and from the bank: a download with the session's token, a file a form holds to upload. */
import { http, isHttpError } from './http.ts';

/**
 * GET of a file (an image, a PDF) with the session's token in the Authorization header, never in
 * the address. A failure answers its error list as a blob too: it is read back as JSON so the
 * errors show as every call's do.
 */
export async function getBlob(path: string, params?: object): Promise<Blob> {
  try {
    const { data } = await http.get<Blob>(path, { params, responseType: 'blob' });
    return data;
  } catch (error) {
    if (isHttpError(error) && error.response?.data instanceof Blob) {
      const text = await error.response.data.text();
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        error.response.data = text;
      }
    }
    throw error;
  }
}

/** A file chosen in a form, as the file widget keeps it: `data:<type>;name=<name>;base64,<bytes>`. */
export function fileOfDataUrl(dataUrl: string): { name: string; blob: Blob } {
  const match = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('not a data URL of a file');
  const bytes = Uint8Array.from(atob(match[3]!), (char) => char.charCodeAt(0));
  return {
    name: decodeURIComponent(match[2] ?? 'arquivo'),
    blob: new Blob([bytes], { type: match[1] || 'application/octet-stream' }),
  };
}

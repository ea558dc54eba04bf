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

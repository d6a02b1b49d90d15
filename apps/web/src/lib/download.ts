// Documents the server builds on request (the closing statement, the demand package) are fetched before they are
// saved, so a refusal (a document too large to print, one already being built) shows the server's message instead of
// downloading as a file of JSON.
import { fetchOrNetworkError, readApiError } from './api';

/** The file name a Content-Disposition header gives (RFC 6266: `filename*` in UTF-8 first, then `filename`). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/\\(.)/g, '$1') : null;
}

/** Fetches a generated document and saves it under the server's file name; throws ApiError with the server's message. */
export async function downloadGeneratedFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetchOrNetworkError(url, { credentials: 'same-origin' });
  if (!response.ok) throw await readApiError(response, 'The document could not be made. Please try again.');
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the save; the object URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

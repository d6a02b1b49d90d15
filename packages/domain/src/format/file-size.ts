// File sizes: stored in whole kilobytes, shown as B, KB or MB with 2 decimals (spec section 9).

const BYTES_PER_KB = 1024;

/** The stored size of an upload: kilobytes, rounded. */
export function toStoredFileSizeKb(bytes: number): number {
  return Math.round(bytes / BYTES_PER_KB);
}

/** '512 B', '1.50 KB', '2.25 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < BYTES_PER_KB) return `${Math.round(bytes)} B`;
  if (bytes < BYTES_PER_KB * BYTES_PER_KB) return `${(bytes / BYTES_PER_KB).toFixed(2)} KB`;
  return `${(bytes / (BYTES_PER_KB * BYTES_PER_KB)).toFixed(2)} MB`;
}

/** Display a size as stored (kilobytes). */
export function formatStoredFileSize(kilobytes: number): string {
  return formatFileSize(kilobytes * BYTES_PER_KB);
}

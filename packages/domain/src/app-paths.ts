// Which URL paths the web app answers, so the server can say 404 for the rest (with the app's own
// not-found page) instead of a landing page with 200.

/** Public pages and sign-in pages, exactly. */
const EXACT_PATHS = new Set([
  '/',
  '/waiting-list',
  '/blog',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/dev/mailbox',
  '/portal',
  '/portal/sign-in',
]);

/** Areas whose paths the app resolves itself: the dashboard (its own not-found page), invitations, signing links, old case links, the portal's cases. */
const PREFIXES = ['/dashboard/', '/invite/', '/sign/', '/case/', '/portal/cases/'];

/**
 * Whether the web app has a page for this path. Blog posts are known only by their prerendered
 * pages, so /blog/<id> is not listed here: the server answers those from its manifest.
 */
export function isAppPath(path: string): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return (
    EXACT_PATHS.has(trimmed) ||
    trimmed === '/dashboard' ||
    PREFIXES.some((prefix) => trimmed.startsWith(prefix) && trimmed.length > prefix.length)
  );
}

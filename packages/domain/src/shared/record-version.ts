// A record's version as an HTTP entity tag: the server sends it as `ETag` on every response that returns the record,
// and the web app sends it back as `If-Match` on a change or removal so an edit made on a stale copy is refused (412)
// instead of silently overwriting someone else's change.
//
// The version is the record's `updatedAt`. Every update moves `updated_at` to a later millisecond than the one it
// replaces (the repositories' `nextVersion`), so two saves in the same millisecond still get different tags. Records
// without an `updatedAt` (a firm member, an invitation) use the fields a change can alter instead.

/** The entity tag for a version string: strong (no `W/`), quoted, opaque. */
export function entityTag(version: string): string {
  return `"${hashVersion(version)}"`;
}

/** The entity tag of a record that carries its last change time. */
export function recordEtag(record: { readonly updatedAt: string }): string {
  return entityTag(record.updatedAt);
}

/**
 * True when an `If-Match` header value accepts the current tag (RFC 9110 § 13.1.1): `*` matches any existing record,
 * a list matches when one member is equal by strong comparison; a weak tag (`W/"…"`) never matches.
 */
export function ifMatchAccepts(ifMatch: string, currentTag: string): boolean {
  const value = ifMatch.trim();
  if (value === '*') return true;
  return value
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => !tag.startsWith('W/') && tag === currentTag);
}

/** 64-bit FNV-1a of the version, as 16 hex digits: short, stable on server and browser alike, never reversed. */
function hashVersion(version: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of version) {
    hash ^= BigInt(char.codePointAt(0) ?? 0);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** A firm member's version: the fields a change can alter (members carry no change time). */
export const memberVersion = (member: { readonly role: string; readonly practising: boolean }): string =>
  `member:${member.role}:${member.practising}`;

/** An invitation's version: its status (pending, accepted, cancelled). */
export const invitationVersion = (invitation: { readonly status: string }): string => `invitation:${invitation.status}`;

/** The firm's version, for a rename: its name. */
export const firmVersion = (firm: { readonly name: string }): string => `firm:${firm.name}`;

/**
 * The token of a link by email, `/office/link#{token}`: after `#`, so it never reaches a server's
 * or a proxy's log. 32 random bytes in base64url; anything else is no token.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function readLinkToken(hash: string): string | undefined {
  const token = hash.replace(/^#/, "");
  return TOKEN.test(token) ? token : undefined;
}

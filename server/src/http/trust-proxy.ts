/**
 * Which reverse proxies' `X-Forwarded-For` the server believes (`TRUST_PROXY`). Believing every
 * proxy lets a client write its own address into the left-most entry and reset every
 * per-address limit, so the setting names the proxies instead: a hop count (the nearest N
 * proxies, read from the right) or their addresses and CIDRs. Fastify hands either to
 * proxy-addr, which walks the header from the right and stops at the first untrusted hop.
 */
import { isIP } from "node:net";

/** `false`: no proxy, the socket's address is the client's. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges (127.0.0.0/8 and ::1, 169.254/16 and fe80::/10, private ranges). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const OFF = new Set(["", "0", "false", "no", "off"]);
/** Once meant "trust everything"; now the one proxy in front, which is what such a set-up has. */
const ONE_HOP = new Set(["true", "yes", "on"]);
const MAX_HOPS = 32;

/** Reads the setting; a string is the reason it is invalid. */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (ONE_HOP.has(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS ? hops : `a hop count must be at most ${MAX_HOPS}`;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) return `"${bad}" is neither a hop count, an IP address, a CIDR, nor loopback/linklocal/uniquelocal`;
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy`. Fastify itself ignores a bare hop count (it cannot tell a proxy from a
 * client that reached the server directly), so a count becomes a function trusting the nearest
 * hops: docs/security-and-limits.md says to use one only where clients cannot bypass the proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

/**
 * Where a webhook may be sent: by default only `https` URLs whose host is a public address, so a
 * vendor's admin cannot make the server call into its own network (server-side request forgery):
 * loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, unique
 * local, multicast and reserved ranges are all refused. Anything but ipaddr.js's `unicast`
 * range is refused, IPv4-mapped IPv6 addresses judged as the IPv4 they carry.
 *
 * The host is checked when the endpoint is saved (to tell the admin at once) and again at every
 * delivery through the socket's own DNS lookup (webhook-request.ts), so a name that later
 * resolves to a private address (DNS rebinding) is refused at the connection itself.
 *
 * `WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true` lifts both rules, for a server whose receivers live on
 * its own network (and for tests).
 */
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export interface AddressPolicy {
  /** Plain `http` and private addresses allowed. */
  allowPrivateNetworks: boolean;
}

/** Whether a webhook may connect to `address` (an IP literal). */
export function isAllowedAddress(address: string, policy: AddressPolicy): boolean {
  if (policy.allowPrivateNetworks) return true;
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === "unicast";
}

export interface EndpointUrlProblem {
  /** Which rule: `not_https`, `private_address` or `unresolvable`. */
  rule: "not_https" | "private_address" | "unresolvable";
  message: string;
}

/** The host of a URL without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

/** A save waits this long at most for DNS: a resolver that does not answer must not hold the admin's request. */
const LOOKUP_TIMEOUT_MS = 3_000;

async function resolveWithin(host: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), timeoutMs);
    timer.unref();
  });
  try {
    return (await Promise.race([lookup(host, { all: true }), timeout])).map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with sending webhooks to `url` under `policy`, or undefined when nothing is. */
export async function endpointUrlProblem(url: string, policy: AddressPolicy): Promise<EndpointUrlProblem | undefined> {
  if (policy.allowPrivateNetworks) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:") return { rule: "not_https", message: "Webhook endpoints must use https" };
  const host = hostOf(parsed);
  let addresses: string[];
  if (ipaddr.isValid(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await resolveWithin(host, LOOKUP_TIMEOUT_MS);
    } catch {
      return { rule: "unresolvable", message: `The host name "${host}" does not resolve` };
    }
  }
  const blocked = addresses.find((address) => !isAllowedAddress(address, policy));
  if (blocked !== undefined) {
    return { rule: "private_address", message: `"${host}" is a loopback, private or reserved address (${blocked}); webhooks go to public addresses only` };
  }
  return undefined;
}

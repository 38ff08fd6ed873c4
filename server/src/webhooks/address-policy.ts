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
import { Resolver } from "node:dns/promises";
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
  // IPv4-compatible IPv6 (`::7f00:1`, long deprecated) reads as public to ipaddr.js: refused too.
  if (parsed.kind() === "ipv6" && parsed.toNormalizedString().startsWith("0:0:0:0:0:0:")) return false;
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

/**
 * DNS under the policy goes through c-ares (`dns.Resolver`), not the system's `getaddrinfo`: that
 * one runs on libuv's few worker threads and keeps one busy until the system gives up, so names
 * whose DNS server never answers could stall the server's file, crypto and compression work. A
 * query gives up after `RESOLVE_TIMEOUT_MS`, once. Names of the machine's hosts file
 * (`localhost`) are not looked up there: under the policy they do not resolve, which refuses them.
 */
const RESOLVE_TIMEOUT_MS = 1_500;

/** The IPv4 and IPv6 addresses of `host` from DNS; throws when it has none. */
export async function resolveAddresses(host: string): Promise<{ address: string; family: 4 | 6 }[]> {
  const resolver = new Resolver({ timeout: RESOLVE_TIMEOUT_MS, tries: 1 });
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses = [
    ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
    ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
  ];
  if (!addresses.length) throw new Error(`${host} does not resolve`);
  return addresses;
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
      addresses = (await resolveAddresses(host)).map((a) => a.address);
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

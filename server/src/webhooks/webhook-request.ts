/**
 * One webhook attempt: a POST of the signed body, answered within `timeoutMs`. Redirects are not
 * followed (a 3xx is a failure), at most 1 KB of the answer is read (for the delivery log), and
 * every address the host resolves to must pass the address policy at the moment of connecting,
 * so a name that turns private after it was saved is refused without a byte sent.
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { hostOf, isAllowedAddress, resolveAddresses, type AddressPolicy } from "./address-policy.js";

export interface WebhookAttemptResult {
  /** The receiver's status, or undefined when no answer came. */
  status?: number;
  /** `Retry-After` of a 429 or 503, in milliseconds. */
  retryAfterMs?: number;
  /** Why the attempt failed; undefined for a 2xx. */
  error?: string;
  durationMs: number;
}

const MAX_ANSWER_BYTES = 1024;

/**
 * The socket's DNS lookup under the policy: addresses from DNS (address-policy.ts), every one of
 * which must be allowed, so a name that turned private since it was saved is refused here.
 */
function guardedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAddresses(hostname).then(
      (addresses) => {
        const blocked = addresses.find((a) => !isAllowedAddress(a.address, policy));
        if (blocked) return callback(new Error(`blocked: ${hostname} resolves to ${blocked.address}, not a public address`), "", 0);
        const usable = addresses.filter((a) => !options.family || a.family === options.family);
        if (options.all) return (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, usable);
        const first = usable[0];
        if (!first) return callback(new Error(`${hostname} has no usable address`), "", 0);
        callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `now`. */
export function retryAfterMs(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { policy: AddressPolicy; timeoutMs: number },
): Promise<WebhookAttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const host = hostOf(target);
  // A literal address never reaches the lookup: it is judged here.
  if (ipaddr.isValid(host) && !isAllowedAddress(host, options.policy)) {
    return Promise.resolve({ error: `blocked: ${host} is not a public address`, durationMs: elapsed() });
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookAttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = send(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) },
        // Without the policy (receivers on the server's own network) the system's lookup, hosts file included.
        ...(options.policy.allowPrivateNetworks ? {} : { lookup: guardedLookup(options.policy) }),
        agent: false,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let read = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          read += chunk;
          if (read.length >= MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) return finish({ status });
          const header = res.headers["retry-after"];
          const wait = status === 429 || status === 503 ? retryAfterMs(Array.isArray(header) ? header[0] : header, Date.now()) : undefined;
          const answer = read.slice(0, 200).trim();
          finish({
            status,
            retryAfterMs: wait,
            error: `HTTP ${status}${status >= 300 && status < 400 ? " (redirects are not followed)" : ""}${answer ? `: ${answer}` : ""}`,
          });
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    req.on("error", (error) => finish({ error: error.message }));
    req.end(body);
  });
}

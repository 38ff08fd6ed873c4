/**
 * Says where the server listens, in the run's one log format: a banner for a person at a
 * terminal (`LOG_FORMAT=pretty`), or one structured `listening` line that log collectors can
 * parse like every other line (`json`, the default in production and whenever stdout is not a
 * terminal), never plain text in the middle of a JSON stream.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, DEMO_STAFF_EMAIL } from "./demo/demo-accounts.js";

export interface StartFacts {
  /** What `listen` answered, e.g. `http://0.0.0.0:3000`. */
  address: string;
  dialect: string;
}

export function announceListening(config: Config, log: FastifyBaseLogger, facts: StartFacts): void {
  const base = facts.address.replace("0.0.0.0", "localhost");
  if (config.logFormat === "json") {
    log.info({ url: base, dialect: facts.dialect, demo: config.seedDemo, defaultVendor: config.defaultVendor ?? null }, "listening");
    return;
  }
  const vendorHint = config.defaultVendor ? `(default vendor: ${config.defaultVendor})` : "(X-Vendor header, or DEFAULT_VENDOR)";
  process.stdout.write(
    [
      "",
      `queue-booking is running on ${base} (${facts.dialect}) — start here: ${base}/`,
      `  API documentation   ${base}/api/docs`,
      `  Locations           ${base}/api/v2/open/locations        ${vendorHint}`,
      `  Hosted pages        ${base}/callback-service`,
      `  Demo host page      ${base}/demo-host/`,
      `  Back office         ${base}/office`,
      `  Desk                ${base}/office/desk`,
      ...(config.seedDemo && !config.production
        ? [`  Demo sign-in        ${DEMO_ADMIN_EMAIL} (admin) or ${DEMO_STAFF_EMAIL} (staff), password ${DEMO_PASSWORD}`]
        : []),
      `  Health              ${base}/healthz`,
      "",
    ].join("\n"),
  );
}

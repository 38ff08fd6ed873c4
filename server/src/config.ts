/**
 * The only module that reads `process.env`. Everything else receives a typed `Config`.
 */
import * as v from "valibot";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.js";

/** A yes/no setting with no default of its own: unset means "decide from the deployment". */
const optionalFlag = () =>
  v.optional(
    v.pipe(
      v.picklist(["0", "1", "true", "false", "yes", "no", "on", "off", ""]),
      v.transform((s) => (s === "" ? undefined : ["1", "true", "yes", "on"].includes(s))),
    ),
  );
const int = (fallback: number, min: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(min), v.maxValue(max)), String(fallback));

const urlTemplate = (placeholder: string) =>
  v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "must be an http(s) URL template"), v.includes(placeholder, `must contain ${placeholder}`));

const EnvSchema = v.object({
  /** Port to listen on; 0 picks a free one. */
  PORT: int(3000, 0, 65535),
  HOST: v.optional(v.string(), "127.0.0.1"),
  /** `postgres://…` for PostgreSQL, otherwise an SQLite file path (or `:memory:`). */
  DATABASE_URL: v.optional(v.string(), "data/queue-booking.sqlite"),
  /** PostgreSQL only: most connections this instance opens. */
  DATABASE_POOL_MAX: int(10, 1, 1000),
  /**
   * PostgreSQL only: how long a query waits for a connection (a new one, or a free one of a
   * busy pool) before the request answers 503, so an outage never hangs a request.
   */
  DATABASE_CONNECT_TIMEOUT_MS: int(5_000, 100, 600_000),
  /** PostgreSQL only: a statement running longer is cancelled (503); 0 leaves it unlimited. */
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000, 0, 3_600_000),
  /**
   * SQLite only: `full` (default) syncs the write-ahead log to disk at every commit, so an
   * acknowledged join survives a power loss or an OS crash; `normal` syncs only at checkpoints —
   * faster (see the figures in docs/operations.md, "Durability, notification bursts, reconnects"), still safe across a process crash, but a power loss may
   * take the last acknowledged joins with it.
   */
  SQLITE_SYNCHRONOUS: v.optional(v.picklist(["full", "normal"], "must be full or normal"), "full"),
  /**
   * SQLite: how long a statement waits in all for another process's lock (a backup, a seed)
   * before its request answers 503 — without holding other requests meanwhile.
   */
  SQLITE_BUSY_WAIT_MS: int(5_000, 0, 600_000),
  /**
   * `production` turns on production defaults: no demo data unless `SEED_DEMO=1`, JSON logs.
   * Any other value (or none) is a development or trial run.
   */
  NODE_ENV: v.optional(v.string(), ""),
  /**
   * Load the demo vendors into an empty database. Default: on for a trial run on SQLite, off with
   * `NODE_ENV=production` or a PostgreSQL `DATABASE_URL` (a real deployment).
   */
  SEED_DEMO: optionalFlag(),
  /**
   * `json` (pino's one-object-per-line, for log collectors) or `pretty` (a readable start banner).
   * Default: `pretty` when stdout is a terminal outside production, else `json`.
   */
  LOG_FORMAT: v.optional(v.picklist(["pretty", "json"], "must be pretty or json")),
  /** Bearer token with admin rights over every vendor. Unset: the admin API is closed. */
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "ADMIN_TOKEN must be at least 16 characters"))),
  /**
   * Vendor used when neither the X-Vendor header nor the host name names one. Default: `demo`
   * while the demo is loaded on a trial run; none in production (name it here to keep one).
   */
  DEFAULT_VENDOR: v.optional(v.string()),
  /** Signs CSRF tokens. Unset: a random key is kept in the database, shared by all instances. */
  SECRET_KEY: v.optional(v.pipe(v.string(), v.minLength(32, "SECRET_KEY must be at least 32 characters"))),
  /** Public writes allowed per client address per minute (a kiosk shares one address). */
  RATE_LIMIT_PER_MINUTE: int(120, 1, 1_000_000),
  /**
   * What the open API's reads may cost one client address per minute, in units of 64 KB of
   * answer built (at least one a read; a list answered from the shared cache costs one): a
   * 1,000-branch location list built for a point costs about 47. Beyond, 429 with Retry-After.
   */
  READ_COST_PER_MINUTE: int(1_200, 1, 10_000_000),
  /** Open API reads one client address may have in flight at once; more are answered 429 at once. */
  READ_CONCURRENCY_PER_ADDRESS: int(8, 1, 10_000),
  /**
   * How long the location list (without a point) is kept, built, serialised and compressed, for
   * every client of the vendor in that language: one build a second at most, whoever asks. `0`: off.
   */
  SHARED_READ_CACHE_MS: int(1_000, 0, 60_000),
  /**
   * How long a vendor's configuration (vendor row, locations, services, questions, staff
   * assignments) read from the database is reused before it is read again. Every instance drops
   * it at once when an admin writes the vendor document; the limit only bounds how long a change
   * made behind the server's back (a CLI seed) stays unseen. 0 reads it on every request.
   */
  CONFIG_CACHE_TTL_MS: int(60_000, 0, 86_400_000),
  /**
   * After a change to a line other than a join (a start, a cancel, presence, a booking), how long
   * before the estimates behind it are worked out again — once for every change in between, so a
   * busy desk costs one re-estimate a second, not one per click. 0: before the change is answered.
   */
  LINE_SETTLE_MS: int(1_000, 0, 60_000),
  /**
   * A line with people waiting and no change for this long is estimated again, so staff on duty
   * who call nobody do not leave estimates in the past. 0: never.
   */
  LINE_REESTIMATE_MS: int(300_000, 0, 86_400_000),
  /**
   * Where `/` leads (an absolute http(s) URL, or a path of this server). Unset: the back office's
   * sign-in in production, a start page listing what to open on a trial run.
   */
  FRONT_DOOR_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => /^\/(?!\/)/.test(value) || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
        "must be an http(s) URL or a path starting with /",
      ),
    ),
  ),
  /** Largest accepted request body in bytes. */
  BODY_LIMIT: int(65_536, 1024, 10_000_000),
  /** Largest request body of the admin API in bytes: a vendor document with 1,000 locations is about 1-2 MB. */
  ADMIN_BODY_LIMIT: int(8_388_608, 1024, 104_857_600),
  LOG_LEVEL: v.optional(v.picklist(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  /**
   * Which reverse proxies' `X-Forwarded-*` to believe: `0` none (default); a hop count, the
   * nearest proxies (`1` and `true` mean the one proxy in front); or their addresses and CIDRs,
   * comma separated. Never "every proxy", which would let a client pick its own address.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const trusted = parseTrustProxy(dataset.value);
        if (typeof trusted !== "string") return trusted;
        addIssue({ message: trusted });
        return NEVER;
      }),
    ),
    "0",
  ),
  /** A request's headers and body must have arrived within this (408 and closed beyond): slow-sending clients are cut off. */
  HTTP_REQUEST_TIMEOUT_MS: int(30_000, 100, 3_600_000),
  /** A request's headers must have arrived within this; at most `HTTP_REQUEST_TIMEOUT_MS`. */
  HTTP_HEADERS_TIMEOUT_MS: int(15_000, 100, 3_600_000),
  /** An idle kept-alive connection is closed after this; above a fronting proxy's own idle time-out (60 s is common). */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: int(72_000, 100, 3_600_000),
  /** Most connections (HTTP and websockets together) the server holds; unset: `LIVE_MAX_SOCKETS` + 1,000, so HTTP keeps room. */
  HTTP_MAX_CONNECTIONS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1), v.maxValue(10_000_000))),
  /**
   * Most connections (HTTP and websockets) one client address (an IPv6 /64) may hold; more are
   * closed at once. Not applied to the trusted proxies of `TRUST_PROXY`, whose clients share their
   * address. Unset: `LIVE_MAX_SOCKETS_PER_ADDRESS` + 100, so an address's live sockets keep room for its requests.
   */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, "must be a whole number"), v.transform(Number), v.minValue(1), v.maxValue(10_000_000)),
  ),
  /** Most `GET /live` websockets open at once on this instance; more are refused (1013). */
  LIVE_MAX_SOCKETS: int(10_000, 1, 10_000_000),
  /** Most `GET /live` websockets one client address (an IPv6 /64) may hold open; more are refused (1013). */
  LIVE_MAX_SOCKETS_PER_ADDRESS: int(100, 1, 10_000_000),
  /**
   * On SIGTERM/SIGINT, how long `/readyz` answers 503 while everything else is still served, so
   * a load balancer's health check takes the instance out before its listener closes.
   */
  SHUTDOWN_DRAIN_MS: int(5_000, 0, 600_000),
  /** From the signal, the longest a stop may take whatever clients do; then the remaining connections are cut. */
  SHUTDOWN_TIMEOUT_MS: int(30_000, 1_000, 3_600_000),
  /** Bearer token of `GET /metrics` (Prometheus). Unset: `/metrics` answers 404 and nothing is measured. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, "METRICS_TOKEN must be at least 16 characters"))),
  /** Address search: the built-in US/Canada `gazetteer`, or a hosted geocoder over `http`. */
  PLACES_PROVIDER: v.optional(v.picklist(["gazetteer", "http"], "must be gazetteer or http"), "gazetteer"),
  /** With `http`: suggestion URL template; `{query}`, `{countries}` and `{limit}` are filled in. */
  PLACES_SUGGEST_URL: v.optional(urlTemplate("{query}")),
  /** With `http`: details URL template; `{id}` is filled in. */
  PLACES_DETAILS_URL: v.optional(urlTemplate("{id}")),
  /** With `http`: sent to the geocoder as the X-Api-Key header. */
  PLACES_API_KEY: v.optional(v.string()),
  /** Base of the links in notifications (manage page); default `http://{HOST}:{PORT}`. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s?#]+$/, "must be an http(s) URL without query"))),
  /** `smtp://user:pass@host:587` or `smtps://…:465`. Unset: emails are only logged. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL"))),
  /** The From header of notification emails. */
  SMTP_FROM: v.optional(v.pipe(v.string(), v.minLength(3)), "queue-booking <no-reply@localhost>"),
  /** Days a delivered or failed notification (address, first name, text) is kept; 0 keeps them forever. */
  OUTBOX_RETENTION_DAYS: int(30, 0, 3650),
  /**
   * Notifications each instance sends at once, which is also its most SMTP connections. Each
   * message waits on several round trips to the mail server, so a burst of joins needs many in
   * flight to be confirmed as it arrives; lower it for a mail server that limits connections
   * per client (Postfix allows 50 by default).
   */
  OUTBOX_CONCURRENCY: int(32, 1, 100),
  /**
   * How long a claimed notification is kept from other workers: an instance that died while
   * sending leaves its rows to be sent again this long after they were claimed. It must outlast
   * a slow delivery (the SMTP timeouts add up to under a minute), or a message may go twice.
   */
  OUTBOX_LEASE_SECONDS: int(60, 10, 3600),
  /**
   * `true` lets webhook endpoints use plain `http` and loopback or private addresses, for
   * receivers on the server's own network. Off by default: a vendor's admin could otherwise
   * make the server call into its network (webhooks/address-policy.ts).
   */
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: optionalFlag(),
  /** How long one webhook attempt waits for the receiver's answer. */
  WEBHOOK_TIMEOUT_SECONDS: int(10, 1, 60),
  /** Days a webhook event, its deliveries and their attempts are kept (the delivery log); 0 keeps them forever. */
  WEBHOOK_RETENTION_DAYS: int(30, 0, 3650),
  /** Minutes between runs of the retention job (privacy/), which erases personal data older than each vendor's setting. */
  RETENTION_INTERVAL_MINUTES: int(60, 1, 1440),
  /** Seconds between runs of the reports' roll-up (reports/roll-up.ts), which counts finished visits into the report aggregates. */
  REPORTS_ROLL_UP_SECONDS: int(60, 5, 3600),
  /** Text messages: only `log`ged, or POSTed as JSON `{to, text}` to `SMS_HTTP_URL` (`http`). */
  SMS_PROVIDER: v.optional(v.picklist(["log", "http"], "must be log or http"), "log"),
  /** With `http`: the provider endpoint; `https://user:pass@…` sends basic auth. */
  SMS_HTTP_URL: v.optional(v.pipe(v.string(), v.url("must be a URL"), v.regex(/^https?:/, "must be an http(s) URL"))),
  /** With `http`: sent as `Authorization: Bearer …`. */
  SMS_HTTP_TOKEN: v.optional(v.string()),
  /** The reCAPTCHA loader the element adds to a kiosk page whose vendor has the kiosk captcha on. */
  RECAPTCHA_SCRIPT_URL: v.optional(v.pipe(v.string(), v.url("must be a URL")), "https://www.google.com/recaptcha/api.js"),
  /** Where the server verifies kiosk captcha tokens (reCAPTCHA's siteverify). */
  RECAPTCHA_VERIFY_URL: v.optional(v.pipe(v.string(), v.url("must be a URL")), "https://www.google.com/recaptcha/api/siteverify"),
  /** Lowest reCAPTCHA v3 score accepted, 0 to 1. */
  RECAPTCHA_MIN_SCORE: v.optional(v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, "must be a number from 0 to 1"), v.transform(Number)), "0.5"),
  /** Sources hosted pages allow for the captcha's scripts and frames (space separated). */
  RECAPTCHA_CSP_SOURCES: v.optional(
    v.pipe(v.string(), v.regex(/^[^;,'"]*$/, "must be CSP sources separated by spaces")),
    "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
  ),
  /**
   * Map tiles of the location picker: an XYZ URL template with `{z}`, `{x}` and `{y}`
   * (default OpenStreetMap's). Empty: no tiles, the map shows only its markers.
   */
  MAP_TILE_URL: v.optional(v.union([v.literal(""), v.pipe(urlTemplate("{z}"), v.includes("{x}", "must contain {x}"), v.includes("{y}", "must contain {y}"))])),
  /** HTML credit shown on the map, as the tile provider's terms ask (default OpenStreetMap's with the default tiles). */
  MAP_TILE_ATTRIBUTION: v.optional(v.string()),
});

export interface Config {
  port: number;
  host: string;
  database:
    | { kind: "sqlite"; filename: string; synchronous: SqliteSynchronous; busyWaitMs?: number }
    | { kind: "postgres"; connectionString: string; pool: PostgresPoolConfig };
  /** `NODE_ENV=production`: production defaults (see `seedDemo`, `logFormat`). */
  production: boolean;
  seedDemo: boolean;
  adminToken: string | undefined;
  defaultVendor: string | undefined;
  /** Where `/` redirects (`FRONT_DOOR_URL`); undefined: the default front door. */
  frontDoorUrl: string | undefined;
  secretKey: string | undefined;
  rateLimitPerMinute: number;
  /** `READ_COST_PER_MINUTE`, `READ_CONCURRENCY_PER_ADDRESS`, `SHARED_READ_CACHE_MS` (http/read-cost.ts, http/shared-answers.ts). */
  reads: { costPerMinute: number; concurrencyPerAddress: number; sharedCacheMs: number };
  /** `CONFIG_CACHE_TTL_MS`: how long cached vendor configuration is reused; 0: not cached. */
  configCacheTtlMs: number;
  /** `LINE_SETTLE_MS` and `LINE_REESTIMATE_MS` (queue/line/line-models.ts). */
  lines: { settleMs: number; reestimateMs: number };
  bodyLimit: number;
  /** Body limit of the admin API (`ADMIN_BODY_LIMIT`), whose vendor documents are large. */
  adminBodyLimit: number;
  logLevel: string;
  /** Proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`); false: none. */
  trustProxy: TrustProxy;
  /** Time-outs and connection caps that keep one client from taking the server off line. */
  limits: ServerLimits;
  /** One log format per run: pino JSON lines, or a human start banner in a terminal. */
  logFormat: "pretty" | "json";
  places: PlacesConfig;
  /** How a stop drains and how long it may take (`SHUTDOWN_*`). */
  shutdown: ShutdownConfig;
  /** Bearer token of `/metrics` (`METRICS_TOKEN`); undefined: metrics are off. */
  metricsToken: string | undefined;
  /** Base URL of the links sent to clients, without a trailing slash (see `PUBLIC_URL`). */
  publicUrl: string;
  /** Whether `PUBLIC_URL` was set; else links shown in a browser use the request's own origin. */
  publicUrlConfigured: boolean;
  notifications: NotificationsConfig;
  webhooks: WebhooksConfig;
  /** `RETENTION_INTERVAL_MINUTES`, in ms: how often the retention job runs (privacy/retention-job.ts). */
  retentionIntervalMs: number;
  /** `REPORTS_ROLL_UP_SECONDS`, in ms: how often the reports' roll-up runs (a report request also runs it for its vendor). */
  reportsRollUpMs: number;
  map: MapConfig;
  captcha: CaptchaConfig;
}

/** See `WEBHOOKS_ALLOW_PRIVATE_NETWORKS`, `WEBHOOK_TIMEOUT_SECONDS` and `WEBHOOK_RETENTION_DAYS`. */
export interface WebhooksConfig {
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  retentionDays: number;
}

/** See `HTTP_*_TIMEOUT_MS`, `HTTP_MAX_CONNECTIONS` and `LIVE_MAX_SOCKETS*`. */
export interface ServerLimits {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Connections of any kind, websockets included. */
  maxConnections: number;
  /** Connections one client address may hold (trusted proxies excepted). */
  maxConnectionsPerAddress: number;
  liveMaxSockets: number;
  liveMaxSocketsPerAddress: number;
}

/** How often SQLite syncs its log to disk (see `SQLITE_SYNCHRONOUS`). */
export type SqliteSynchronous = "full" | "normal";

/** See `SHUTDOWN_DRAIN_MS` and `SHUTDOWN_TIMEOUT_MS`. */
export interface ShutdownConfig {
  drainMs: number;
  timeoutMs: number;
}

/** How the PostgreSQL pool bounds its waits (see `DATABASE_*`), so an outage answers fast. */
export interface PostgresPoolConfig {
  max: number;
  connectTimeoutMs: number;
  /** 0: no limit. */
  statementTimeoutMs: number;
}

/** The kiosk captcha's endpoints (see `RECAPTCHA_*`); each vendor brings its own keys. */
export interface CaptchaConfig {
  scriptUrl: string;
  verifyUrl: string;
  minScore: number;
  /** Added to hosted pages' `script-src` and `frame-src` for vendors with the captcha on. */
  cspSources: string[];
}

/** Map tiles of the location picker (see `MAP_TILE_*`); an empty `tileUrl` means no tiles. */
export interface MapConfig {
  tileUrl: string;
  attribution: string;
}

const OSM_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** How notification emails and text messages leave (see `SMTP_*`, `SMS_*`). */
export interface NotificationsConfig {
  /** Days delivered and failed outbox rows are kept (0: forever). */
  retentionDays: number;
  /** Deliveries in flight at once per instance (`OUTBOX_CONCURRENCY`). */
  concurrency: number;
  /** How long a claim keeps other workers off a row (`OUTBOX_LEASE_SECONDS`), in ms. */
  leaseMs: number;
  email: { kind: "smtp"; url: string; from: string } | { kind: "log"; from: string };
  sms: { kind: "log" } | { kind: "http"; url: string; username: string | undefined; password: string | undefined; token: string | undefined };
}

/** Where address search answers from (see `PLACES_*`). */
export type PlacesConfig = { kind: "gazetteer" } | { kind: "http"; suggestUrl: string; detailsUrl: string; apiKey: string | undefined };

export class ConfigError extends Error {}

/**
 * `terminal`: whether stdout is a terminal, which picks the default `LOG_FORMAT`; tests pass it.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, terminal = Boolean(process.stdout.isTTY)): Config {
  const parsed = v.safeParse(EnvSchema, env, { abortEarly: false });
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.output;
  const production = e.NODE_ENV === "production";
  const postgres = /^postgres(ql)?:\/\//.test(e.DATABASE_URL);
  // A real deployment (production, or a shared PostgreSQL) must not serve made-up vendors by
  // accident; a newcomer's `npm start` on SQLite still opens on the demo.
  const trialRun = !production && !postgres;
  const seedDemo = e.SEED_DEMO ?? trialRun;
  return {
    port: e.PORT,
    host: e.HOST,
    database: postgres
      ? {
          kind: "postgres",
          connectionString: e.DATABASE_URL,
          pool: { max: e.DATABASE_POOL_MAX, connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
        }
      : { kind: "sqlite", filename: e.DATABASE_URL, synchronous: e.SQLITE_SYNCHRONOUS, busyWaitMs: e.SQLITE_BUSY_WAIT_MS },
    production,
    seedDemo,
    adminToken: e.ADMIN_TOKEN,
    // On a trial run the demo is meant to be opened without any header: it is the default vendor
    // then. A deployment that asked for the demo still names its default vendor itself, so a
    // missing setting never sends its clients to made-up branches.
    defaultVendor: e.DEFAULT_VENDOR ?? (seedDemo && trialRun ? "demo" : undefined),
    frontDoorUrl: e.FRONT_DOOR_URL,
    secretKey: e.SECRET_KEY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    reads: { costPerMinute: e.READ_COST_PER_MINUTE, concurrencyPerAddress: e.READ_CONCURRENCY_PER_ADDRESS, sharedCacheMs: e.SHARED_READ_CACHE_MS },
    configCacheTtlMs: e.CONFIG_CACHE_TTL_MS,
    lines: { settleMs: e.LINE_SETTLE_MS, reestimateMs: e.LINE_REESTIMATE_MS },
    bodyLimit: e.BODY_LIMIT,
    adminBodyLimit: e.ADMIN_BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal && !production ? "pretty" : "json"),
    trustProxy: e.TRUST_PROXY,
    limits: serverLimits(e),
    places: placesConfig(e),
    shutdown: shutdownConfig(e),
    metricsToken: e.METRICS_TOKEN,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.HOST, e.PORT)).replace(/\/+$/, ""),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    notifications: notificationsConfig(e),
    webhooks: {
      allowPrivateNetworks: e.WEBHOOKS_ALLOW_PRIVATE_NETWORKS ?? false,
      timeoutMs: e.WEBHOOK_TIMEOUT_SECONDS * 1000,
      retentionDays: e.WEBHOOK_RETENTION_DAYS,
    },
    retentionIntervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000,
    reportsRollUpMs: e.REPORTS_ROLL_UP_SECONDS * 1000,
    map: mapConfig(e),
    captcha: {
      scriptUrl: e.RECAPTCHA_SCRIPT_URL,
      verifyUrl: e.RECAPTCHA_VERIFY_URL,
      minScore: e.RECAPTCHA_MIN_SCORE,
      cspSources: e.RECAPTCHA_CSP_SOURCES.split(/\s+/).filter(Boolean),
    },
  };
}

function serverLimits(e: v.InferOutput<typeof EnvSchema>): ServerLimits {
  const problems: string[] = [];
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) problems.push("HTTP_HEADERS_TIMEOUT_MS must be at most HTTP_REQUEST_TIMEOUT_MS");
  // Room for HTTP beside a full set of websockets: /healthz and the API answer while sockets are refused.
  const maxConnections = e.HTTP_MAX_CONNECTIONS ?? e.LIVE_MAX_SOCKETS + 1_000;
  if (maxConnections <= e.LIVE_MAX_SOCKETS) problems.push("HTTP_MAX_CONNECTIONS must be above LIVE_MAX_SOCKETS, so HTTP keeps answering");
  const maxConnectionsPerAddress = e.HTTP_MAX_CONNECTIONS_PER_ADDRESS ?? e.LIVE_MAX_SOCKETS_PER_ADDRESS + 100;
  if (maxConnectionsPerAddress <= e.LIVE_MAX_SOCKETS_PER_ADDRESS) {
    problems.push("HTTP_MAX_CONNECTIONS_PER_ADDRESS must be above LIVE_MAX_SOCKETS_PER_ADDRESS, so an address's requests keep room beside its live sockets");
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  ${problems.join("\n  ")}`);
  return {
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections,
    maxConnectionsPerAddress,
    liveMaxSockets: e.LIVE_MAX_SOCKETS,
    liveMaxSocketsPerAddress: e.LIVE_MAX_SOCKETS_PER_ADDRESS,
  };
}

function shutdownConfig(e: v.InferOutput<typeof EnvSchema>): ShutdownConfig {
  // The bound covers the drain: a stop that cannot even finish draining would be cut mid-way.
  if (e.SHUTDOWN_TIMEOUT_MS <= e.SHUTDOWN_DRAIN_MS) throw new ConfigError("Invalid environment:\n  SHUTDOWN_TIMEOUT_MS must be above SHUTDOWN_DRAIN_MS");
  return { drainMs: e.SHUTDOWN_DRAIN_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS };
}

/** A wildcard listen address is no place to send a browser; name the machine instead. */
function defaultPublicUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

function notificationsConfig(e: v.InferOutput<typeof EnvSchema>): NotificationsConfig {
  const email: NotificationsConfig["email"] = e.SMTP_URL ? { kind: "smtp", url: e.SMTP_URL, from: e.SMTP_FROM } : { kind: "log", from: e.SMTP_FROM };
  const retentionDays = e.OUTBOX_RETENTION_DAYS;
  const concurrency = e.OUTBOX_CONCURRENCY;
  const leaseMs = e.OUTBOX_LEASE_SECONDS * 1000;
  if (e.SMS_PROVIDER === "log") return { retentionDays, concurrency, leaseMs, email, sms: { kind: "log" } };
  if (!e.SMS_HTTP_URL) throw new ConfigError("Invalid environment:\n  SMS_PROVIDER=http needs SMS_HTTP_URL");
  // fetch refuses URLs with credentials, so they travel as a basic-auth header instead.
  const url = new URL(e.SMS_HTTP_URL);
  const username = url.username ? decodeURIComponent(url.username) : undefined;
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.username = "";
  url.password = "";
  return { retentionDays, concurrency, leaseMs, email, sms: { kind: "http", url: url.toString(), username, password, token: e.SMS_HTTP_TOKEN || undefined } };
}

function mapConfig(e: v.InferOutput<typeof EnvSchema>): MapConfig {
  const tileUrl = e.MAP_TILE_URL ?? OSM_TILE_URL;
  // OpenStreetMap's credit would be wrong under another provider's tiles.
  return { tileUrl, attribution: e.MAP_TILE_ATTRIBUTION ?? (tileUrl === OSM_TILE_URL ? OSM_ATTRIBUTION : "") };
}

function placesConfig(e: v.InferOutput<typeof EnvSchema>): PlacesConfig {
  if (e.PLACES_PROVIDER === "gazetteer") return { kind: "gazetteer" };
  const { PLACES_SUGGEST_URL: suggestUrl, PLACES_DETAILS_URL: detailsUrl } = e;
  if (!suggestUrl || !detailsUrl) {
    const missing = [suggestUrl ? "" : "PLACES_SUGGEST_URL", detailsUrl ? "" : "PLACES_DETAILS_URL"].filter(Boolean);
    throw new ConfigError(`Invalid environment:\n  PLACES_PROVIDER=http needs ${missing.join(" and ")}`);
  }
  return { kind: "http", suggestUrl, detailsUrl, apiKey: e.PLACES_API_KEY || undefined };
}

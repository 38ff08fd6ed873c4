/** What every route needs, decorated on the Fastify instance as `app.ctx`. */
import type { Kysely } from "kysely";
import type { Locale } from "#contract";
import type { Config } from "../config.js";
import type { DialectName } from "../db/dialect.js";
import type { Database } from "../db/schema.js";
import type { EventBus } from "../live/event-bus.js";
import type { PlacesProvider } from "../places/places-provider.js";
import type { Clock } from "../time/clock.js";
import type { SharedTransactions } from "../db/shared-transactions.js";
import type { SharedAnswers } from "./shared-answers.js";
import type { UnservableReport } from "../locations/servable-location.js";
import type { LineModels } from "../queue/line/line-models.js";
import type { ConfigCache } from "../vendors/config-cache.js";
import type { Vendor } from "../vendors/vendor.js";

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  secret: string;
  places: PlacesProvider;
  /** Live events to websocket subscribers, on every instance. */
  bus: EventBus;
  /** Vendor configuration read once, dropped on every instance when a vendor document changes. */
  configCache: ConfigCache;
  /** Each location's line and its estimates, held in memory and kept in step (queue/line/). */
  lines: LineModels;
  /** Transactions that writes queued together may share (SQLite: db/shared-transactions.ts). */
  sharedTransactions: SharedTransactions;
  /** Answers many clients share, built once a moment (http/shared-answers.ts). */
  sharedAnswers: SharedAnswers;
  /** Logs a stored location the server cannot show; reads leave it out (locations/servable-location.ts). */
  reportUnservable: UnservableReport;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the vendor-resolution hook on vendor-scoped routes. */
    vendor: Vendor;
    /** Negotiated from Accept-Language (fallback en). */
    locale: Locale;
  }
}

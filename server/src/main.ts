/**
 * Starts the server: reads the config, opens and migrates the store, loads the demo data into
 * an empty database (with back-office passwords on a trial run), listens, and stops gracefully on SIGINT/SIGTERM (lifecycle/graceful-stop.ts).
 */
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { openStore } from "./db/database.js";
import { seedDemoAccounts } from "./demo/demo-accounts.js";
import { seedDemoIfEmpty } from "./demo/seed-demo.js";
import { announceListening } from "./start-announcement.js";
import { createGracefulStop } from "./lifecycle/graceful-stop.js";
import { systemClock } from "./time/clock.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config.database);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(store.db, systemClock.now()) : false;
  // Known passwords only on a trial run, never on a production server showing the demo.
  if (seeded && !config.production) await seedDemoAccounts(store.db, systemClock.now());
  const app = await buildApp({
    config,
    store,
    startOutboxWorker: true,
    startNoShowSweep: true,
    startRetentionJob: true,
    startReportRollUp: true,
    startOpeningRecompute: true,
  });

  const stop = createGracefulStop({ app, store, shutdown: config.shutdown });
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  const address = await app.listen({ port: config.port, host: config.host });
  if (seeded) app.log.info("loaded the demo vendors into the empty database");
  announceListening(config, app.log, { address, dialect: store.dialect });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`queue-booking failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

/**
 * Production defaults: a real deployment (`NODE_ENV=production`, or a PostgreSQL database) does
 * not load or default to the demo unless asked; a newcomer's `npm start` on SQLite keeps it. And
 * the one log format per run: JSON unless a person watches a terminal outside production.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/src/config.js";

const PG = "postgres://queue:secret@db.internal:5432/queue";
const load = (env: Record<string, string | undefined>, terminal = false) => loadConfig(env, terminal);

describe("production defaults", () => {
  it("keeps the demo, and makes it the default vendor, on a trial run on SQLite", () => {
    const config = load({});
    expect(config.production).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.defaultVendor).toBe("demo");
  });

  it.each([
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["a PostgreSQL DATABASE_URL", { DATABASE_URL: PG }],
    ["a postgresql:// DATABASE_URL in production", { DATABASE_URL: PG.replace("postgres:", "postgresql:"), NODE_ENV: "production" }],
  ])("turns the demo off with %s", (_name, env) => {
    const config = load(env);
    expect(config.seedDemo).toBe(false);
    expect(config.defaultVendor).toBeUndefined();
  });

  it("loads the demo in production when SEED_DEMO=1 says so, without making it the default vendor", () => {
    for (const env of [
      { NODE_ENV: "production", SEED_DEMO: "1" },
      { DATABASE_URL: PG, SEED_DEMO: "true" },
    ]) {
      const config = load(env);
      expect(config.seedDemo).toBe(true);
      expect(config.defaultVendor).toBeUndefined();
    }
    expect(load({ NODE_ENV: "production", SEED_DEMO: "1", DEFAULT_VENDOR: "demo" }).defaultVendor).toBe("demo");
  });

  it("lets SEED_DEMO=0 turn the demo off on a trial run, and treats an empty value as unset", () => {
    expect(load({ SEED_DEMO: "0" })).toMatchObject({ seedDemo: false, defaultVendor: undefined });
    expect(load({ SEED_DEMO: "" })).toMatchObject({ seedDemo: true, defaultVendor: "demo" });
    expect(load({ SEED_DEMO: "", NODE_ENV: "production" }).seedDemo).toBe(false);
  });

  it("keeps an explicit DEFAULT_VENDOR whatever the demo does", () => {
    expect(load({ DEFAULT_VENDOR: "acme" }).defaultVendor).toBe("acme");
    expect(load({ DEFAULT_VENDOR: "acme", NODE_ENV: "production" }).defaultVendor).toBe("acme");
  });

  it("refuses a SEED_DEMO it cannot read", () => {
    expect(() => load({ SEED_DEMO: "maybe" })).toThrow(ConfigError);
  });
});

describe("log format", () => {
  it("is pretty in a terminal outside production, JSON otherwise", () => {
    expect(load({}, true).logFormat).toBe("pretty");
    expect(load({}, false).logFormat).toBe("json");
    expect(load({ NODE_ENV: "production" }, true).logFormat).toBe("json");
    expect(load({ NODE_ENV: "development" }, true).logFormat).toBe("pretty");
  });

  it("follows LOG_FORMAT when set", () => {
    expect(load({ LOG_FORMAT: "json" }, true).logFormat).toBe("json");
    expect(load({ LOG_FORMAT: "pretty", NODE_ENV: "production" }, false).logFormat).toBe("pretty");
    expect(() => load({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT: must be pretty or json/);
  });
});

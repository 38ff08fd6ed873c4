/**
 * Which entry a hosted page loads: the release the build's `release.json` names, so a page keeps
 * one build's code throughout; the plain entry when there is none or it is not ours; a new build
 * taken up within a second, without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { WIDGET_ENTRY_PATH, widgetEntryPath, widgetPin, widgetPreloads } from "../../../../server/src/hosted/widget-release.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "qb-release-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it("names the build's release entry", async () => {
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id: "0123456789ab" }));
  expect(await widgetEntryPath(dir, 1_000)).toBe("/widget/r/0123456789ab/queue-booking.js");
});

it("falls back to the plain entry without a release, or with one that is not an id", async () => {
  expect(await widgetEntryPath(dir, 1_000)).toBe(WIDGET_ENTRY_PATH);
  for (const [n, content] of ['{"id":"../../x"}', "not json", '{"id":12}'].entries()) {
    writeFileSync(join(dir, "release.json"), content);
    expect(await widgetEntryPath(dir, 10_000 * (n + 1)), content).toBe(WIDGET_ENTRY_PATH);
  }
});

it("takes up a new build's release within a second", async () => {
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id: "aaaaaaaaaaaa" }));
  expect(await widgetEntryPath(dir, 5_000)).toBe("/widget/r/aaaaaaaaaaaa/queue-booking.js");
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id: "bbbbbbbbbbbb" }));
  expect(await widgetEntryPath(dir, 5_500)).toBe("/widget/r/aaaaaaaaaaaa/queue-booking.js");
  expect(await widgetEntryPath(dir, 6_001)).toBe("/widget/r/bbbbbbbbbbbb/queue-booking.js");
});

it("preloads the entry, its static imports and the page language's catalog, never a path out of the chunks", async () => {
  const release = { id: "0123456789ab", imports: ["chunks/shared-Ab_1.js", "../secret.js"], locales: { en: "chunks/en-X1.js", fr: "chunks/fr-Y2.js" } };
  writeFileSync(join(dir, "release.json"), JSON.stringify(release));
  expect(await widgetPreloads(dir, "fr", 20_000)).toEqual([
    "/widget/r/0123456789ab/queue-booking.js",
    "/widget/r/0123456789ab/chunks/shared-Ab_1.js",
    "/widget/r/0123456789ab/chunks/fr-Y2.js",
  ]);
  expect(await widgetPreloads(dir, "ko", 20_000)).toEqual(["/widget/r/0123456789ab/queue-booking.js", "/widget/r/0123456789ab/chunks/shared-Ab_1.js"]);
  rmSync(join(dir, "release.json"));
  expect(await widgetPreloads(dir, "en", 30_000)).toEqual([WIDGET_ENTRY_PATH]);
});

it("names the pinned version only with a version and an integrity of the build's own form", async () => {
  const integrity = `sha384-${"A".repeat(64)}`;
  writeFileSync(join(dir, "release.json"), JSON.stringify({ id: "0123456789ab", version: "1.2.3", integrity }));
  expect(await widgetPin(dir, 1_000)).toEqual({ version: "1.2.3", release: "0123456789ab", integrity });
  for (const [n, pin] of [{ version: "../1.2.3", integrity }, { version: "1.2.3", integrity: "sha256-x" }, { version: "1.2.3" }].entries()) {
    writeFileSync(join(dir, "release.json"), JSON.stringify({ id: "0123456789ab", ...pin }));
    expect(await widgetPin(dir, 10_000 * (n + 1)), JSON.stringify(pin)).toBeUndefined();
  }
});

/**
 * One Lighthouse run of a page in its default, mobile profile (a mid-range phone's screen,
 * simulated slow 4G and a 4× slower CPU) in a Chromium of the bench's own, and the figures the
 * table shows. Each run opens a fresh tab and clears the origin's storage first, so every page
 * loads as on a first visit.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";

/** Debian's Chromium unless `CHROME_PATH` names another. */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface LighthouseRow {
  /** The four category scores, 0–100; null where Lighthouse could not score. */
  scores: (number | null)[];
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Every response's transfer size, compressed as sent (headers included). */
  bytes: number;
  /** Lighthouse's error when the page could not be measured. */
  error?: string;
  /** Lighthouse's and the browser's versions. */
  tool?: string;
}

/** A headless Chromium that lives as long as `task`, closed whatever happens. */
export async function withChromium<T>(task: (port: number) => Promise<T>): Promise<T> {
  const chrome: LaunchedChrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic"],
    logLevel: "silent",
  });
  try {
    return await task(chrome.port);
  } finally {
    const exited = new Promise((resolve) => chrome.process.once("exit", resolve));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  }
}

/** `saveAs`: a file the whole report (JSON) is written to, for reading every audit later. */
export async function runLighthouse(port: number, url: string, saveAs?: string): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    // The not-found page answers 404 as it should, and is measured all the same.
    ignoreStatusCode: true,
  });
  if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
  const { lhr } = result;
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  return {
    scores: CATEGORIES.map(score),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    error: lhr.runtimeError?.code,
    tool: `Lighthouse ${lhr.lighthouseVersion}, Chromium ${/Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? "?"}`,
  };
}

/** A file name for a screen's saved report. */
export const reportFile = (dir: string, screen: string) => join(dir, `${screen.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`);

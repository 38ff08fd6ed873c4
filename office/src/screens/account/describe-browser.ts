/**
 * A session's browser and system, read from its User-Agent, so a person can tell their sessions
 * apart ("Firefox on Windows"). Names of products are not translated; an agent we cannot read is
 * "Unknown browser".
 */
export interface BrowserFacts {
  browser: string | undefined;
  system: string | undefined;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdgA?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\bChromium\//, "Chromium"],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeBrowser(userAgent: string): BrowserFacts {
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1],
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1],
  };
}

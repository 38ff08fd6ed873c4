import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/src/config.js";

describe("kiosk captcha settings", () => {
  it("uses Google's reCAPTCHA by default, with a score of 0.5 and its CSP sources", () => {
    expect(loadConfig({}).captcha).toEqual({
      scriptUrl: "https://www.google.com/recaptcha/api.js",
      verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
      minScore: 0.5,
      cspSources: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    });
  });

  it("reads another provider's URLs, score and sources", () => {
    const config = loadConfig({
      RECAPTCHA_SCRIPT_URL: "https://www.recaptcha.net/recaptcha/api.js",
      RECAPTCHA_VERIFY_URL: "https://www.recaptcha.net/recaptcha/api/siteverify",
      RECAPTCHA_MIN_SCORE: "0.7",
      RECAPTCHA_CSP_SOURCES: " https://www.recaptcha.net/recaptcha/  https://www.gstatic.com/recaptcha/ ",
    });
    expect(config.captcha).toEqual({
      scriptUrl: "https://www.recaptcha.net/recaptcha/api.js",
      verifyUrl: "https://www.recaptcha.net/recaptcha/api/siteverify",
      minScore: 0.7,
      cspSources: ["https://www.recaptcha.net/recaptcha/", "https://www.gstatic.com/recaptcha/"],
    });
  });

  it("refuses a score outside 0 to 1, a URL that is none, and sources that would break the policy", () => {
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: "1.5" })).toThrow(/RECAPTCHA_MIN_SCORE/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: "siteverify" })).toThrow(ConfigError);
    expect(() => loadConfig({ RECAPTCHA_CSP_SOURCES: "https://x.example; script-src *" })).toThrow(/RECAPTCHA_CSP_SOURCES/);
  });
});

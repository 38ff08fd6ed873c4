/**
 * Asks reCAPTCHA's siteverify whether a token is good: a success, for the action the element
 * asks for ("join"), with at least the configured score. A verifier that cannot be reached or
 * answers nonsense is "unavailable": the join is refused (503) rather than let through unchecked.
 */
import { CAPTCHA_ACTION } from "#contract";
import type { CaptchaConfig } from "../config.js";

export type CaptchaVerdict = "passed" | "rejected" | "unavailable";

const TIMEOUT_MS = 5_000;

interface SiteVerifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
}

export async function verifyCaptcha(config: CaptchaConfig, secret: string, token: string, remoteIp: string): Promise<CaptchaVerdict> {
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return "unavailable";
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch {
    return "unavailable";
  }
  if (typeof answer !== "object" || answer === null || typeof answer.success !== "boolean") return "unavailable";
  if (!answer.success) return "rejected";
  // v3 answers carry a score and the action; a v2 invisible key answers neither.
  if (typeof answer.score === "number" && answer.score < config.minScore) return "rejected";
  if (typeof answer.action === "string" && answer.action !== CAPTCHA_ACTION) return "rejected";
  return "passed";
}

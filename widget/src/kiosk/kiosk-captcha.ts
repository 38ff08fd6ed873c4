/**
 * The kiosk's invisible captcha (spec section 7): reCAPTCHA v3, loaded once per page from the
 * server's script URL, gives a token for the "join" action that the join carries as
 * `recaptcha_token`; the server verifies it. Loaded only by kiosks whose vendor has the captcha
 * on. The loader is a script in the page's document (reCAPTCHA cannot live in a shadow root);
 * it takes the nonce the page's own scripts carry, for hosts whose CSP asks for one.
 */
import type { CreateQueueAppointmentBody, PublicCaptchaSettings } from "../contract/index.js";

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/** Must match the server's CAPTCHA_ACTION. */
const ACTION = "join";
/** A kiosk must not hang on a captcha that never answers: the join fails and can be retried. */
const TIMEOUT_MS = 10_000;

let loading: Promise<ReCaptcha> | undefined;

function withTimeout<T>(promise: PromiseLike<T>): Promise<T> {
  return Promise.race([
    Promise.resolve(promise),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("captcha timed out")), TIMEOUT_MS)),
  ]);
}

function load(settings: PublicCaptchaSettings): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const ready = () => {
      const captcha = window.grecaptcha;
      if (captcha) captcha.ready(() => resolve(captcha));
      else reject(new Error("the captcha script defined no grecaptcha"));
    };
    if (window.grecaptcha) return ready();
    const url = new URL(settings.script_url, document.baseURI);
    url.searchParams.set("render", settings.site_key);
    const script = document.createElement("script");
    script.src = url.href;
    script.async = true;
    const nonce = [...document.scripts].find((s) => s.nonce)?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = ready;
    script.onerror = () => reject(new Error("the captcha script did not load"));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load is tried again at the next join.
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The body with a fresh captcha token; rejects when no token can be had. */
export async function withCaptchaToken(body: CreateQueueAppointmentBody, settings: PublicCaptchaSettings): Promise<CreateQueueAppointmentBody> {
  const captcha = await withTimeout(load(settings));
  const token = await withTimeout(captcha.execute(settings.site_key, { action: ACTION }));
  return { ...body, data: { ...body.data, attributes: { ...body.data.attributes, recaptcha_token: token } } };
}

/**
 * The kiosk's invisible captcha (spec section 7): reCAPTCHA v3, loaded once per page from the
 * server's script URL, gives a token for the "join" action that the join carries as
 * `recaptcha_token`; the server verifies it. Loaded only by kiosks whose vendor has the captcha
 * on. The loader is a script in the page's document (reCAPTCHA cannot live in a shadow root);
 * it takes the nonce the page's own scripts carry, for hosts whose CSP asks for one.
 */
import { CAPTCHA_ACTION, type CreateQueueAppointmentBody, type PublicCaptchaSettings } from "#contract";
import { captchaScriptUrl } from "./captcha-script-url.js";

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/** A kiosk must not hang on a captcha that never answers: the join fails and can be retried. */
const TIMEOUT_MS = 10_000;

let loading: Promise<ReCaptcha> | undefined;

function withTimeout<T>(promise: PromiseLike<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("captcha timed out")), TIMEOUT_MS);
  });
  return Promise.race([Promise.resolve(promise), timeout]).finally(() => clearTimeout(timer));
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
    script.src = captchaScriptUrl(url.href);
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
  const token = await withTimeout(captcha.execute(settings.site_key, { action: CAPTCHA_ACTION }));
  return { ...body, data: { ...body.data, attributes: { ...body.data.attributes, recaptcha_token: token } } };
}

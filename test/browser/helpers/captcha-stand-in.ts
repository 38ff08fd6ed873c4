/**
 * A stand-in for reCAPTCHA's loader on another origin: `/recaptcha/api.js` defines a
 * `grecaptcha` whose `execute` answers the token "good" for the "join" action, after opening a
 * hidden frame of its own origin as the real one does (so the page's CSP must allow both). It
 * records the query each load asked with (the site key travels as `render`).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface CaptchaStandIn {
  origin: string;
  scriptUrl: string;
  /** The query strings the script was loaded with. */
  loads: URLSearchParams[];
  close(): Promise<void>;
}

const script = (origin: string) => `(function () {
  var frame = document.createElement("iframe");
  frame.src = ${JSON.stringify(`${origin}/recaptcha/anchor`)};
  frame.title = "reCAPTCHA";
  frame.hidden = true;
  document.body.appendChild(frame);
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      return Promise.resolve(options && options.action === "join" ? "good" : "wrong-action");
    }
  };
})();`;

export async function startCaptchaStandIn(): Promise<CaptchaStandIn> {
  const loads: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname === "/recaptcha/anchor") {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>reCAPTCHA</title>");
      return;
    }
    if (url.pathname !== "/recaptcha/api.js") {
      response.writeHead(404).end();
      return;
    }
    loads.push(url.searchParams);
    response.writeHead(200, { "content-type": "text/javascript" }).end(script(origin));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, scriptUrl: `${origin}/recaptcha/api.js`, loads, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

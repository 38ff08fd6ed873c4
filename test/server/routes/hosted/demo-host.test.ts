/**
 * The demo host page: served with its own strict CSP and this response's nonce in place of
 * `{{CSP_NONCE}}`; the HTML file itself has no inline script or style for the policy to allow.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { NONCE_PLACEHOLDER } from "../../../../server/src/hosted/demo-host-page.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { policyNonce, tagAttributes } from "./page-html.js";

it("keeps demo-host/index.html free of inline script and style", () => {
  const html = readFileSync("demo-host/index.html", "utf8");
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  expect(html).not.toMatch(/<style/);
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).toContain(`nonce="${NONCE_PLACEHOLDER}"`);
});

describeEachDialect("demo host page", (server) => {
  const get = (url: string) => server().app.inject({ method: "GET", url });

  it("serves /demo-host/ under the strict policy with the nonce filled in", async () => {
    const res = await get("/demo-host/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const policy = res.headers["content-security-policy"] as string;
    expect(policy).not.toContain("unsafe-inline");
    const nonce = policyNonce(policy);
    expect(nonce).toBeTruthy();
    expect(res.body).not.toContain(NONCE_PLACEHOLDER);
    expect(tagAttributes(res.body, "queue-booking")).toMatchObject({ vendor: "demo", nonce });
    expect(tagAttributes(res.body, "script")).toMatchObject({ type: "module", src: "/widget/queue-booking.js" });
    expect(tagAttributes(res.body, "iframe").src).toBe("/callback-service?vendor=demo&mode=embed");
  });

  it("redirects /demo-host to /demo-host/ and serves its stylesheet", async () => {
    const redirect = await get("/demo-host");
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/demo-host/");
    const css = await get("/demo-host/demo-host.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toContain("--qb-primary: #b3261e");
  });

  it("links every mode, language and demo vendor to its hosted page", async () => {
    const html = (await get("/demo-host/")).body.replaceAll("&amp;", "&");
    for (const mode of ["kiosk", "tv", "embed", "invitation"]) expect(html).toContain(`/callback-service?vendor=demo&mode=${mode}"`);
    for (const lang of ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"]) expect(html).toContain(`/callback-service?vendor=demo&lang=${lang}"`);
    for (const vendor of ["demo", "northwind-clinic", "city-permits"]) expect(html).toContain(`/callback-service?vendor=${vendor}"`);
  });
});

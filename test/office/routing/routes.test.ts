/** The route table: who sees which screen, where each lands after signing in, and paths under a screen's. */
import { expect, it } from "vitest";
import { HOME_PATH, LINK_PATH } from "../../../office/src/routing/paths.js";
import { findScreen, homeOf, SCREENS, screensFor } from "../../../office/src/routing/routes.js";

it("gives every role the account screen, and lands them on their first screen", () => {
  for (const role of ["staff", "manager", "admin"] as const) {
    expect(screensFor(role).map((route) => route.path)).toContain("/office/account");
    expect(homeOf(role)).toBe(screensFor(role)[0]?.path);
  }
});

it("matches a screen's path and what lies under it, nothing else", () => {
  expect(findScreen("/office/account", "staff")?.path).toBe("/office/account");
  expect(findScreen("/office/account/sessions", "staff")?.path).toBe("/office/account");
  expect(findScreen("/office/accounts", "staff")).toBeUndefined();
  expect(findScreen("/office/nowhere", "admin")).toBeUndefined();
});

it("keeps every signed-in screen under /office/, apart from the start and the link page", () => {
  for (const route of SCREENS) {
    expect(route.path).toMatch(/^\/office\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    expect([HOME_PATH, LINK_PATH]).not.toContain(route.path);
    expect(route.roles.length).toBeGreaterThan(0);
  }
});

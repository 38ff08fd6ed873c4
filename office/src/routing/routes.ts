/**
 * The signed-in screens: their paths, who may open them, and the nav's label. Each loads as a
 * chunk of its own when first shown. Adding a screen is one file under `screens/` (its default
 * export is the screen, with its `h1` inside) and one line below; the nav, the focus, the tab's
 * title and the role check follow. A path also matches what lies under it (`/office/setup`
 * matches `/office/setup/locations/7`), so a screen may read the rest itself.
 *
 * The screens before signing in — sign-in at `/office`, the link page at `/office/link`
 * (`paths.ts`) — are the app's own (`app/office-app.tsx`).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import type { OfficeRole } from "#contract";
import { lazyScreen } from "../ui/lazy-screen.js";
import { HOME_PATH } from "./paths.js";

export interface ScreenRoute {
  path: string;
  screen: ComponentType;
  /** Who sees it in the nav and may open it (the API refuses the rest anyway). */
  roles: readonly OfficeRole[];
  nav: MessageDescriptor;
  /** Wider than a form's measure (setup's forms with their preview beside them). */
  wide?: boolean;
}

const EVERYONE: readonly OfficeRole[] = ["staff", "manager", "admin"];
const MANAGERS: readonly OfficeRole[] = ["manager", "admin"];
const ADMINS: readonly OfficeRole[] = ["admin"];

// The desk first: people land on it after signing in.
export const SCREENS: readonly ScreenRoute[] = [
  { path: "/office/desk", screen: lazyScreen(() => import("../desk/desk-screen.js")), roles: EVERYONE, nav: msg`Desk` },
  { path: "/office/reports", screen: lazyScreen(() => import("../reports/reports-screen.js")), roles: MANAGERS, nav: msg`Reports`, wide: true },
  { path: "/office/setup", screen: lazyScreen(() => import("../setup/setup-screen.js")), roles: ADMINS, nav: msg`Setup`, wide: true },
  { path: "/office/privacy", screen: lazyScreen(() => import("../privacy/privacy-screen.js")), roles: ADMINS, nav: msg`Privacy` },
  { path: "/office/audit", screen: lazyScreen(() => import("../audit/audit-screen.js")), roles: ADMINS, nav: msg`Audit log`, wide: true },
  { path: "/office/account", screen: lazyScreen(() => import("../screens/account/account-screen.js")), roles: EVERYONE, nav: msg`Account` },
];

/** The screens the role may open, in the nav's order. */
export const screensFor = (role: OfficeRole): ScreenRoute[] => SCREENS.filter((route) => route.roles.includes(role));

export function findScreen(path: string, role: OfficeRole): ScreenRoute | undefined {
  return screensFor(role).find((route) => path === route.path || path.startsWith(`${route.path}/`));
}

/** Where a person lands after signing in: the first screen of the nav. */
export const homeOf = (role: OfficeRole): string => screensFor(role)[0]?.path ?? HOME_PATH;

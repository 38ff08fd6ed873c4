/**
 * The setup screen's sections: their path under `/office/setup/`, the nav's label, and the
 * section, each a chunk of its own loaded when first shown. A section renders its own `h1`
 * (focus and the tab's title follow it) and reads what lies below its path with
 * `useSetupPath()` (`/office/setup/locations/main-st` → `["main-st"]`).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import { lazyScreen } from "../ui/lazy-screen.js";
import { setupPathParts } from "./setup-paths.js";

export { SETUP_PATH, setupPath } from "./setup-paths.js";

export interface SetupSection {
  slug: string;
  nav: MessageDescriptor;
  /** One line on the overview. */
  about: MessageDescriptor;
  section: ComponentType;
}

export const SETUP_SECTIONS: readonly SetupSection[] = [
  {
    slug: "branding",
    nav: msg`Branding`,
    about: msg`Name, logo and colours, the web addresses allowed to embed the booking element, and its snippet to copy.`,
    section: lazyScreen(() => import("./branding/branding-section.js")),
  },
  {
    slug: "locations",
    nav: msg`Branches`,
    about: msg`Each branch's names, address, time zone, hours, closures and services.`,
    section: lazyScreen(() => import("./locations/locations-section.js")),
  },
  {
    slug: "services",
    nav: msg`Services`,
    about: msg`What clients can come for: names in each language, duration, meeting methods.`,
    section: lazyScreen(() => import("./services/services-section.js")),
  },
  {
    slug: "questions",
    nav: msg`Questions`,
    about: msg`What clients are asked when they join or book.`,
    section: lazyScreen(() => import("./questions/questions-section.js")),
  },
  {
    slug: "staff",
    nav: msg`Staff`,
    about: msg`Who works where, their roles and hours; invitations to the back office.`,
    section: lazyScreen(() => import("./staff/staff-section.js")),
  },
  {
    slug: "import",
    nav: msg`Import and export`,
    about: msg`Branches and staff from and to a spreadsheet (CSV), with a preview before anything changes.`,
    section: lazyScreen(() => import("./csv/csv-section.js")),
  },
  {
    slug: "webhooks",
    nav: msg`Webhooks`,
    about: msg`Addresses of your own systems that hear, signed, what happens to visits and appointments; each one's delivery log.`,
    section: lazyScreen(() => import("./webhooks/webhooks-section.js")),
  },
];

/** The section a path shows and what lies below it; undefined section: the overview. */
export function sectionOf(path: string): { section: SetupSection | undefined; rest: string[]; known: boolean } {
  const parts = setupPathParts(path);
  if (!parts.length) return { section: undefined, rest: [], known: true };
  const section = SETUP_SECTIONS.find((s) => s.slug === parts[0]);
  return { section, rest: parts.slice(1), known: section !== undefined };
}

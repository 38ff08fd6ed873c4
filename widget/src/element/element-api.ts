/**
 * The `<queue-booking>` element as hosts see it, declared once as data: each attribute, event and
 * CSS custom property with its values, default and meaning. scripts/write-element-manifest.ts
 * writes custom-elements.json, types/queue-booking.d.ts and the tables of docs/embedding.md from
 * it; test/widget/element/element-api.test.ts holds it to the element's registration
 * (register.ts) and its validator (element-attributes.ts).
 *
 * Not imported by the element itself: the script a host page loads carries only the names.
 */
import { DISPLAY_MODES, LOCALES, MEETING_METHODS } from "#contract";
import type { QueueBookingProps } from "./queue-booking-element.js";
import type { QueueBookingEventName } from "./element-events.js";

export const TAG_NAME = "queue-booking";

/** The element's properties: those of its React root, which r2wc registers (register.ts), but the shadow root r2wc passes. */
export type ElementProp = Exclude<keyof QueueBookingProps, "container">;

/** What an attribute takes, as hosts' types see it (HTML attributes are strings). */
export type AttributeValue =
  | { kind: "string" }
  /** A database id written in decimal digits. */
  | { kind: "id" }
  /** One of `values`; `anyCase`: also written in capitals; `open`: also any other string, matched at run time. */
  | { kind: "enum"; values: readonly string[]; anyCase?: boolean; open?: string }
  /** A JSON attribute; `type` is its TypeScript type as a property. */
  | { kind: "json"; type: string };

export interface AttributeDeclaration {
  value: AttributeValue;
  /** The meaning and the values, in the docs' words (Markdown). */
  description: string;
  /** What happens without it (prose, Markdown). */
  default: string;
  /** The value the element takes when the attribute is absent, when it is one. */
  defaultValue?: string;
  /** Whether ElementAttributesSchema validates it (the others are read as given). */
  validated: boolean;
  /** Written by the server's hosted pages only: not part of the element's public face. */
  internal?: true;
}

export interface EventDeclaration {
  /** When it is dispatched. */
  description: string;
  /** `detail`'s TypeScript type; `QueueBookingLocale` is the union of the element's languages. */
  detailType: string;
  /** `detail` in the docs' words. */
  detailDescription: string;
}

export interface CssPropertyDeclaration {
  name: `--qb-${string}`;
  default: string;
  description: string;
}

/** The attribute of a property, as r2wc names it (`meetingMethod` is `meeting-method`). */
export function attributeName(property: string): string {
  return property.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}

const id = { kind: "id" } as const;
const text = { kind: "string" } as const;

/** Keyed by property: the type makes it name exactly the properties the element registers. */
export const ELEMENT_ATTRIBUTES: { readonly [P in ElementProp]: AttributeDeclaration } = {
  vendor: {
    value: text,
    description: "the vendor's slug, in any case (`Demo` is `demo`)",
    default: "the server's choice (host's domain, `DEFAULT_VENDOR`)",
    validated: true,
  },
  apiBase: {
    value: text,
    description: "origin of the queue-booking server",
    default: "where the script was loaded from",
    validated: true,
  },
  location: {
    value: id,
    description: "a location id: open its form instead of the location picker",
    default: "the picker",
    validated: true,
  },
  service: { value: id, description: "a service id, preselected in the form", default: "none", validated: true },
  meetingMethod: {
    value: { kind: "enum", values: MEETING_METHODS.map(String) },
    description: "`1` in person, `2` phone, `3` video, `4` off site",
    default: "`1` (the URL's `meeting_method` wins)",
    validated: true,
  },
  mode: {
    value: { kind: "enum", values: DISPLAY_MODES, anyCase: true },
    description:
      "`kiosk`, `tv`, `embed` (no header), `invitation`, in any case (`KIOSK`, as the spec writes them; the URL's `mode` likewise) — also the booked-through source",
    default: "online queue",
    validated: true,
  },
  lang: {
    value: { kind: "enum", values: LOCALES, open: "any BCP 47 tag, by best match" },
    description:
      "`en`, `es`, `fr`, `ko`, `pl`, `pt-BR`, `ru`, `zh-Hans`, or any BCP 47 tag by best match (`en-US` is `en`, `pt` is `pt-BR`, `zh`/`zh-CN` are `zh-Hans`; there is no Traditional Chinese yet, and `zh-TW` is taken as `zh-Hans`); one the vendor does not offer (`client_view.available_languages`) gives way to the browser's best offered language, else the vendor's first",
    default: "the browser's languages (the URL's `lang` wins)",
    validated: true,
  },
  walkIn: {
    value: { kind: "enum", values: ["true", "false", "1", "0", ""] },
    description: "`true`/`1` or `false`/`0`: the spec's walk-in flag",
    default: "unset",
    validated: true,
  },
  documentTitle: {
    value: { kind: "enum", values: ["true", "false"] },
    description:
      '`true`: the element names the browser tab after its screen, "{screen\'s title} – {vendor}" ("Join the line – Maple & Main Credit Union", "Oops, something went wrong – …"), in the language shown; `false` stops a hosted page from doing so',
    default: "hosted pages: `true`; on a vendor's page: unset, the host's title is left alone",
    validated: true,
  },
  routing: {
    value: { kind: "enum", values: ["memory", "path", "hash"] },
    description:
      "`memory`: the element keeps its screen to itself — it never writes the host page's URL or history, two elements on a page never share a screen, and a host link such as `#faq` leaves it alone (a deep link already in the URL hash, `#/callback-service/manage?id=…&code=…`, is read once at start, and the client's current visit comes back after a reload: see [A reload keeps the client's place](#a-reload-keeps-the-clients-place)); `hash`: an opt-in for one element to keep its screen in the URL hash (`#/callback-service/12`), so a reload or a bookmark comes back to it; `path`: real URLs, for pages whose server answers them (the hosted pages)",
    default: "`memory`",
    defaultValue: "memory",
    validated: true,
  },
  nonce: { value: text, description: "the page's CSP nonce, put on the element's style tags", default: "none", validated: false },
  csrfToken: {
    value: text,
    description: "a token from `GET /api/v2/open/csrf`, saving one request",
    default: "fetched before the first write",
    validated: false,
  },
  settings: {
    value: { kind: "json", type: "Record<string, unknown>" },
    description: "JSON of `GET /api/v2/open/vendor`'s attributes, saving one request",
    default: "fetched",
    validated: false,
  },
  answers: {
    value: { kind: "json", type: "unknown[]" },
    description: "the first screen's API answers, inlined by a hosted page",
    default: "fetched",
    validated: false,
    internal: true,
  },
};

/** Keyed by the name after `queue-booking:`; the type makes it name exactly the events the element dispatches. */
export const ELEMENT_EVENTS: { readonly [N in QueueBookingEventName]: EventDeclaration } = {
  ready: {
    description: "the vendor's settings are in and the first screen shows",
    detailType: "{ vendor: string; locale: QueueBookingLocale }",
    detailDescription: "`{ vendor, locale }`",
  },
  joined: {
    description: "the client joined the line (or asked for a callback)",
    detailType: "{ id: number; confirm_code: string }",
    detailDescription: "`{ id, confirm_code }`",
  },
  booked: {
    description: "the client booked an appointment (also when converting a place in line)",
    detailType: "{ id: number; confirm_code: string }",
    detailDescription: "`{ id, confirm_code }` of the appointment",
  },
  cancelled: {
    description: "the client cancelled on a manage page (dispatched once that page lands), a place in line or a booked appointment",
    detailType: "{ id: number }",
    detailDescription: "the appointment's `{ id }`",
  },
  "step-changed": {
    description: "the element showed its first screen, or moved to another route",
    detailType: "{ path: string }",
    detailDescription: "`{ path }`",
  },
  error: {
    description: "the element could not go on (unknown vendor, nothing to book here, bad attributes)",
    detailType: "{ code: string; attributes?: string[] }",
    detailDescription: "`{ code }` (the API's error code, `services_unavailable`, or `invalid_attributes` with `attributes`)",
  },
};

/** What a host page may set on the element; the vendor's theme sets the first five. */
export const ELEMENT_CSS_PROPERTIES: readonly CssPropertyDeclaration[] = [
  { name: "--qb-primary", default: "theme, `#1a73e8`", description: "buttons, links and the map's markers" },
  { name: "--qb-secondary", default: "theme, `#5f6368`", description: "the map's marker of the chosen location" },
  { name: "--qb-font-family", default: 'theme, the element\'s own `"queue-booking Roboto"`', description: "the element's font" },
  { name: "--qb-font-weight", default: "theme, `400`", description: "body text weight" },
  { name: "--qb-font-weight-bold", default: "theme, `500`", description: "titles and buttons weight" },
  { name: "--qb-on-primary", default: "`#fff`", description: "text on `--qb-primary`" },
  { name: "--qb-text", default: "`#202124`", description: "text" },
  { name: "--qb-muted", default: "`#5f6368`", description: "hints, waits, the footer, the language picker's border" },
  { name: "--qb-background", default: "`#fff`", description: "the element's background" },
  { name: "--qb-surface", default: "`#f1f3f4`", description: "notices and instructions behind the form" },
  {
    name: "--qb-border",
    default: "`#80868b` on fields, `#dadce0` on cards",
    description: "borders of fields and cards; drawn as given, so a colour under 3:1 on `--qb-background` leaves fields below WCAG 1.4.11",
  },
  { name: "--qb-radius", default: "`8px`", description: "corners of cards" },
  { name: "--qb-focus", default: "`#1f1f1f`", description: "the focus ring (see below)" },
  { name: "--qb-error", default: "`#d93025`", description: "errors" },
  { name: "--qb-success", default: "`#137333`", description: "confirmations and open locations" },
  { name: "--qb-warning", default: "`#f9ab00`", description: "warnings" },
  { name: "--qb-warning-background", default: "`#fef7e0`", description: "behind warnings" },
  { name: "--qb-highlight", default: "`#e8f0fe`", description: "the chosen slot, location or row" },
  { name: "--qb-rating", default: "`#b06000`", description: "the feedback card's chosen stars" },
  { name: "--qb-snackbar", default: "`#323232`", description: "the snackbar's background" },
  { name: "--qb-on-snackbar", default: "`#fff`", description: "the snackbar's text" },
  { name: "--qb-map-background", default: "`#e5e3df`", description: "the map while its tiles load" },
  { name: "--qb-map-height", default: "`80vh`", description: "the location picker's map" },
  { name: "--qb-app-min-height", default: "`100%`", description: "the whole frame's least height (a hosted lobby board: the screen's)" },
  { name: "--qb-main-min-height", default: "`auto`", description: "the main column's least height (other hosted pages: the screen's)" },
];

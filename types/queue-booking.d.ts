// Written by scripts/write-element-manifest.ts from widget/src/element/element-api.ts (npm run build:manifest): do not edit.

/** The languages the element speaks. */
export type QueueBookingLocale = "en" | "es" | "fr" | "ko" | "pl" | "pt-BR" | "ru" | "zh-Hans";

/** The events `<queue-booking>` dispatches on itself, bubbling and composed. */
export interface QueueBookingEventMap {
  /** the vendor's settings are in and the first screen shows; `detail`: `{ vendor, locale }`. */
  "queue-booking:ready": CustomEvent<{ vendor: string; locale: QueueBookingLocale }>;
  /** the client joined the line (or asked for a callback); `detail`: `{ id, confirm_code }`. */
  "queue-booking:joined": CustomEvent<{ id: number; confirm_code: string }>;
  /** the client booked an appointment (also when converting a place in line); `detail`: `{ id, confirm_code }` of the appointment. */
  "queue-booking:booked": CustomEvent<{ id: number; confirm_code: string }>;
  /** the client cancelled on a manage page (dispatched once that page lands), a place in line or a booked appointment; `detail`: the appointment's `{ id }`. */
  "queue-booking:cancelled": CustomEvent<{ id: number }>;
  /** the element showed its first screen, or moved to another route; `detail`: `{ path }`. */
  "queue-booking:step-changed": CustomEvent<{ path: string }>;
  /** the element could not go on (unknown vendor, nothing to book here, bad attributes); `detail`: `{ code }` (the API's error code, `services_unavailable`, or `invalid_attributes` with `attributes`). */
  "queue-booking:error": CustomEvent<{ code: string; attributes?: string[] }>;
}

/** The `<queue-booking>` element: each attribute is also a property (read as the attribute was written). */
export interface QueueBookingElement extends HTMLElement {
  /** `vendor`: the vendor's slug, in any case (`Demo` is `demo`). Default: the server's choice (host's domain, `DEFAULT_VENDOR`). */
  vendor: string | undefined;
  /** `api-base`: origin of the queue-booking server. Default: where the script was loaded from. */
  apiBase: string | undefined;
  /** `location`: a location id: open its form instead of the location picker. Default: the picker. */
  location: `${number}` | undefined;
  /** `service`: a service id, preselected in the form. Default: none. */
  service: `${number}` | undefined;
  /** `meeting-method`: `1` in person, `2` phone, `3` video, `4` off site. Default: `1` (the URL's `meeting_method` wins). */
  meetingMethod: "1" | "2" | "3" | "4" | undefined;
  /** `mode`: `kiosk`, `tv`, `embed` (no header), `invitation`, in any case (`KIOSK`, as the spec writes them; the URL's `mode` likewise) — also the booked-through source. Default: online queue. */
  mode: "kiosk" | "tv" | "embed" | "invitation" | "KIOSK" | "TV" | "EMBED" | "INVITATION" | undefined;
  /** `lang`: `en`, `es`, `fr`, `ko`, `pl`, `pt-BR`, `ru`, `zh-Hans`, or any BCP 47 tag by best match (`en-US` is `en`, `pt` is `pt-BR`, `zh`/`zh-CN` are `zh-Hans`; there is no Traditional Chinese yet, and `zh-TW` is taken as `zh-Hans`); one the vendor does not offer (`client_view.available_languages`) gives way to the browser's best offered language, else the vendor's first. Default: the browser's languages (the URL's `lang` wins). */
  lang: string;
  /** `walk-in`: `true`/`1` or `false`/`0`: the spec's walk-in flag. Default: unset. */
  walkIn: "true" | "false" | "1" | "0" | "" | undefined;
  /** `document-title`: `true`: the element names the browser tab after its screen, "{screen's title} – {vendor}" ("Join the line – Maple & Main Credit Union", "Oops, something went wrong – …"), in the language shown; `false` stops a hosted page from doing so. Default: hosted pages: `true`; on a vendor's page: unset, the host's title is left alone. */
  documentTitle: "true" | "false" | undefined;
  /** `routing`: `memory`: the element keeps its screen to itself — it never writes the host page's URL or history, two elements on a page never share a screen, and a host link such as `#faq` leaves it alone (a deep link already in the URL hash, `#/callback-service/manage?id=…&code=…`, is read once at start, and the client's current visit comes back after a reload: see [A reload keeps the client's place](#a-reload-keeps-the-clients-place)); `hash`: an opt-in for one element to keep its screen in the URL hash (`#/callback-service/12`), so a reload or a bookmark comes back to it; `path`: real URLs, for pages whose server answers them (the hosted pages). Default: `memory`. */
  routing: "memory" | "path" | "hash" | undefined;
  /** `nonce`: the page's CSP nonce, put on the element's style tags. Default: none. */
  nonce: string | undefined;
  /** `csrf-token`: a token from `GET /api/v2/open/csrf`, saving one request. Default: fetched before the first write. */
  csrfToken: string | undefined;
  /** `settings`: JSON of `GET /api/v2/open/vendor`'s attributes, saving one request. Default: fetched. */
  settings: Record<string, unknown> | undefined;
  addEventListener<K extends keyof QueueBookingEventMap>(type: K, listener: (this: QueueBookingElement, event: QueueBookingEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: QueueBookingElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof QueueBookingEventMap>(type: K, listener: (this: QueueBookingElement, event: QueueBookingEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: QueueBookingElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** `<queue-booking>`'s attributes, named as in HTML. */
export interface QueueBookingAttributes {
  /** the vendor's slug, in any case (`Demo` is `demo`). Default: the server's choice (host's domain, `DEFAULT_VENDOR`). */
  vendor?: string | undefined;
  /** origin of the queue-booking server. Default: where the script was loaded from. */
  "api-base"?: string | undefined;
  /** a location id: open its form instead of the location picker. Default: the picker. */
  location?: `${number}` | undefined;
  /** a service id, preselected in the form. Default: none. */
  service?: `${number}` | undefined;
  /** `1` in person, `2` phone, `3` video, `4` off site. Default: `1` (the URL's `meeting_method` wins). */
  "meeting-method"?: "1" | "2" | "3" | "4" | undefined;
  /** `kiosk`, `tv`, `embed` (no header), `invitation`, in any case (`KIOSK`, as the spec writes them; the URL's `mode` likewise) — also the booked-through source. Default: online queue. */
  mode?: "kiosk" | "tv" | "embed" | "invitation" | "KIOSK" | "TV" | "EMBED" | "INVITATION" | undefined;
  /** `en`, `es`, `fr`, `ko`, `pl`, `pt-BR`, `ru`, `zh-Hans`, or any BCP 47 tag by best match (`en-US` is `en`, `pt` is `pt-BR`, `zh`/`zh-CN` are `zh-Hans`; there is no Traditional Chinese yet, and `zh-TW` is taken as `zh-Hans`); one the vendor does not offer (`client_view.available_languages`) gives way to the browser's best offered language, else the vendor's first. Default: the browser's languages (the URL's `lang` wins). */
  lang?: "en" | "es" | "fr" | "ko" | "pl" | "pt-BR" | "ru" | "zh-Hans" | (string & {}) | undefined;
  /** `true`/`1` or `false`/`0`: the spec's walk-in flag. Default: unset. */
  "walk-in"?: "true" | "false" | "1" | "0" | "" | undefined;
  /** `true`: the element names the browser tab after its screen, "{screen's title} – {vendor}" ("Join the line – Maple & Main Credit Union", "Oops, something went wrong – …"), in the language shown; `false` stops a hosted page from doing so. Default: hosted pages: `true`; on a vendor's page: unset, the host's title is left alone. */
  "document-title"?: "true" | "false" | undefined;
  /** `memory`: the element keeps its screen to itself — it never writes the host page's URL or history, two elements on a page never share a screen, and a host link such as `#faq` leaves it alone (a deep link already in the URL hash, `#/callback-service/manage?id=…&code=…`, is read once at start, and the client's current visit comes back after a reload: see [A reload keeps the client's place](#a-reload-keeps-the-clients-place)); `hash`: an opt-in for one element to keep its screen in the URL hash (`#/callback-service/12`), so a reload or a bookmark comes back to it; `path`: real URLs, for pages whose server answers them (the hosted pages). Default: `memory`. */
  routing?: "memory" | "path" | "hash" | undefined;
  /** the page's CSP nonce, put on the element's style tags. Default: none. */
  nonce?: string | undefined;
  /** a token from `GET /api/v2/open/csrf`, saving one request. Default: fetched before the first write. */
  "csrf-token"?: string | undefined;
  /** JSON of `GET /api/v2/open/vendor`'s attributes, saving one request. Default: fetched. */
  settings?: string | Record<string, unknown> | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    "queue-booking": QueueBookingElement;
  }
  // The events bubble and are composed: a listener on any element, the document or the window hears them.
  interface HTMLElementEventMap extends QueueBookingEventMap {}
  interface DocumentEventMap extends QueueBookingEventMap {}
  interface WindowEventMap extends QueueBookingEventMap {}
}

/**
 * The React root of one `<queue-booking>` element. r2wc hands it the attributes as props and
 * the shadow root as `container`; everything per element (store, i18n, API client, emotion
 * cache) is created here once, so several elements on a page never share state.
 */
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import { I18nProvider } from "@lingui/react";
import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from "react";
import * as v from "valibot";
import { DEFAULT_LOCALE, displayModeOf, isLocale, type Locale, type PublicVendorSettings } from "#contract";
import { createApiClient, type InlinedAnswer } from "../api/api-client.js";
import { App } from "../app/app.js";
import { preloadFirstScreen } from "../app/first-screen-preload.js";
import { activateLocale, createElementI18n } from "../i18n/element-i18n.js";
import { createNavigator } from "../routing/navigator.js";
import { rememberedVisit } from "../routing/remembered-visit.js";
import { BASE_PATH, type Route } from "../routing/route.js";
import { createElementStore } from "../store/element-store.js";
import { hostCss } from "../theme/theme-variables.js";
import { loadRoboto } from "../theme/load-fonts.js";
import { AdoptedStyleSheet, canAdoptSheets } from "../theme/adopted-style-sheet.js";
import { AttributeError, invalidAttributeNames } from "./attribute-error.js";
import { ElementAttributesSchema, type ElementAttributes } from "./element-attributes.js";
import { ElementContext, type ElementContextValue } from "./element-context.js";
import { elementLocale } from "./element-locale.js";
import { dispatchElementEvent } from "./element-events.js";
import { hostNonce } from "./host-nonce.js";
import { hasServerMarkup, releaseServerMarkup } from "./server-markup.js";

export interface QueueBookingProps {
  vendor?: string;
  apiBase?: string;
  location?: string;
  service?: string;
  meetingMethod?: string;
  mode?: string;
  lang?: string;
  walkIn?: string;
  documentTitle?: string;
  routing?: string;
  /** CSP nonce for the element's style tags. */
  nonce?: string;
  /** Inlined by hosted pages: a CSRF token, the vendor's public settings and the first screen's reads. */
  csrfToken?: string;
  settings?: PublicVendorSettings;
  answers?: InlinedAnswer[];
  /** The shadow root, from r2wc. */
  container?: HTMLElement;
}

/**
 * A screen the server painted is replaced only by the element's same screen, never by
 * "Loading…": its code and texts are had first (a failure is left to the screen, which says so).
 */
function takeOverScreen({ i18n, store, attributes }: ElementContextValue, shadow: ShadowRoot | undefined): Promise<void> {
  if (!hasServerMarkup(shadow)) return Promise.resolve();
  const { route } = store.getState();
  return preloadFirstScreen(i18n, route.path, displayModeOf(route.query.mode) ?? attributes.mode).catch(() => undefined);
}

/** Where the element's script came from; set by the script-tag entry. */
let scriptOrigin: string | undefined;
export function setScriptOrigin(origin: string | undefined): void {
  scriptOrigin = origin;
}

/** The server the element talks to. */
const apiBase = (attributes: ElementAttributes): string => attributes.apiBase ?? scriptOrigin ?? window.location.origin;

/** The vendor the element's API client names: its attribute, or the slug of the settings a hosted page gave it. */
const apiVendor = (attributes: ElementAttributes, settingsSlug: string | undefined): string | undefined => attributes.vendor ?? settingsSlug;

export function QueueBookingElement(props: QueueBookingProps) {
  const shadow = props.container as unknown as ShadowRoot | undefined;
  const host = shadow?.host ?? null;
  const parsed = useMemo(
    () =>
      v.safeParse(ElementAttributesSchema, {
        vendor: props.vendor || undefined,
        apiBase: props.apiBase || undefined,
        location: props.location || undefined,
        service: props.service || undefined,
        meetingMethod: props.meetingMethod || undefined,
        mode: props.mode || undefined,
        lang: props.lang || undefined,
        walkIn: props.walkIn,
        documentTitle: props.documentTitle,
        routing: props.routing || undefined,
      }),
    [props.vendor, props.apiBase, props.location, props.service, props.meetingMethod, props.mode, props.lang, props.walkIn, props.documentTitle, props.routing],
  );

  // The attribute is blanked by the browser under a header CSP; see host-nonce.ts.
  const nonce = props.nonce || hostNonce(host);
  const cache = useMemo(() => {
    const container = (shadow ?? document.head) as unknown as HTMLElement;
    const created = createCache({ key: "qb", container, nonce, prepend: true });
    // Constructed sheets need no nonce: styled under any Content-Security-Policy (adopted-style-sheet.ts).
    if (canAdoptSheets(shadow)) created.sheet = new AdoptedStyleSheet({ key: "qb", container, nonce }) as unknown as typeof created.sheet;
    return created;
  }, [shadow, nonce]);

  /** Bumped by `reload()` on a vendor's page: a new store, client and i18n, as on first mount. */
  const [generation, setGeneration] = useState(0);

  const settingsSlug = props.settings?.slug;
  // Kept across `reload()`: an element routing in memory comes back on the screen it was on.
  const navigator = useMemo(() => {
    if (!parsed.success) return null;
    const attributes = parsed.output;
    const start: Route = {
      path: attributes.location !== undefined ? `${BASE_PATH}/${attributes.location}` : BASE_PATH,
      query: {},
    };
    // On a vendor's page the client's live place comes back first, over a preset location
    // (routing/remembered-visit.ts); a deep link in the host's URL still wins over both.
    return createNavigator(attributes.routing, window, rememberedVisit(attributes, apiVendor(attributes, settingsSlug), apiBase(attributes)) ?? start);
  }, [parsed, settingsSlug]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one context per set of attributes and reload(); the server-given settings and token are read once, when it is made.
  const context = useMemo((): ElementContextValue | null => {
    if (!parsed.success || !navigator) return null;
    const attributes = parsed.output;
    const hosted = host?.hasAttribute("data-hosted") ?? false;
    const route = navigator.current();
    const store = createElementStore({ locale: elementLocale(attributes.lang, route, props.settings), route });
    const api = createApiClient({
      base: apiBase(attributes),
      vendor: apiVendor(attributes, props.settings?.slug),
      locale: () => store.getState().locale,
      answers: Array.isArray(props.answers) ? props.answers : undefined,
    });
    // Known from the page: the first render is the screen itself, never a loading frame.
    if (props.settings) store.getState().setVendor({ status: "ready", settings: props.settings });
    if (props.csrfToken) api.setCsrfToken(props.csrfToken);
    return {
      attributes,
      store,
      api,
      navigator,
      i18n: createElementI18n(),
      emit: (name, detail) => host && dispatchElementEvent(host, name, detail),
      navigate: (next, options) => navigator.go(next, options),
      hosted,
      reload: () => (hosted ? window.location.reload() : setGeneration((n) => n + 1)),
      handOffs: new Map(),
    };
    // The element is rebuilt only when its attributes change, or on reload().
  }, [parsed, navigator, host, generation]);

  const [localeReady, setLocaleReady] = useState(false);
  const [fallbackI18n] = useState(() => createElementI18n());

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per context (which holds the attributes); the fallback i18n, host and settings belong to that same element.
  useEffect(() => {
    if (!context) {
      void activateLocale(fallbackI18n, isLocale(props.lang) ? props.lang : DEFAULT_LOCALE).then(() => setLocaleReady(true));
      // The set-up screen tells the client; the console and an event tell the page's developer.
      const attributes = invalidAttributeNames(parsed.success ? [] : parsed.issues.map((i) => v.getDotPath(i) ?? ""));
      console.warn(`queue-booking: invalid_attributes (${attributes.join(", ")}); see docs/embedding.md, "Attributes"`);
      if (host) dispatchElementEvent(host, "error", { code: "invalid_attributes", attributes });
      return;
    }
    const { store, i18n, navigator, api } = context;
    loadRoboto(`${api.base}/widget/fonts`);
    let active = true;
    const apply = (locale: Locale): Promise<void> =>
      activateLocale(i18n, locale)
        .then(() => takeOverScreen(context, shadow))
        .then(() => {
          // Two quick switches: the slower load must not win over the language chosen last.
          const wanted = store.getState().locale;
          if (wanted !== locale) return apply(wanted);
          // A transition: the first render of the whole screen yields to the browser every few
          // milliseconds instead of holding the main thread (a phone's total blocking time).
          if (active) startTransition(() => setLocaleReady(true));
        });
    void apply(store.getState().locale);
    const stopLocale = store.subscribe((state, previous) => {
      if (state.locale !== previous.locale) void apply(state.locale);
    });
    const stopRoute = navigator.subscribe((route) => {
      store.getState().setRoute(route);
      context.emit("step-changed", { path: route.path });
    });
    // The first screen is a step too: a page's analytics see where the client started.
    context.emit("step-changed", { path: navigator.current().path });
    const vendorReady = (settings: PublicVendorSettings) => {
      // The language first, so the screens' first requests already ask for it.
      store.getState().setLocale(elementLocale(context.attributes.lang, store.getState().route, settings));
      store.getState().setVendor({ status: "ready", settings });
      context.emit("ready", { vendor: settings.slug, locale: store.getState().locale });
    };
    if (props.settings) vendorReady(props.settings);
    else
      void api.get<{ data: { attributes: PublicVendorSettings } }>("/api/v2/open/vendor").then((result) => {
        if (!active) return;
        if (result.ok) vendorReady(result.data.data.attributes);
        else {
          store.getState().setVendor({ status: "error", code: result.error.code });
          context.emit("error", { code: result.error.code });
        }
      });
    return () => {
      active = false;
      stopLocale();
      stopRoute();
    };
  }, [context]);

  // The server's rendering of the first screen (a hosted page's declarative shadow root) stays
  // on screen until this commit puts the element's own in its place: no blank frame between.
  useLayoutEffect(() => {
    if (localeReady) releaseServerMarkup(shadow);
  }, [localeReady, shadow]);

  if (!localeReady) return null;
  return (
    <CacheProvider value={cache}>
      <I18nProvider i18n={context?.i18n ?? fallbackI18n}>
        {context ? (
          <ElementContext.Provider value={context}>
            <App key={generation} />
          </ElementContext.Provider>
        ) : (
          <>
            <Global styles={hostCss(undefined)} />
            <AttributeError names={invalidAttributeNames(parsed.success ? [] : parsed.issues.map((i) => v.getDotPath(i) ?? ""))} />
          </>
        )}
      </I18nProvider>
    </CacheProvider>
  );
}

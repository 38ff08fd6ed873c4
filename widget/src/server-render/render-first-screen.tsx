/**
 * The server's rendering of a hosted page's first screen (server/src/hosted/first-screen.ts):
 * the element's own `App`, with the vendor's settings and the screen's reads the page inlines
 * (`answers`; the reads the screen asked for that they lack are handed back, `wanted`), rendered to HTML by React's server renderer for the element's declarative shadow
 * root, with emotion's styles as nonce'd `<style>` elements inside it. The browser paints it
 * before any script runs; the element then renders the same screen from the same answers and
 * puts it in place in one commit (`element/server-markup.ts`).
 *
 * Built by rollup.config.mjs into `dist/server-render/` (lingui's macros need the build), with
 * React and every other package left to the server's own `node_modules`: one React on both
 * sides. No window and no document here: the route comes from the page's URL and nothing moves
 * (a navigator that stays put), and nothing is fetched (a read the page did not inline stays
 * "Loading…", which the server does not send: see `rendered`).
 */
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { setupI18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import * as v from "valibot";
import type { FirstScreenInput, FirstScreenRender, Locale, WantedRead } from "#contract";
import { createApiClient } from "../api/api-client.js";
import { App } from "../app/app.js";
import { preloadEveryScreen } from "../app/first-screen-preload.js";
import { ElementAttributesSchema } from "../element/element-attributes.js";
import { ElementContext, type ElementContextValue } from "../element/element-context.js";
import type { Navigator } from "../routing/navigator.js";
import { parseRoute } from "../routing/route.js";
import { createElementStore } from "../store/element-store.js";
import { messages as en } from "../../../locales/en.js";
import { messages as es } from "../../../locales/es.js";
import { messages as fr } from "../../../locales/fr.js";
import { messages as ko } from "../../../locales/ko.js";
import { messages as pl } from "../../../locales/pl.js";
import { messages as ptBR } from "../../../locales/pt-BR.js";
import { messages as ru } from "../../../locales/ru.js";
import { messages as zhHans } from "../../../locales/zh-Hans.js";

/** Every core catalog at hand: the server renders any language without waiting. */
const CATALOGS: Record<Locale, Messages> = { en, es, fr, ko, pl, "pt-BR": ptBR, ru, "zh-Hans": zhHans };

/** A route that never moves: the server renders one screen. */
const stayingNavigator = (url: string): Navigator => {
  const route = parseRoute(url);
  return { current: () => route, go: () => undefined, subscribe: () => () => undefined };
};

/** A button tag that React wrote without `disabled`. */
const ENABLED_BUTTON = /<button(?![^>]*\sdisabled="")/g;

/** Drawn as the element will draw them, not greyed as disabled (which outranks `.qb-button[disabled]`). */
const UNTIL_SCRIPT_STYLE = '[data-until-script]:not([aria-disabled="true"]){opacity:1;cursor:progress}';

/** Marks the loading state (`chunks/lazy-screen.tsx`): a screen still waiting is not worth sending. */
const LOADING = /class="qb-loading"/;

/**
 * The inside of the element's shadow root for this page, or none when the screen could not be
 * rendered complete from the inlined answers (the page is then sent as before: the element
 * renders it itself); with the reads the screen asked for that the answers lacked.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreenRender> {
  const parsed = v.safeParse(ElementAttributesSchema, { ...input.attributes, routing: "path" });
  if (!parsed.success) return { html: undefined, wanted: [] };
  const wanted: WantedRead[] = [];
  const navigator = stayingNavigator(input.url);
  const store = createElementStore({ locale: input.locale, route: navigator.current(), vendor: { status: "ready", settings: input.settings } });
  const i18n = setupI18n({ locale: input.locale, messages: { [input.locale]: CATALOGS[input.locale] } });
  const context: ElementContextValue = {
    attributes: parsed.output,
    store,
    api: createApiClient({
      base: input.apiBase,
      vendor: parsed.output.vendor,
      locale: () => input.locale,
      answers: input.answers,
      onMissingAnswer: (path, query) => wanted.push({ path, query }),
      // Never called while rendering (reads run in effects); the server renders, it does not fetch.
      fetch: () => Promise.reject(new Error("no requests while rendering on the server")),
    }),
    navigator,
    i18n,
    emit: () => undefined,
    navigate: () => undefined,
    hosted: true,
    reload: () => undefined,
    handOffs: new Map(),
  };
  // Screens that are chunks of their own render in one pass, as the element renders them once it
  // has them (`app/first-screen-preload.ts`).
  await preloadEveryScreen(i18n);
  const cache = createCache({ key: "qb", nonce: input.nonce });
  const html = renderToString(
    <CacheProvider value={cache}>
      <I18nProvider i18n={i18n}>
        <ElementContext.Provider value={context}>
          <App />
        </ElementContext.Provider>
      </I18nProvider>
    </CacheProvider>,
  );
  if (LOADING.test(html)) return { html: undefined, wanted };
  // A button does nothing before the script runs, so it says so: disabled until the element's
  // own takes its place (drawn as usual meanwhile: `UNTIL_SCRIPT_STYLE`, sent only with the
  // server's screen, never in the element's download). This also
  // keeps a form, which has no action, from being sent by the browser with Enter: it would put
  // what was typed in the page's address (a GET).
  // Marked as the server's, so a page's script (and the browser tests) can tell when the
  // element has put its own screen in place.
  const marked = html
    .replace(ENABLED_BUTTON, '<button disabled="" data-until-script=""')
    .replace('<div class="qb-app"', `<style nonce="${input.nonce}">${UNTIL_SCRIPT_STYLE}</style><div data-server-painted="" class="qb-app"`);
  return { html: marked, wanted };
}

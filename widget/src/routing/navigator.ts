/**
 * Keeps the element's route in the page URL: the real path on hosted pages, the hash on a
 * vendor's page (so reloads and shared links work and the host's own routes are untouched).
 */
import { BASE_PATH, BOOK_PATH, formatRoute, parseRoute, vendorPrefix, type Route } from "./route.js";

export interface Navigator {
  current(): Route;
  go(route: Route, options?: { replace?: boolean }): void;
  subscribe(listener: (route: Route) => void): () => void;
}

export function createNavigator(mode: "path" | "hash", win: Window, initial: Route): Navigator {
  const read = (): Route => {
    if (mode === "path") return parseRoute(`${win.location.pathname}${win.location.search}`);
    const hash = win.location.hash.replace(/^#/, "");
    const bare = hash.slice(vendorPrefix(hash).length);
    return bare.startsWith(BASE_PATH) || bare.startsWith(BOOK_PATH) ? parseRoute(hash) : initial;
  };
  return {
    current: read,
    go(route, options = {}) {
      const target = formatRoute(route);
      if (mode === "path") {
        if (options.replace) win.history.replaceState(null, "", target);
        else win.history.pushState(null, "", target);
        // pushState fires no event; tell listeners ourselves.
        win.dispatchEvent(new PopStateEvent("popstate"));
      } else if (options.replace) {
        win.history.replaceState(null, "", `#${target}`);
        win.dispatchEvent(new HashChangeEvent("hashchange"));
      } else {
        win.location.hash = target;
      }
    },
    subscribe(listener) {
      const handler = () => listener(read());
      const event = mode === "path" ? "popstate" : "hashchange";
      win.addEventListener(event, handler);
      return () => win.removeEventListener(event, handler);
    },
  };
}

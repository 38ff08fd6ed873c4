/**
 * Where an element keeps its route:
 * - `memory` (the default on someone else's page): in the element alone. The host's URL, its
 *   history and its own links (`#faq`) are left alone, and two elements on one page never share
 *   a screen. A deep link the host's URL already carries (`#/callback-service/manage?id=…`, an
 *   older link form) is read once, at start; nothing is ever written back.
 * - `path` (hosted pages, which own their URL): the real path, so reloads and shared links work.
 * - `hash` (an opt-in for one element on a host page): the URL hash, written and followed.
 */
import { BASE_PATH, BOOK_PATH, formatRoute, parseRoute, vendorPrefix, type Route } from "./route.js";

export type RoutingMode = "memory" | "path" | "hash";

export interface Navigator {
  current(): Route;
  go(route: Route, options?: { replace?: boolean }): void;
  subscribe(listener: (route: Route) => void): () => void;
}

/** The element's route named by the URL hash, if the hash names one (else undefined). */
function hashRoute(win: Window): Route | undefined {
  const hash = win.location.hash.replace(/^#/, "");
  const bare = hash.slice(vendorPrefix(hash).length);
  return bare.startsWith(BASE_PATH) || bare.startsWith(BOOK_PATH) ? parseRoute(hash) : undefined;
}

export function createNavigator(mode: RoutingMode, win: Window, initial: Route): Navigator {
  if (mode === "memory") return memoryNavigator(hashRoute(win) ?? initial);
  const read = (): Route => (mode === "path" ? parseRoute(`${win.location.pathname}${win.location.search}`) : (hashRoute(win) ?? initial));
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

function memoryNavigator(start: Route): Navigator {
  let route = start;
  const listeners = new Set<(route: Route) => void>();
  return {
    current: () => route,
    go(next) {
      // Parsed back from its text, as a URL would be: the same route whatever the routing.
      route = parseRoute(formatRoute(next));
      for (const listener of [...listeners]) listener(route);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

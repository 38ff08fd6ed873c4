/**
 * The app's paths in the browser's history: `/office/…` moves push (or replace) a history
 * entry, and Back and Forward move the app. Paths are kept without a trailing slash, so
 * `/office/` and `/office` are one screen. The query and the hash are the screen's own (the link
 * page's token rides in the hash).
 */
export interface OfficeHistory {
  current(): string;
  go(path: string, options?: { replace?: boolean }): void;
  subscribe(listener: (path: string) => void): () => void;
}

export const normalisePath = (path: string): string => path.replace(/\/+$/, "") || "/";

export function createOfficeHistory(win: Window): OfficeHistory {
  const listeners = new Set<(path: string) => void>();
  const current = () => normalisePath(win.location.pathname);
  const tell = () => {
    for (const listener of listeners) listener(current());
  };
  win.addEventListener("popstate", tell);
  return {
    current,
    go(path, options = {}) {
      if (options.replace) win.history.replaceState(null, "", path);
      else if (path !== `${win.location.pathname}${win.location.search}${win.location.hash}`) win.history.pushState(null, "", path);
      tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

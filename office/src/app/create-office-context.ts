/**
 * Makes the app's store, history and API client for one page. The client takes its CSRF token
 * from the signed-in session and reads the session again for a fresh one; a call refused because
 * the session is gone (signed out elsewhere, a password changed on another device, expired)
 * signs the app out, with a word saying so.
 */
import type { Locale } from "#contract";
import { createOfficeApi } from "../api/office-api.js";
import { readSession } from "../api/office-calls.js";
import type { PageData } from "../page/page-data.js";
import { createOfficeHistory } from "../routing/office-history.js";
import { createOfficeStore } from "../store/office-store.js";
import type { OfficeContextValue } from "./office-context.js";

export function createOfficeContext(page: PageData, win: Window, locale: Locale = page.locale): OfficeContextValue {
  const history = createOfficeHistory(win);
  const store = createOfficeStore(history.current());
  history.subscribe((path) => store.getState().setPath(path));
  const csrfToken = () => {
    const { session } = store.getState();
    return session.status === "signed-in" ? session.session.csrf_token : undefined;
  };
  const api = createOfficeApi({
    base: page.apiBase,
    vendor: page.vendor?.slug,
    locale,
    csrfToken,
    async refreshCsrfToken() {
      const result = await readSession(api);
      if (!result.ok) return undefined;
      store.getState().setSession({ status: "signed-in", session: result.data });
      return result.data.csrf_token;
    },
    onSessionEnded() {
      if (store.getState().session.status === "signed-in") store.getState().setSession({ status: "signed-out", ended: true });
    },
  });
  return { store, api, history, page };
}

/** Who is signed in, asked once when the app starts. */
export async function loadSession(context: OfficeContextValue): Promise<void> {
  const result = await readSession(context.api);
  context.store.getState().setSession(result.ok ? { status: "signed-in", session: result.data } : { status: "signed-out", ended: false });
}

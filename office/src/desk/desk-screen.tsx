/**
 * The desk as a screen of the app (`/office/desk`, loaded as a chunk of its own): the staff API
 * with the signed-in session (its CSRF token, read again when stale; a call refused for a gone
 * session signs the app out), and the vendor's live channel on the page's own server.
 */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useOffice, useSignedIn } from "../app/office-context.js";
import { readSession } from "../api/office-calls.js";
import { createDeskApi } from "./desk-api.js";
import { createDeskHttp } from "./desk-http.js";
import { DeskView } from "./desk-view.js";
import { liveUrl } from "./live-channel.js";

export default function DeskScreen() {
  const { i18n } = useLingui();
  const { api, store, page } = useOffice();
  const vendor = useSignedIn().vendor.slug;
  const deskApi = useMemo(() => {
    const http = createDeskHttp({
      base: page.apiBase,
      locale: i18n.locale,
      csrfToken() {
        const { session } = store.getState();
        return session.status === "signed-in" ? session.session.csrf_token : undefined;
      },
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
    return createDeskApi(http);
  }, [api, store, page.apiBase, i18n.locale]);
  const live = useMemo(() => (page.apiBase ? liveUrl(page.apiBase, vendor) : undefined), [page.apiBase, vendor]);
  return <DeskView api={deskApi} liveUrl={live} />;
}

/**
 * The app's providers: the emotion cache (its style tags carry the page's nonce), the lingui
 * instance and the app's context, with the page-wide styles.
 */
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useMemo } from "react";
import { pageStyles } from "../ui/styles.js";
import { OfficeApp } from "./office-app.js";
import { OfficeContext, type OfficeContextValue } from "./office-context.js";

export function OfficeRoot({ context, i18n }: { context: OfficeContextValue; i18n: I18n }) {
  const nonce = context.page.nonce;
  const cache = useMemo(() => createCache({ key: "qbo", nonce }), [nonce]);
  return (
    <CacheProvider value={cache}>
      <I18nProvider i18n={i18n}>
        <OfficeContext.Provider value={context}>
          <Global styles={pageStyles} />
          <OfficeApp />
        </OfficeContext.Provider>
      </I18nProvider>
    </CacheProvider>
  );
}

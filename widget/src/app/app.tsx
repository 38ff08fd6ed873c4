/**
 * Chooses the screen for the current route and vendor (spec section 2), inside the header and
 * footer. The vendor's theme becomes the element's `:host` custom properties here.
 *
 * The screen's column is the page's `main` landmark only on the server's hosted pages, where the
 * element is the page. On a vendor's page it is part of the host's content, often inside the
 * host's own `main`: a second one would be a duplicate, nested landmark (WCAG 1.3.1; axe's
 * landmark-no-duplicate-main, landmark-main-is-top-level), so there it is a plain column.
 */
import { Global } from "@emotion/react";
import { Suspense, useRef } from "react";
import { useElement, useElementState } from "../element/element-context.js";
import { screenFor } from "../routing/route.js";
import { hostCss } from "../theme/theme-variables.js";
import { useFrameHeightReport } from "../embed/use-frame-height-report.js";
import { useDisplayMode } from "../routing/use-display-mode.js";
import { useMeetingMethod } from "../routing/use-meeting-method.js";
import { usePageLanguage } from "./use-page-language.js";
import { useScreenFocus } from "./use-screen-focus.js";
import { useDocumentTitle } from "../ui/use-document-title.js";
import { ErrorScreen } from "../ui/error-screen.js";
import { JoinFormScreen } from "../screens/join-form/join-form-screen.js";
import { BookingScreen } from "../screens/appointment-booking/booking-screen.js";
import { LocationSelectScreen } from "../screens/location-select/location-select-screen.js";
import { ManageScreen } from "../screens/manage/manage-screen.js";
import { NoticeScreen } from "../notices/notice-screens.js";
import { TvScreen } from "../screens/tv/tv-screen.js";
import { Footer } from "./footer.js";
import { Header } from "./header.js";
import { appStyles } from "./app-styles.js";
import { ChunkErrorBoundary, Loading } from "../chunks/lazy-screen.js";
import { KioskInactivity, KioskLayout } from "../kiosk/kiosk-parts.js";

export function App() {
  const vendor = useElementState((s) => s.vendor);
  const route = useElementState((s) => s.route);
  const method = useMeetingMethod();
  const screen = screenFor(route.path);
  const mode = useDisplayMode();
  const appRef = useRef<HTMLDivElement>(null);
  useFrameHeightReport(appRef, mode === "embed");
  const lang = usePageLanguage();
  const Main = useElement().hosted ? "main" : "div";
  useScreenFocus(appRef, route.path);
  useDocumentTitle(appRef);

  let body;
  if (vendor.status === "loading") {
    body = <Loading />;
  } else if (vendor.status === "error") {
    // Set up wrong (an origin not allowed, an unknown vendor): not the client's doing, and the
    // page's developer is told what to fix. Anything else failed: try again.
    const code = vendor.code;
    body = code === "origin_not_allowed" || code === "vendor_not_found" ? <NoticeScreen kind="not-set-up" code={code} /> : <ErrorScreen kind="error" />;
  } else if (mode === "tv" && screen.name !== "manage" && screen.name !== "not-found") {
    // A lobby board shows the line whatever the vendor takes online; its join code says the rest.
    body = <TvScreen locationPicker={<LocationSelectScreen />} />;
  } else if (screen.name === "manage") {
    body = <ManageScreen />;
  } else if (screen.name === "booking") {
    body = <BookingScreen />;
  } else if (!vendor.settings.callback_requests_enabled) {
    body = <NoticeScreen kind="not-available" />;
  } else if (!vendor.settings.meeting_methods.includes(method as 1 | 2 | 3 | 4)) {
    body = <NoticeScreen kind="unavailable-method" method={method} />;
  } else if (screen.name === "form") {
    body = <JoinFormScreen locationId={screen.locationId} />;
  } else if (screen.name === "start" || screen.name === "location-select") {
    body = <LocationSelectScreen />;
  } else {
    body = <ErrorScreen kind="not-found" />;
  }

  return (
    <div ref={appRef} className="qb-app" lang={lang} data-mode={mode ?? "online-queue"}>
      <Global styles={[hostCss(vendor.status === "ready" ? vendor.settings.theme : undefined), appStyles]} />
      {mode === "embed" ? null : <Header />}
      <Main className="qb-main">
        {mode === "kiosk" ? (
          <ChunkErrorBoundary>
            <Suspense fallback={<Loading />}>
              <KioskLayout />
              <KioskInactivity root={appRef} atStart={screen.name === "form"}>
                {body}
              </KioskInactivity>
            </Suspense>
          </ChunkErrorBoundary>
        ) : (
          body
        )}
      </Main>
      <Footer />
    </div>
  );
}

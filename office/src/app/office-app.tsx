/**
 * The app's frame: the header, and in `main` the screen for the path and the session — the link
 * page (`/office/link`) whoever is signed in, sign-in while nobody is, else the signed-in screen
 * of the route table (`routing/routes.ts`), the person's first one at `/office`. Focus and the
 * tab's title follow every change of screen.
 */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { HOME_PATH, LINK_PATH } from "../routing/paths.js";
import { findScreen, homeOf } from "../routing/routes.js";
import { NotFoundScreen } from "../screens/not-found/not-found-screen.js";
import { SignInScreen } from "../screens/sign-in/sign-in-screen.js";
import { OfficeHeader } from "../shell/office-header.js";
import { lazyScreen } from "../ui/lazy-screen.js";
import { Loading } from "../ui/loading.js";
import { mainStyle, wideMainStyle } from "../ui/styles.js";
import { useOffice, useOfficeState } from "./office-context.js";
import { useDocumentTitle } from "./use-document-title.js";
import { useScreenFocus } from "./use-screen-focus.js";

const LinkScreen = lazyScreen(() => import("../screens/link/link-screen.js"));

export function OfficeApp() {
  const { t } = useLingui();
  const { page, history } = useOffice();
  const session = useOfficeState((state) => state.session);
  const path = useOfficeState((state) => state.path);
  const rootRef = useRef<HTMLDivElement>(null);

  const signedIn = session.status === "signed-in" ? session.session : undefined;
  const atHome = signedIn !== undefined && path === HOME_PATH;
  useEffect(() => {
    if (atHome && signedIn) history.go(homeOf(signedIn.role), { replace: true });
  }, [atHome, signedIn, history]);

  const siteName = signedIn?.vendor.name ?? page.vendor?.name ?? t`Back office`;
  const screenKey = session.status === "loading" && path !== LINK_PATH ? undefined : `${session.status}:${path}`;
  useScreenFocus(rootRef, screenKey);
  useDocumentTitle(rootRef, siteName);

  const route = signedIn && path !== LINK_PATH ? findScreen(path, signedIn.role) : undefined;
  let screen: ReactNode;
  if (path === LINK_PATH) screen = <LinkScreen />;
  else if (session.status === "loading" || atHome) screen = <Loading />;
  else if (session.status === "signed-out") screen = <SignInScreen ended={session.ended} />;
  else {
    const Screen = route?.screen ?? NotFoundScreen;
    screen = <Screen />;
  }

  return (
    <div ref={rootRef}>
      <OfficeHeader siteName={siteName} session={path === LINK_PATH ? undefined : signedIn} />
      <main css={route?.wide ? [mainStyle, wideMainStyle] : mainStyle}>{screen}</main>
    </div>
  );
}

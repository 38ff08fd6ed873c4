/**
 * The page's header (`banner`): the vendor's name, and once signed in the nav of the screens the
 * person's role may open (`routing/routes.ts`), who they are, and "Sign out".
 */
import { useLingui } from "@lingui/react/macro";
import type { OfficeSessionAttributes } from "#contract";
import { useOfficeState } from "../app/office-context.js";
import { useGo } from "../app/use-go.js";
import { screensFor } from "../routing/routes.js";
import { FormAlert } from "../ui/form-alert.js";
import { useFailureMessage } from "../ui/use-failure-message.js";
import { headerStyle } from "./header-styles.js";
import { useRoleName } from "./role-name.js";
import { useSignOut } from "./use-sign-out.js";

export function OfficeHeader({ siteName, session }: { siteName: string; session: OfficeSessionAttributes | undefined }) {
  return (
    <header css={headerStyle}>
      <div className="bar">
        <p className="site">{siteName}</p>
        {session ? <SignedInBar session={session} /> : null}
      </div>
    </header>
  );
}

function SignedInBar({ session }: { session: OfficeSessionAttributes }) {
  const { t, i18n } = useLingui();
  const path = useOfficeState((state) => state.path);
  const { linkProps } = useGo();
  const { signOut, failure, busy } = useSignOut();
  const failureMessage = useFailureMessage();
  const name = session.staff.full_name;
  const role = useRoleName(session.role);
  return (
    <>
      <nav aria-label={t`Back office`}>
        <ul>
          {screensFor(session.role).map((route) => {
            const current = path === route.path || path.startsWith(`${route.path}/`);
            return (
              <li key={route.path}>
                <a {...linkProps(route.path)} aria-current={current ? "page" : undefined}>
                  {i18n._(route.nav)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="person">
        <p>{t`${name} (${role})`}</p>
        <button type="button" onClick={() => void (busy || signOut())} aria-disabled={busy || undefined}>
          {t`Sign out`}
        </button>
      </div>
      {failure ? <FormAlert id="sign-out-error" message={failureMessage(failure)} /> : null}
    </>
  );
}

/** An action's name for people; an action this screen does not know (a newer server's) is shown as it is. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";

const LABELS: Record<string, MessageDescriptor> = {
  "document.change": msg`Setup changed`,
  "staff.deactivate": msg`Staff member deactivated`,
  "staff.activate": msg`Staff member reactivated`,
  invite: msg`Invitation sent`,
  "invite.accepted": msg`Invitation accepted`,
  sign_in: msg`Signed in`,
  "sign_in.failed": msg`Failed sign-in`,
  "sign_in.limited": msg`Sign-in limited`,
  sign_out: msg`Signed out`,
  "password.change": msg`Password changed`,
  "link.sent": msg`Sign-in link sent`,
  "token.create": msg`API token created`,
  "token.revoke": msg`API token revoked`,
  "webhook.create": msg`Webhook added`,
  "webhook.change": msg`Webhook changed`,
  "webhook.delete": msg`Webhook deleted`,
  "webhook.rotate": msg`Webhook secret rotated`,
  "vendor.create": msg`Vendor created`,
  export: msg`Export`,
  "privacy.export": msg`Client data exported`,
  "privacy.erasure": msg`Client data erased`,
};

export function useActionLabel(): (action: string) => string {
  const { i18n } = useLingui();
  return useCallback(
    (action: string) => {
      const label = LABELS[action];
      return label ? i18n._(label) : action;
    },
    [i18n],
  );
}

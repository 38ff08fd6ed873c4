/** The email as the contract takes it (trimmed, lower case), or what is wrong with it, translated. */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import * as v from "valibot";
import { LinkRequestBodySchema } from "#contract";

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

export function useCheckEmail(): (value: string) => EmailCheck {
  const { t } = useLingui();
  return useCallback(
    (value: string) => {
      if (!value.trim()) return { ok: false, error: t`Enter your email address.` };
      const parsed = v.safeParse(LinkRequestBodySchema, { email: value });
      return parsed.success ? { ok: true, email: parsed.output.email } : { ok: false, error: t`Enter an email address like name@example.com.` };
    },
    [t],
  );
}

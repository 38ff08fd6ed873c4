/**
 * A new password asked twice, with the contract's rule (`PASSWORD_MIN_LENGTH` to 200 characters,
 * any characters, never trimmed) checked before anything is sent. Used by the link page and the
 * account screen.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback, type Ref } from "react";
import { PASSWORD_MIN_LENGTH } from "#contract";
import { TextField } from "./text-field.js";

const PASSWORD_MAX_LENGTH = 200;

export interface NewPasswordValue {
  password: string;
  repeat: string;
}

export interface NewPasswordErrors {
  password?: string | undefined;
  repeat?: string | undefined;
}

/** The errors of a new password, translated; empty when it may be sent. */
export function useCheckNewPassword(): (value: NewPasswordValue) => NewPasswordErrors {
  const { t } = useLingui();
  return useCallback(
    ({ password, repeat }: NewPasswordValue) => {
      const min = PASSWORD_MIN_LENGTH;
      const max = PASSWORD_MAX_LENGTH;
      if (password.length < min) return { password: t`Use at least ${min} characters.` };
      if (password.length > max) return { password: t`Use at most ${max} characters.` };
      if (repeat !== password) return { repeat: t`The two passwords are not the same.` };
      return {};
    },
    [t],
  );
}

export interface NewPasswordFieldsProps {
  idPrefix: string;
  value: NewPasswordValue;
  onChange(value: NewPasswordValue): void;
  errors: NewPasswordErrors;
  passwordRef?: Ref<HTMLInputElement>;
  repeatRef?: Ref<HTMLInputElement>;
}

export function NewPasswordFields({ idPrefix, value, onChange, errors, passwordRef, repeatRef }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  return (
    <>
      <TextField
        id={`${idPrefix}-new-password`}
        type="password"
        autoComplete="new-password"
        label={t`New password`}
        hint={t`At least ${min} characters. A few words you will remember make a good one.`}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password}
        required
        inputRef={passwordRef}
      />
      <TextField
        id={`${idPrefix}-repeat-password`}
        type="password"
        autoComplete="new-password"
        label={t`Repeat the new password`}
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })}
        error={errors.repeat}
        required
        inputRef={repeatRef}
      />
    </>
  );
}

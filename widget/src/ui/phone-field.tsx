/**
 * "Phone number to call back" with the country it belongs to: the location's country first
 * (else the US), then the preferred countries, then any other country (written with +).
 * Country names come from Intl in the element's language, so no country list ships.
 *
 * The country is a compact prefix ("US ▾"): a native select is as wide as its longest option,
 * which left the number a sliver of a phone's width. The select itself stays the control —
 * transparent, laid over the prefix — so its label, keyboard and native picker are unchanged.
 */
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { FieldErrorCode } from "#contract";
import { useElementState } from "../element/element-context.js";
import { phoneCountries } from "../client-form/phone-country.js";
import { TextField, type TextFieldProps } from "./text-field.js";

export interface PhoneFieldProps {
  value: string;
  country: string;
  locationCountry: string;
  required: boolean;
  disabled: boolean;
  error: FieldErrorCode | undefined;
  autoComplete: string;
  /** The "phone or email" message, shared with the email field. */
  sharedError?: TextFieldProps["sharedError"];
  onChange(value: string): void;
  onCountryChange(country: string): void;
}

export function PhoneField(props: PhoneFieldProps) {
  const { t } = useLingui();
  const locale = useElementState((s) => s.locale);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    return phoneCountries(props.locationCountry).map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale, props.locationCountry]);

  const select = (
    <label className="qb-phone-country">
      <span className="qb-visually-hidden">{t`Country of the phone number`}</span>
      <span aria-hidden="true">{props.country || "+"}</span>
      <select name="phone-country" value={props.country} disabled={props.disabled} onChange={(e) => props.onCountryChange(e.target.value)}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
        <option value="">{t`Other country (start with +)`}</option>
      </select>
    </label>
  );

  return (
    <TextField
      id="qb-phone"
      type="tel"
      label={t`Phone number to call back`}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      autoComplete={props.autoComplete}
      inputMode="tel"
      sharedError={props.sharedError}
      maxLength={40}
      before={select}
    />
  );
}

/**
 * The language picker: a native select (the platform's own list, which screen readers know),
 * each language named in itself. Arrow keys (and typed letters) on the closed select change its
 * value at each press, and the whole element would switch language under the client's fingers
 * (a screen reader then reads the next option in a language it did not expect). So a value
 * reached with the keyboard on the closed select waits: Enter or leaving the picker applies it.
 * A language picked from the open list (pointer, touch, or Enter in the list) applies at once.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import type { Locale } from "#contract";

/** A change this soon after a key press on the select came from that key, not from the open list. */
const KEY_CHANGE_MS = 50;

/**
 * Each language named in itself, so a person can find their own ("Español", "한국어"), from the
 * browser's own data as the phone field's country names are, so no list ships with the form.
 */
export function languageName(locale: Locale): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export function LanguagePicker({ offered, locale, onChoose }: { offered: readonly Locale[]; locale: Locale; onChoose(next: string): void }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<string | null>(null);
  const keyAt = useRef(-Infinity);
  const apply = (value: string) => {
    setPending(null);
    if (value !== locale) onChoose(value);
  };
  return (
    <label>
      <span className="qb-visually-hidden">{t`Language`}</span>
      <select
        className="qb-language-picker"
        value={pending ?? locale}
        onKeyDown={(event) => {
          if (event.key === "Enter" && pending !== null) {
            event.preventDefault();
            apply(pending);
          } else keyAt.current = performance.now();
        }}
        onChange={(event) => {
          if (performance.now() - keyAt.current < KEY_CHANGE_MS) setPending(event.target.value);
          else apply(event.target.value);
        }}
        onBlur={() => {
          if (pending !== null) apply(pending);
        }}
      >
        {offered.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A rating in half stars (spec section 9: "Rating steps: half a star"): ten radio buttons in a
 * fieldset, two per star, each drawn as one half of its star. Native radios give keyboard use
 * (arrow keys) and screen-reader names ("3.5 stars") for free.
 */
import { Plural, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";

export const RATING_STEPS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

export interface StarRatingProps {
  name: string;
  legend: ReactNode;
  value: number | null;
  onChange(value: number): void;
  disabled?: boolean;
  /** The id of the error that describes the group ("rating required"); the group is invalid while it shows. */
  errorId?: string | undefined;
}

export function StarRating({ name, legend, value, onChange, disabled, errorId }: StarRatingProps) {
  const { i18n } = useLingui();
  const number = (n: number) => i18n.number(n, { maximumFractionDigits: 1 });
  return (
    <fieldset className="qb-stars" disabled={disabled} aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend>{legend}</legend>
      <div className="qb-stars-row">
        {RATING_STEPS.map((step) => {
          const shown = number(step);
          return (
            <label key={step} className={`qb-star-half ${step % 1 ? "qb-star-left" : "qb-star-right"}${value !== null && step <= value ? " qb-star-on" : ""}`}>
              <input type="radio" name={name} value={step} checked={value === step} onChange={() => onChange(step)} />
              <span className="qb-star-glyph" aria-hidden="true">
                ★
              </span>
              <span className="qb-visually-hidden">
                <Plural value={step} one={`${shown} star`} other={`${shown} stars`} />
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

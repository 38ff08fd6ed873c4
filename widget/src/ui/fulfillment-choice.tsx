/**
 * Walk-in or curbside (spec section 4). The choice shows only when the service allows both
 * and curbside is offered here; a curbside-only service says so instead.
 */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FulfillmentMethod, type FieldErrorCode } from "#contract";
import { FieldError } from "./field-error.js";
import type { FulfillmentChoice as Choice } from "../client-form/fulfillment-rules.js";

export interface FulfillmentChoiceProps {
  choice: Choice;
  error: FieldErrorCode | undefined;
  onChange(method: FulfillmentMethod): void;
}

export function FulfillmentChoice({ choice, error, onChange }: FulfillmentChoiceProps) {
  if (choice.kind === "forced") {
    return choice.method === FulfillmentMethod.curbside ? (
      <p className="qb-hint">
        <Trans>This service is offered by curbside pickup only.</Trans>
      </p>
    ) : null;
  }
  const option = (method: FulfillmentMethod, label: ReactNode) => (
    <label className="qb-check">
      <input type="radio" name="fulfillment" checked={choice.method === method} onChange={() => onChange(method)} />
      {label}
    </label>
  );
  return (
    <fieldset className="qb-fieldset" aria-describedby="qb-fulfillment-error">
      <legend>
        <Trans>How would you like to be served?</Trans>
      </legend>
      {option(FulfillmentMethod.walkIn, <Trans>Walk in</Trans>)}
      {option(FulfillmentMethod.curbside, <Trans>Curbside pickup</Trans>)}
      <FieldError id="qb-fulfillment-error" code={error} />
    </fieldset>
  );
}

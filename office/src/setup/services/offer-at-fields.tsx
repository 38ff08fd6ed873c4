/**
 * "Offer it at", for a new service: the branches to offer it at (found by typing, shown 25 at a
 * time, with "every branch" so 1,000 branches stay quick) and the ways to meet there. Without
 * a branch a new service is listed nowhere.
 */
import { useLingui } from "@lingui/react/macro";
import { useDeferredValue, useMemo, useState } from "react";
import { MEETING_METHODS, type MeetingMethod, type VendorDocument } from "#contract";
import { TextField } from "../../ui/text-field.js";
import { CheckboxField } from "../fields/checkbox-field.js";
import { FieldError } from "../fields/field-parts.js";
import { useMethodName } from "../locations/use-method-name.js";

const SHOWN = 25;
const folded = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

export interface OfferAtProps {
  doc: VendorDocument;
  branches: Set<string>;
  methods: MeetingMethod[];
  onBranches(branches: Set<string>): void;
  onMethods(methods: MeetingMethod[]): void;
  methodsError?: string | undefined;
}

export function OfferAtFields({ doc, branches, methods, onBranches, onMethods, methodsError }: OfferAtProps) {
  const { t } = useLingui();
  const methodName = useMethodName();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const found = useMemo(() => {
    const words = folded(deferred).split(/\s+/).filter(Boolean);
    return doc.locations.filter((l) => words.every((w) => folded(`${l.name} ${l.key} ${l.address} ${l.city}`).includes(w)));
  }, [doc.locations, deferred]);
  const all = doc.locations.length > 0 && branches.size === doc.locations.length;
  const toggle = (key: string, on: boolean) => {
    const next = new Set(branches);
    if (on) next.add(key);
    else next.delete(key);
    onBranches(next);
  };
  const chosen = branches.size;
  return (
    <fieldset>
      <legend>{t`Offer it at`}</legend>
      <fieldset>
        <legend>{t`Ways to meet`}</legend>
        {MEETING_METHODS.map((method) => (
          <CheckboxField
            key={method}
            id={`service-method-${method}`}
            label={methodName(method)}
            checked={methods.includes(method)}
            onChange={(on) => onMethods(on ? [...methods, method].sort() : methods.filter((m) => m !== method))}
          />
        ))}
        <FieldError id="service-method-1" error={methodsError} />
      </fieldset>
      <CheckboxField
        id="service-all-branches"
        label={t`Every branch`}
        checked={all}
        onChange={(on) => onBranches(on ? new Set(doc.locations.map((l) => l.key)) : new Set())}
      />
      <TextField id="service-branch-search" label={t`Find a branch`} hint={t`${chosen} chosen.`} value={query} onChange={setQuery} />
      {found.slice(0, SHOWN).map((location) => (
        <CheckboxField
          key={location.key}
          id={`service-branch-${location.key}`}
          label={location.name || location.address}
          checked={branches.has(location.key)}
          onChange={(on) => toggle(location.key, on)}
        />
      ))}
      {found.length > SHOWN ? <p>{t`More branches match; type more of the name to find them.`}</p> : null}
    </fieldset>
  );
}

/**
 * Dated closures (a holiday, a training day) or a person's leave: rows of "Starts", "Ends" (local
 * date and time in the branch's zone, the end not included) and "Reason", added and removed by
 * buttons. A new row is the whole of tomorrow.
 */
import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { TimeOff } from "#contract";
import { secondaryButtonStyle } from "../../ui/styles.js";
import { TextField } from "../../ui/text-field.js";
import { fieldStyle } from "./field-style.js";
import { FieldError } from "./field-parts.js";

export interface TimeOffFieldsProps {
  idPrefix: string;
  legend: string;
  value: TimeOff[];
  onChange(update: (rows: TimeOff[]) => TimeOff[]): void;
  /** An error at `{index}.start`, `{index}.end`, `{index}.reason`. */
  errorOf?(path: string): string | undefined;
  /** A branch's closures (the default), or a person's leave: the rows' and buttons' words. */
  kind?: "closure" | "leave";
}

const localDay = (offsetDays: number): string => {
  const at = new Date(Date.now() + offsetDays * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

function DateTimeField(props: { id: string; label: string; value: string; onChange(value: string): void; error: string | undefined }) {
  return (
    <div css={fieldStyle}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="datetime-local"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError id={props.id} error={props.error} />
    </div>
  );
}

export function TimeOffFields({ idPrefix, legend, value, onChange, errorOf, kind = "closure" }: TimeOffFieldsProps) {
  const { t } = useLingui();
  const leave = kind === "leave";
  const listRef = useRef<HTMLFieldSetElement>(null);
  const focusLater = (selector: string) => requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(selector)?.focus());
  const setRow = (i: number, patch: Partial<TimeOff>) => onChange((rows) => rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset ref={listRef}>
      <legend>{legend}</legend>
      {value.map((row, i) => {
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are their position in the list.
          <fieldset key={i}>
            <legend>{leave ? t`Leave ${n}` : t`Closure ${n}`}</legend>
            <DateTimeField
              id={`${idPrefix}-${i}-start`}
              label={t`Starts`}
              value={row.start}
              onChange={(start) => setRow(i, { start })}
              error={errorOf?.(`${i}.start`)}
            />
            <DateTimeField id={`${idPrefix}-${i}-end`} label={t`Ends`} value={row.end} onChange={(end) => setRow(i, { end })} error={errorOf?.(`${i}.end`)} />
            <TextField
              id={`${idPrefix}-${i}-reason`}
              label={t`Reason`}
              value={row.reason}
              onChange={(reason) => setRow(i, { reason })}
              error={errorOf?.(`${i}.reason`)}
            />
            <button
              type="button"
              css={secondaryButtonStyle}
              onClick={() => {
                onChange((rows) => rows.filter((_, j) => j !== i));
                focusLater(`#${idPrefix}-add`);
              }}
            >
              {leave ? t`Remove leave ${n}` : t`Remove closure ${n}`}
            </button>
          </fieldset>
        );
      })}
      <button
        id={`${idPrefix}-add`}
        type="button"
        css={secondaryButtonStyle}
        onClick={() => {
          onChange((rows) => [...rows, { start: `${localDay(1)}T00:00`, end: `${localDay(2)}T00:00`, reason: "" }]);
          focusLater(`#${idPrefix}-${value.length}-start`);
        }}
      >
        {leave ? t`Add leave` : t`Add a closure`}
      </button>
    </fieldset>
  );
}

/** Rows whose end is not after their start, by `{index}.end`. */
export function timeOffProblems(rows: readonly TimeOff[]): Set<string> {
  const problems = new Set<string>();
  rows.forEach((row, i) => {
    if (!row.start) problems.add(`${i}.start`);
    if (!row.end || row.end <= row.start) problems.add(`${i}.end`);
  });
  return problems;
}

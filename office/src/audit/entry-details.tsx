/**
 * An entry's details, compact: a setup change as "path: before → after" per changed field
 * (values as JSON, shortened), anything else as "key: value".
 */
import { useLingui } from "@lingui/react/macro";
import type { AuditEntry } from "#contract";

const MOST = 60;

/** A value as JSON, cut to a readable length; `undefined` and `null` both read "null". */
export function shortValue(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? "null");
  return text.length > MOST ? `${text.slice(0, MOST - 1)}…` : text;
}

interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

const isChange = (item: unknown): item is Change => typeof item === "object" && item !== null && typeof (item as Change).path === "string";

export function EntryDetails({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const { changes, more } = entry.detail;
  if (entry.action === "document.change" && Array.isArray(changes)) {
    const left = typeof more === "number" ? more : 0;
    return (
      <ul>
        {changes.filter(isChange).map((change) => (
          <li key={change.path}>{`${change.path}: ${shortValue(change.before)} → ${shortValue(change.after)}`}</li>
        ))}
        {left > 0 ? <li>{t`and ${left} more`}</li> : null}
      </ul>
    );
  }
  const pairs = Object.entries(entry.detail);
  if (pairs.length === 0) return null;
  return (
    <ul>
      {pairs.map(([key, value]) => (
        <li key={key}>{`${key}: ${typeof value === "string" ? value : shortValue(value)}`}</li>
      ))}
    </ul>
  );
}

/**
 * The line: those being served first, then the waiting walk-ins with the booked clients who are
 * there among them, as the server orders them. Not a live region: what changed is said once by
 * the announcer, never the whole line again.
 */
import { Plural, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { BookingEntry } from "./booking-entry.js";
import { useDeskState } from "./desk-context.js";
import { entryListStyle } from "./entry-style.js";
import { PlaceEntry } from "./place-entry.js";
import { useFocusIntent } from "./use-focus-intent.js";

export function LineList() {
  const { t } = useLingui();
  const line = useDeskState((s) => s.line);
  const list = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIntent("line", list, heading, line);
  const waiting = line?.data.filter((e) => e.attributes.status === 1).length ?? 0;
  return (
    <section ref={list} aria-labelledby="desk-line-title">
      <h2 id="desk-line-title" ref={heading} tabIndex={-1}>
        {t`The line`}
      </h2>
      {line === undefined ? (
        <p>{t`Loading the line…`}</p>
      ) : line.data.length === 0 ? (
        <p>{t`Nobody is waiting.`}</p>
      ) : (
        <>
          <p>
            <Plural value={waiting} one="# client waiting" other="# clients waiting" />
          </p>
          <ol css={entryListStyle}>
            {line.data.map((entry, index) =>
              entry.type === "appointments" ? (
                <BookingEntry key={`${entry.type}-${entry.id}`} entry={entry} index={index} />
              ) : (
                <PlaceEntry key={`${entry.type}-${entry.id}`} entry={entry} index={index} />
              ),
            )}
          </ol>
        </>
      )}
    </section>
  );
}

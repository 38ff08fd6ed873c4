/**
 * The lobby board of one location, kept current: read once, again after every change of its
 * line (`WaitTimeRecalculated` on `location.{id}`), after every (re)subscription of the live
 * connection, and every `REFRESH_EVERY_MS` so waits move on while the line stands still and a
 * board whose connection died catches up. Reads never overlap: changes arriving during a read
 * are folded into one more read after it. A failed refresh keeps the last board on screen,
 * marked stale, until a later read succeeds. A `WaitTimeRecalculated` delta is not patched in:
 * the board shows what no delta carries (names, who is being served, each service's wait for a
 * client joining now, the count), so it is only the signal to read.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isLocale, LobbyBoardSchema, locationChannel, type LobbyBoard } from "../../contract/index.js";
import { useElement, useElementState } from "../../element/element-context.js";
import { useLiveChannel } from "../../live/use-live-channel.js";
import { getValidated } from "../booking-form/get-validated.js";

/** Waits are minutes from now, so the board reads again at least this often. */
export const REFRESH_EVERY_MS = 30_000;

export type LobbyBoardState =
  | { status: "loading" }
  | { status: "failed"; code: string }
  | { status: "ready"; board: LobbyBoard; stale: boolean };

export function useLobbyBoard(locationId: number): LobbyBoardState {
  const { api, attributes } = useElement();
  const locale = useElementState((s) => s.locale);
  const queryLang = useElementState((s) => s.route.query.lang);
  // The join code opens the form in the board's language only when one was asked for;
  // otherwise each phone keeps its own.
  const lang = isLocale(queryLang) ? queryLang : attributes.lang;
  const [state, setState] = useState<LobbyBoardState>({ status: "loading" });
  const reading = useRef(false);
  const again = useRef(false);
  /** Bumped when the inputs change or the board unmounts, so late answers are dropped. */
  const generation = useRef(0);

  const read = useCallback(() => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    const mine = generation.current;
    void getValidated(api, `/api/v2/open/locations/${locationId}/lobby`, LobbyBoardSchema, { lang }).then((result) => {
      if (mine !== generation.current) return;
      reading.current = false;
      if (result.ok) setState({ status: "ready", board: result.data, stale: false });
      else setState((previous) => (previous.status === "ready" ? { ...previous, stale: true } : { status: "failed", code: result.error.code }));
      if (again.current) {
        again.current = false;
        read();
      }
    });
    // The locale is not read here but goes out as Accept-Language: a new one means a new read.
  }, [api, locationId, lang, locale]);

  // The caller keys the board by location, so this state starts afresh for another one; a new
  // language keeps the board on screen while it is read again.
  useEffect(() => {
    read();
    const timer = setInterval(read, REFRESH_EVERY_MS);
    return () => {
      clearInterval(timer);
      generation.current += 1;
      reading.current = false;
      again.current = false;
    };
  }, [read]);

  useLiveChannel(locationChannel(locationId), {
    onEvent: (frame) => {
      if (frame.event === "WaitTimeRecalculated") read();
    },
    onResync: read,
  });

  return state;
}

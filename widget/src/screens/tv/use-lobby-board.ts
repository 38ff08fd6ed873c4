/**
 * The lobby board of one location, kept current. A `WaitTimeRecalculated` delta on
 * `location.{id}` is applied at once to the clients the board shows (a new estimate; one who
 * left goes, and those behind move up); what no delta carries — a newcomer's name, who is being
 * served, each service's wait for someone joining now, the count — is read again at once after a
 * quiet spell, and at most once every `READ_AFTER_CHANGE_MS` however busy the line, so a board
 * costs the server the same at ten changes a second as at one. It is read at once after a (re)subscription or a `resync`
 * (frames may have been missed), and every `REFRESH_EVERY_MS` so waits move on while the line
 * stands still. Reads never overlap. A failed refresh keeps the last board on screen, marked
 * stale, until a later read succeeds.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { isLocale, LobbyBoardSchema, locationChannel, type LobbyBoard } from "#contract";
import { useElement, useElementState } from "../../element/element-context.js";
import { useLiveChannel } from "../../live/use-live-channel.js";
import { getValidated } from "../../api/get-validated.js";
import { takeInlinedAnswer } from "../../api/inlined-answer.js";

/** Waits are minutes from now, so the board reads again at least this often. */
export const REFRESH_EVERY_MS = 30_000;
/** After a change, what deltas do not carry is read again at most this often (at once after a quiet spell). */
export const READ_AFTER_CHANGE_MS = 2_000;

const DeltaSchema = v.array(v.object({ id: v.number(), attributes: v.object({ expected_start: v.nullable(v.string()), left: v.optional(v.literal(true)) }) }));

/** The board with a delta applied to the waiting clients it shows. */
export function applyWaitDelta(board: LobbyBoard, delta: v.InferOutput<typeof DeltaSchema>): LobbyBoard {
  const changes = new Map(delta.map((item) => [item.id, item.attributes]));
  const shown = board.data.attributes.waiting;
  if (!shown.some((entry) => changes.has(entry.id))) return board;
  const left = shown.filter((entry) => changes.get(entry.id)?.left).length;
  const waiting = shown
    .filter((entry) => !changes.get(entry.id)?.left)
    .map((entry, index) => {
      const change = changes.get(entry.id);
      const expected = change && board.data.attributes.show_wait_time ? change.expected_start : entry.expected_start;
      return { ...entry, position: index + 1, expected_start: expected };
    });
  return {
    ...board,
    data: { ...board.data, attributes: { ...board.data.attributes, waiting } },
    meta: { ...board.meta, waiting_total: Math.max(waiting.length, board.meta.waiting_total - left) },
  };
}

export type LobbyBoardState = { status: "loading" } | { status: "failed"; code: string } | { status: "ready"; board: LobbyBoard; stale: boolean };

export function useLobbyBoard(locationId: number): LobbyBoardState {
  const { api, attributes } = useElement();
  const locale = useElementState((s) => s.locale);
  const queryLang = useElementState((s) => s.route.query.lang);
  // The join code opens the form in the board's language only when one was asked for;
  // otherwise each phone keeps its own.
  const lang = isLocale(queryLang) ? queryLang : attributes.lang;
  const path = `/api/v2/open/locations/${locationId}/lobby`;
  // A hosted page's inlined board: the first render shows it, and the first read waits for the refresh.
  const [state, setState] = useState<LobbyBoardState>(() => {
    const board = takeInlinedAnswer(api, path, LobbyBoardSchema, { lang });
    return board ? { status: "ready", board, stale: false } : { status: "loading" };
  });
  const inlined = useRef(state.status === "ready");
  const reading = useRef(false);
  const again = useRef(false);
  /** Bumped when the inputs change or the board unmounts, so late answers are dropped. */
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the language goes out as Accept-Language: a new one means a new read.
  const read = useCallback(() => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    const mine = generation.current;
    void getValidated(api, path, LobbyBoardSchema, { lang }).then((result) => {
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
    if (inlined.current) inlined.current = false;
    else read();
    const timer = setInterval(read, REFRESH_EVERY_MS);
    return () => {
      clearInterval(timer);
      generation.current += 1;
      reading.current = false;
      again.current = false;
    };
  }, [read]);

  // A read at once after a quiet spell; within READ_AFTER_CHANGE_MS of the last, one read later for every change meanwhile.
  const later = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastRead = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `read` (another language) drops the read planned with the old one.
  useEffect(
    () => () => {
      clearTimeout(later.current);
      later.current = undefined;
    },
    [read],
  );
  const readSoon = () => {
    if (later.current) return;
    const wait = lastRead.current + READ_AFTER_CHANGE_MS - Date.now();
    const run = () => {
      later.current = undefined;
      lastRead.current = Date.now();
      read();
    };
    if (wait <= 0) run();
    else later.current = setTimeout(run, wait);
  };

  useLiveChannel(locationChannel(locationId), {
    onEvent: (frame) => {
      if (frame.event !== "WaitTimeRecalculated") return;
      const delta = v.safeParse(DeltaSchema, frame.data);
      if (delta.success)
        setState((previous) => (previous.status === "ready" ? { ...previous, board: applyWaitDelta(previous.board, delta.output) } : previous));
      readSoon();
    },
    onResync: read,
  });

  return state;
}

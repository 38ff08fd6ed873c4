/**
 * Reads the desk again — the line and the day together — after every live event, every action,
 * every reconnection and once a minute (in case the live connection is down). Reads may overlap:
 * only the latest is drawn, so an older answer arriving late never undoes a newer one. Who
 * joined since the last read is announced; a read that finds nothing new says nothing.
 */
import type { DeskApi } from "./desk-api.js";
import { announce, type DeskStore, myStaffId } from "./desk-store.js";
import { joinedSince } from "./line-changes.js";

export interface DeskRefresher {
  /** `quiet`: the client just acted on (`type:id`), whose arrival in the line the action has said already. */
  refresh(quiet?: string): Promise<void>;
  /** Several events in a burst (a join and its recompute) become one read. */
  schedule(): void;
  stop(): void;
}

const BURST_MS = 150;

export function createDeskRefresher(store: DeskStore, api: DeskApi): DeskRefresher {
  let latest = 0;
  let burst: ReturnType<typeof setTimeout> | undefined;

  async function refresh(quiet?: string): Promise<void> {
    const state = store.getState();
    const failureBefore = state.failure;
    const id = state.locationId;
    if (id === undefined) return;
    const read = ++latest;
    const staffId = state.onlyMine ? myStaffId(state) : null;
    const [line, day] = await Promise.all([api.line(id), api.day(id, { date: state.date, staffId })]);
    if (read !== latest || store.getState().locationId !== id) return;
    const before = store.getState().line;
    const failed = !line.ok ? line.error : !day.ok ? day.error : undefined;
    store.setState({
      ...(line.ok ? { line: line.data } : {}),
      ...(day.ok ? { day: day.data } : {}),
      // A lost connection is shown until a read that began after it succeeds; other failures stay until the next action.
      ...(failed ? { failure: failed } : failureBefore?.code === "network_error" && store.getState().failure === failureBefore ? { failure: undefined } : {}),
    });
    if (line.ok) {
      const joined = joinedSince(before, line.data, quiet);
      if (joined.length) announce(store, { kind: "joined", names: joined });
    }
  }

  return {
    refresh,
    schedule() {
      clearTimeout(burst);
      burst = setTimeout(() => void refresh(), BURST_MS);
    },
    stop() {
      clearTimeout(burst);
      latest++;
    },
  };
}

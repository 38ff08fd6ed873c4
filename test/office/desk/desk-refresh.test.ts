/**
 * Reading the desk again: a read that finds nothing new (the once-a-minute one while idle) says
 * nothing; a join is said once; an older read arriving late is never drawn over a newer one.
 */
import { describe, expect, it } from "vitest";
import type { StaffAppointmentsResponse, StaffQueueResponse } from "#contract";
import type { ApiResult } from "../../../office/src/api/office-api.js";
import type { DeskApi } from "../../../office/src/desk/desk-api.js";
import { createDeskRefresher } from "../../../office/src/desk/desk-refresh.js";
import { createDeskStore } from "../../../office/src/desk/desk-store.js";

const person = (id: number, first: string, last: string) => ({
  id,
  type: "queue-appointments" as const,
  attributes: { status: 1, client: { first_name: first, last_name: last } },
});

function lineOf(...entries: ReturnType<typeof person>[]): StaffQueueResponse {
  return {
    data: entries,
    meta: { location: { id: 1, name: "Downtown" }, staff: [], off_duty_staff: [], can_manage_presence: false },
  } as unknown as StaffQueueResponse;
}

const DAY = {
  data: [],
  meta: {
    location: { id: 1, name: "Downtown", timezone: "America/New_York", local_now: { wall: "2026-11-22T10:00", offset: -300, abbr: "EST" } },
    date: "2026-11-22",
    staff_id: null,
  },
} as StaffAppointmentsResponse;

function fakeApi(lines: Array<StaffQueueResponse | Promise<StaffQueueResponse>>): DeskApi {
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
  return {
    line: async () => ok(await (lines.shift() ?? lineOf())),
    day: async () => ok(DAY),
  } as unknown as DeskApi;
}

describe("desk refresh", () => {
  it("says who joined once, and nothing on reads with nothing new", async () => {
    const lena = person(1, "Lena", "Marsh");
    const omar = person(2, "Omar", "Quist");
    const store = createDeskStore();
    store.setState({ locationId: 1 });
    const refresher = createDeskRefresher(store, fakeApi([lineOf(lena), lineOf(lena, omar), lineOf(lena, omar), lineOf(lena, omar)]));
    await refresher.refresh();
    expect(store.getState().notice).toBeUndefined();
    await refresher.refresh();
    expect(store.getState().notice).toEqual({ notice: { kind: "joined", names: ["Omar Q."] }, seq: 1 });
    await refresher.refresh();
    await refresher.refresh();
    expect(store.getState().notice?.seq).toBe(1);
  });

  it("never draws an older read over a newer one", async () => {
    let release: (line: StaffQueueResponse) => void = () => {};
    const slow = new Promise<StaffQueueResponse>((resolve) => (release = resolve));
    const store = createDeskStore();
    store.setState({ locationId: 1 });
    const refresher = createDeskRefresher(store, fakeApi([slow, lineOf(person(2, "New", "Read"))]));
    const first = refresher.refresh();
    await refresher.refresh();
    release(lineOf(person(1, "Old", "Read")));
    await first;
    expect(store.getState().line?.data.map((e) => e.id)).toEqual([2]);
  });
});

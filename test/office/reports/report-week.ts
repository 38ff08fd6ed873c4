/**
 * A seeded history for the reports: a week (2026-11-02 to 08, on New York's clock) of visits at
 * Downtown and Uptown, joined through the API and then ended behind the server's back as the
 * desk would have ended them; the report counts them when it is read. Used by the component
 * tests and the Chromium test alike, so it needs nothing but the server.
 */
import { QueueStatus } from "#contract";
import type { DemoIds } from "../../helpers/demo-ids.js";
import { joinDemoLine, setStatus } from "../../helpers/join-demo.js";
import type { TestServer } from "../../helpers/test-server.js";

export const WEEK = "from=2026-11-02&to=2026-11-08";

interface Visit {
  location: string;
  joined: string;
  /** Minutes from joining to the start; undefined: never started. */
  wait?: number;
  service?: number;
  status: number;
  /** Minutes from joining the client was promised. */
  promised?: number;
}

const plus = (iso: string, minutes: number): string => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The seeded week: Downtown has three visits (two served on Tuesday morning, one no-show), Uptown one served. */
export const SEEDED: readonly Visit[] = [
  { location: "downtown", joined: "2026-11-03T15:00:00.000Z", wait: 10, service: 10, status: QueueStatus.completed, promised: 8 },
  { location: "downtown", joined: "2026-11-03T15:30:00.000Z", wait: 20, service: 10, status: QueueStatus.completed, promised: 30 },
  { location: "downtown", joined: "2026-11-04T19:00:00.000Z", status: QueueStatus.noShow },
  { location: "uptown", joined: "2026-11-05T14:00:00.000Z", wait: 5, service: 5, status: QueueStatus.completed, promised: 5 },
];

export async function seedWeek(office: { server: TestServer; ids: DemoIds }): Promise<void> {
  const staffId = office.ids.staff("ben");
  for (const visit of SEEDED) {
    const joined = await joinDemoLine(office.server, office.ids, visit.location);
    const started = visit.wait === undefined ? null : plus(visit.joined, visit.wait);
    await setStatus(office.server, joined.id, visit.status, {
      created_at: visit.joined,
      started_at: started,
      finished_at: started && visit.service !== undefined ? plus(started, visit.service) : plus(visit.joined, 30),
      promised_start_at: visit.promised === undefined ? null : plus(visit.joined, visit.promised),
      user_id: started ? staffId : null,
    });
  }
}

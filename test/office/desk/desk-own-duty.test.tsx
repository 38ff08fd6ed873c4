/**
 * One's own "On duty" switch in the desk's toolbar, against a real server: pressing it takes the
 * staff member off duty (the switch says so, the change is announced once, the server agrees),
 * and pressing it again puts them back on.
 */
import { describe, expect, it } from "vitest";
import { useDeskServer, waitFor } from "./desk-harness.js";

describe("one's own duty switch", () => {
  const harness = useDeskServer();

  const onDutyAt = async (staffKey: string) => {
    const rows = await harness.server.store.db
      .selectFrom("staff_locations")
      .select(["location_id", "on_duty"])
      .where("staff_id", "=", harness.ids.staff(staffKey))
      .execute();
    return rows.find((row) => row.location_id === harness.ids.location("downtown"))?.on_duty;
  };

  it("takes one off duty and back on, said once each time", async () => {
    const desk = await harness.open("ana");
    await desk.waitForText("Live updates on.");
    const toggle = await desk.button("On duty");
    await waitFor(() => toggle.getAttribute("aria-pressed") === "true", 5000, "the switch on");
    expect(await onDutyAt("ana")).toBe(1);

    toggle.click();
    await waitFor(() => desk.announced() === "You are off duty", 5000, "the off-duty announcement");
    await waitFor(() => toggle.getAttribute("aria-pressed") === "false", 5000, "the switch off");
    expect(await onDutyAt("ana")).toBe(0);
    expect(desk.announcements.filter((said) => said === "You are off duty")).toHaveLength(1);

    toggle.click();
    await waitFor(() => desk.announced() === "You are on duty", 5000, "the on-duty announcement");
    await waitFor(() => toggle.getAttribute("aria-pressed") === "true", 5000, "the switch on again");
    expect(await onDutyAt("ana")).toBe(1);
  });
});

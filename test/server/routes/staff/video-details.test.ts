import { beforeAll, beforeEach, expect, it } from "vitest";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { describeEachDialect } from "../../../helpers/test-server.js";
import { clearLines, issueToken, join, patchStatus } from "./staff-fixtures.js";

describeEachDialect("PATCH /api/v2/staff/queue-appointments/{id}: meeting link and dial-in", (server) => {
  let ids: DemoIds;
  let ana: string;
  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ana = await issueToken(server(), "ana");
  });
  beforeEach(() => clearLines(server()));

  const codeOf = async (id: number) =>
    (await server().store.db.selectFrom("queue_appointments").select("confirm_code").where("id", "=", id).executeTakeFirstOrThrow()).confirm_code;

  it("sets a video client's meeting link and dial-in (stored in international format) and shows them to the client", async () => {
    const id = await join(server(), ids, { method: 3 });
    const res = await patchStatus(server(), ana, id, {
      status: 5,
      meeting_link: "https://meet.example.org/room-7",
      dial_in: { e164: "+12125550100", pin: "4321" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      status: 5,
      meeting_link: "https://meet.example.org/room-7",
      dial_in: { e164: "+12125550100", international: "+1 212 555 0100", pin: "4321" },
    });
    const open = await server().call({ method: "GET", url: `/api/v2/open/queue-appointments/${id}?code=${await codeOf(id)}` });
    expect(open.json().data.attributes).toMatchObject({
      meeting_link: "https://meet.example.org/room-7",
      dial_in: { e164: "+12125550100", international: "+1 212 555 0100", pin: "4321" },
      user: { full_name: "Ana Lopez" },
    });
  });

  it("changes and clears the details without touching the status", async () => {
    const id = await join(server(), ids, { method: 3 });
    expect((await patchStatus(server(), ana, id, { dial_in: { e164: "+442071838750" } })).json().data.attributes).toMatchObject({
      status: 1,
      dial_in: { e164: "+442071838750", international: "+44 20 7183 8750", pin: "" },
    });
    const cleared = await patchStatus(server(), ana, id, { meeting_link: null, dial_in: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.attributes).toMatchObject({ status: 1, meeting_link: null, dial_in: null });
  });

  it("refuses details for a client who is not a video client, a bad link or number, and a finished visit", async () => {
    const inPerson = await join(server(), ids);
    const notVideo = await patchStatus(server(), ana, inPerson, { meeting_link: "https://meet.example.org/x" });
    expect(notVideo.statusCode).toBe(422);
    expect(notVideo.json().errors).toEqual([expect.objectContaining({ field: "data.attributes.meeting_link", code: "meeting_method_unsupported" })]);

    const video = await join(server(), ids, { method: 3 });
    for (const attributes of [
      { meeting_link: "javascript:alert(1)" },
      { dial_in: { e164: "2125550100" } },
      { dial_in: { e164: "+12125550100", pin: "12ab" } },
    ]) {
      const res = await patchStatus(server(), ana, video, attributes);
      expect(res.statusCode, JSON.stringify(attributes)).toBe(422);
    }
    await patchStatus(server(), ana, video, { status: 4 }).then((r) => expect(r.statusCode).toBe(403));
    await patchStatus(server(), ana, video, { status: 3 }).then((r) => expect(r.statusCode).toBe(200));
    const finished = await patchStatus(server(), ana, video, { meeting_link: "https://meet.example.org/late" });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().code).toBe("illegal_transition");
  });
});

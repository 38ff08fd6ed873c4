import { beforeAll, beforeEach, expect, it } from "vitest";
import { Channel } from "#contract";
import { demoIds, type DemoIds } from "../../../helpers/demo-ids.js";
import { joinBody } from "../../../helpers/join-body.js";
import { decodeQrSvg } from "../../../helpers/qr-svg.js";
import { expectedStartOf } from "../../../helpers/line-starts.js";
import { describeEachDialect, TEST_NOW, type TestServer } from "../../../helpers/test-server.js";
import { clearLines, issueToken, patchStatus, staffCall } from "../staff/staff-fixtures.js";

const lobby = (id: number | string, query = "") => `/api/v2/open/locations/${id}/lobby${query}`;

interface Board {
  data: {
    id: string;
    type: string;
    attributes: {
      location: { id: number; name: string; timezone: string };
      show_wait_time: boolean;
      serving: {
        client: { first_name: string; last_initial: string };
        service: { id: number; name: string };
        staff_name: string | null;
        started_at: string | null;
      }[];
      waiting: {
        id: number;
        position: number;
        client: { first_name: string; last_initial: string };
        service: { name: string };
        expected_start: string | null;
      }[];
      services: { id: number; name: string; expected_start: string | null }[];
      join: { url: string; qr_svg: string } | null;
    };
  };
  meta: { waiting_total: number; generated_at: string };
}

/** A join with every private detail filled in, so the test can look for each on the board. */
async function joinWith(server: TestServer, ids: DemoIds, first: string, last: string, extra: { method?: 1 | 2 | 3; service?: string } = {}) {
  const res = await server.call({
    method: "POST",
    url: "/api/v2/open/queue-appointments",
    payload: joinBody(
      {
        location_id: ids.location("downtown"),
        service_id: ids.service(extra.service ?? "deposits"),
        meeting_method: extra.method ?? 1,
        notes: `note of ${first}`,
      },
      { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.org`, cell_phone: "+12125550142" },
      [{ question_id: ids.question("member"), value: 1 }],
    ),
  });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { id: number; attributes: { confirm_code: string } };
  return { id: data.id, code: data.attributes.confirm_code };
}

describeEachDialect("GET /api/v2/open/locations/{id}/lobby", (server) => {
  let ids: DemoIds;
  let ben: string;
  const read = async (query = "", headers: Record<string, string> = {}) => {
    const res = await server().call({ method: "GET", url: lobby(ids.location("downtown"), query), headers });
    expect(res.statusCode, res.body).toBe(200);
    return { board: res.json() as Board, body: res.body, res };
  };

  beforeAll(async () => {
    ids = await demoIds(server().store.db);
    ben = await issueToken(server(), "ben");
  });
  beforeEach(() => clearLines(server()));

  it("shows an empty line with every walk-in service's wait and the join code", async () => {
    const { board, res } = await read();
    expect(res.headers["cache-control"]).toBe("no-store");
    const { attributes } = board.data;
    expect(board.data).toMatchObject({ id: String(ids.location("downtown")), type: "lobby-boards" });
    expect(attributes.location).toEqual({ id: ids.location("downtown"), name: "Downtown Branch", timezone: "America/New_York" });
    expect(attributes).toMatchObject({ serving: [], waiting: [], show_wait_time: true });
    // Curbside-only services are not for the lobby.
    expect(attributes.services).toEqual(
      ["open-account", "loan-consultation", "deposits", "card-pickup"].map((key) => ({
        id: ids.service(key),
        name: expect.any(String),
        expected_start: TEST_NOW,
      })),
    );
    expect(board.meta).toEqual({ waiting_total: 0, generated_at: TEST_NOW });
  });

  it("names clients by first name and last initial only, in line order, and who serves whom", async () => {
    const first = await joinWith(server(), ids, "Zofia", "Wójcik-Nowak");
    const second = await joinWith(server(), ids, "Émile", "Ébrard", { service: "card-pickup" });
    const third = await joinWith(server(), ids, "Oksana", "");
    server().clock.set(new Date(Date.parse(TEST_NOW) + 60_000));
    try {
      expect((await patchStatus(server(), ben, first.id, { status: 5 })).statusCode).toBe(200);
    } finally {
      server().clock.set(new Date(TEST_NOW));
    }

    const { board, body } = await read();
    const { serving, waiting } = board.data.attributes;
    expect(serving).toEqual([
      {
        client: { first_name: "Zofia", last_initial: "W" },
        service: { id: ids.service("deposits"), name: "Deposits and withdrawals" },
        staff_name: "Ben Carter",
        started_at: "2026-11-22T15:01:00.000Z",
        started_at_local: { wall: "2026-11-22T10:01", offset: -300, abbr: "EST" },
      },
    ]);
    expect(waiting.map((w) => [w.position, w.client.first_name, w.client.last_initial, w.service.name])).toEqual([
      [1, "Émile", "É", "Card and document pickup"],
      [2, "Oksana", "", "Deposits and withdrawals"],
    ]);
    // Each waiting client's estimate is the one their own page shows.
    const location = ids.location("downtown");
    expect(waiting.map((w) => w.expected_start)).toEqual([
      await expectedStartOf(server(), location, second.id),
      await expectedStartOf(server(), location, third.id),
    ]);
    expect(board.meta.waiting_total).toBe(2);

    // Nothing else of theirs is on a public screen.
    for (const secret of ["Wójcik", "Nowak", "Ébrard", "@example.org", "2125550142", "note of", first.code, second.code, third.code]) {
      expect(body).not.toContain(secret);
    }
    // Besides what is shown, only the appointment id, public on the location's channel already
    // (the board applies that channel's deltas with it).
    for (const entry of waiting) expect(Object.keys(entry).sort()).toEqual(["client", "expected_start", "id", "position", "service"]);
    expect(waiting.map((w) => w.id)).toEqual([second.id, third.id]);
  });

  it("leaves out phone and video clients, who are not in the lobby", async () => {
    await joinWith(server(), ids, "Pat", "Phone", { method: 2 });
    await joinWith(server(), ids, "Vera", "Video", { method: 3 });
    await joinWith(server(), ids, "Ines", "Inperson");
    const { board } = await read();
    expect(board.data.attributes.waiting.map((w) => w.client.first_name)).toEqual(["Ines"]);
    expect(board.meta.waiting_total).toBe(1);
  });

  it("speaks the reader's language and puts the join form in the language asked for", async () => {
    await joinWith(server(), ids, "Ana", "Nowak");
    const { board } = await read("?lang=es", { "accept-language": "pl" });
    const { attributes } = board.data;
    expect(attributes.location.name).toBe("Oddział w centrum");
    expect(attributes.waiting[0]?.service.name).toBe("Wpłaty i wypłaty");
    expect(attributes.services[0]?.name).toBe("Otwarcie konta");
    expect(new URL(attributes.join?.url ?? "").searchParams.get("lang")).toBe("es");
  });

  it("encodes the location's join form, booked through the kiosk QR channel, in a QR code of the request's origin", async () => {
    const { board } = await read("", { host: "lobby.example.test:8080" });
    const join = board.data.attributes.join;
    const expected = `http://lobby.example.test:8080/s/maple-main/callback-service/${ids.location("downtown")}?booked_through=kiosk_qr`;
    expect(join?.url).toBe(expected);
    expect(join?.qr_svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"[^>]*>.*<\/svg>\s*$/s);
    expect(decodeQrSvg(join?.qr_svg ?? "")).toBe(expected);
  });

  it("records a join through that form as booked through kiosk_qr, channel 20", async () => {
    const res = await server().call({
      method: "POST",
      url: "/api/v2/open/queue-appointments",
      payload: joinBody({ location_id: ids.location("downtown"), service_id: ids.service("deposits"), booked_through: "kiosk_qr" }, { first_name: "Quinn" }, [
        { question_id: ids.question("member"), value: 1 },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.attributes.booked_through).toBe("kiosk_qr");
    const row = await server()
      .store.db.selectFrom("queue_appointments")
      .select(["booked_through", "channel_id"])
      .where("id", "=", res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ booked_through: "kiosk_qr", channel_id: Channel.kioskQr });
  });

  it("follows call-next at once", async () => {
    await joinWith(server(), ids, "Noor", "Haddad");
    const call = await staffCall(server(), ben, { method: "POST", url: `/api/v2/staff/locations/${ids.location("downtown")}/call-next`, payload: {} });
    expect(call.statusCode, call.body).toBe(200);
    const { board } = await read();
    expect(board.data.attributes.serving.map((s) => [s.client.first_name, s.staff_name])).toEqual([["Noor", "Ben Carter"]]);
    expect(board.data.attributes.waiting).toEqual([]);
  });

  it("hides every wait when the vendor hides waits", async () => {
    await joinWith(server(), ids, "Hana", "Kim");
    const { db } = server().store;
    const vendor = await db.selectFrom("vendors").select("settings").where("id", "=", ids.vendor).executeTakeFirstOrThrow();
    await db
      .updateTable("vendors")
      .set({ settings: JSON.stringify({ ...JSON.parse(vendor.settings), show_wait_time: false }) })
      .where("id", "=", ids.vendor)
      .execute();
    try {
      const { attributes } = (await read()).board.data;
      expect(attributes.show_wait_time).toBe(false);
      expect(attributes.waiting.map((w) => w.expected_start)).toEqual([null]);
      expect(attributes.services.every((s) => s.expected_start === null)).toBe(true);
    } finally {
      await db.updateTable("vendors").set({ settings: vendor.settings }).where("id", "=", ids.vendor).execute();
    }
  });

  it("offers no join code where nobody can join online", async () => {
    // Northwind takes no requests online; its board still shows the line.
    const northwind = await demoIds(server().store.db, "northwind-clinic");
    const res = await server().call({ method: "GET", url: lobby(northwind.location("main")), vendor: "northwind-clinic" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.join).toBeNull();
    // Harbor restricts requests to its hours and is closed now, and serves nobody in person.
    const harbor = await server().call({ method: "GET", url: lobby(ids.location("harbor")) });
    expect(harbor.json().data.attributes).toMatchObject({ join: null, services: [] });
  });

  it("answers the same 404 for private, unknown and other vendors' locations, and 422 for bad input", async () => {
    const notFound = [
      await server().call({ method: "GET", url: lobby(ids.location("riverside")) }),
      await server().call({ method: "GET", url: lobby(999_999) }),
      await server().call({ method: "GET", url: lobby(ids.location("downtown")), vendor: "city-permits" }),
    ];
    for (const res of notFound) expect(res.json()).toEqual({ code: "location_not_found", message: "No such location" });
    expect(notFound.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await server().call({ method: "GET", url: lobby("abc") })).statusCode).toBe(422);
    const badLang = await server().call({ method: "GET", url: lobby(ids.location("downtown"), "?lang=xx") });
    expect(badLang.statusCode).toBe(422);
    expect(badLang.json().errors[0].field).toBe("lang");
  });

  it("keeps one vendor's board apart from another's", async () => {
    await joinWith(server(), ids, "Maple", "Member");
    const permits = await demoIds(server().store.db, "city-permits");
    const res = await server().call({ method: "GET", url: lobby(permits.location("city-hall")), vendor: "city-permits" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("Maple");
    expect(res.json().data.attributes.location.name).not.toBe("Downtown Branch");
  });
});

describeEachDialect(
  "GET /api/v2/open/locations/{id}/lobby with PUBLIC_URL",
  (server) => {
    it("sends phones to PUBLIC_URL, whatever host the board was read from", async () => {
      const ids = await demoIds(server().store.db);
      const res = await server().call({ method: "GET", url: lobby(ids.location("downtown"), "?lang=ko"), headers: { host: "10.0.0.5:3000" } });
      const join = (res.json() as Board).data.attributes.join;
      const expected = `https://queue.example.com/s/maple-main/callback-service/${ids.location("downtown")}?booked_through=kiosk_qr&lang=ko`;
      expect(join?.url).toBe(expected);
      expect(decodeQrSvg(join?.qr_svg ?? "")).toBe(expected);
    });
  },
  { env: { PUBLIC_URL: "https://queue.example.com/" } },
);

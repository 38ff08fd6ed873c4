import { it } from "vitest";
import { createTestServer } from "../helpers/test-server.js";
it("probe", async () => {
  const s = await createTestServer("sqlite");
  await s.store.db.updateTable("locations").set({ timezone: "PST" }).where("id", "=", 1).execute();
  const r = await s.call({ method: "GET", url: "/api/v2/open/locations" });
  console.log(r.statusCode, r.body.slice(0, 100));
  await s.close();
});

/** The staff API's answers are checked at the desk's door: one out of shape is a failure, never a crash while drawing. */
import { describe, expect, it } from "vitest";
import type { ApiResult } from "../../../office/src/api/office-api.js";
import { createDeskApi } from "../../../office/src/desk/desk-api.js";
import type { DeskHttp } from "../../../office/src/desk/desk-http.js";

const answering = (data: unknown): DeskHttp => ({
  send: async <T>() => ({ ok: true, data: data as T, status: 200 }) as ApiResult<T>,
});

describe("desk API", () => {
  it("answers a line out of shape as a failure the desk can show", async () => {
    const result = await createDeskApi(answering({ data: [{ id: "7", type: "queue-appointments" }], meta: {} })).line(1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("bad_response");
  });

  it("passes a well-shaped line through, fields it does not check included", async () => {
    const line = {
      data: [
        {
          id: 7,
          type: "queue-appointments",
          attributes: { status: 1, timezone: "America/New_York", client: { first_name: "A", last_name: "B" }, actions: [], extra: 1 },
        },
      ],
      meta: { location: { id: 1, name: "Downtown" }, staff: [], off_duty_staff: [], can_manage_presence: false },
    };
    const result = await createDeskApi(answering(line)).line(1);
    expect(result).toEqual({ ok: true, data: line, status: 200 });
  });
});

import { describe, expect, it } from "vitest";
import { illegalTransition, transitionAction } from "../../../server/src/staff/queue-transitions.js";

describe("queue appointment transitions", () => {
  it("allows exactly start, complete, the two no-shows and cancel", () => {
    const legal: Record<string, string> = {};
    for (const from of [1, 2, 3, 4, 5]) {
      for (const to of [1, 2, 3, 4, 5]) {
        const action = transitionAction(from, to);
        if (action) legal[`${from}>${to}`] = action;
      }
    }
    expect(legal).toEqual({ "1>5": "start", "5>2": "complete", "1>3": "no_show", "5>3": "no_show", "1>4": "cancel" });
  });

  it("words a refusal with both states", () => {
    const error = illegalTransition(2, 1);
    expect(error).toMatchObject({ statusCode: 409, code: "illegal_transition", message: "A completed appointment cannot become waiting" });
    expect(illegalTransition(5, 4).message).toBe("An in progress appointment cannot become cancelled");
  });
});

/**
 * What Node's HTTP parser refuses before Fastify sees it still answers the contract's JSON with a
 * stable `code` (and closes the connection): an unknown method, a control character in a header,
 * `Transfer-Encoding` beside `Content-Length`, headers over the size limit. Sent over a raw socket,
 * since no HTTP client would send these.
 */
import { connect } from "node:net";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../helpers/test-server.js";

/** Sends raw bytes and reads until the server closes: the status and the JSON body. */
function rawRequest(port: number, raw: string): Promise<{ status: number; headers: string; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    let data = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      const status = Number(head.split(" ")[1]);
      try {
        resolve({ status, headers: head, body: JSON.parse(body) });
      } catch {
        reject(new Error(`not JSON: ${data.slice(0, 300)}`));
      }
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
  });
}

describeEachDialect("HTTP parser errors", (server) => {
  let port = 0;
  beforeAll(async () => {
    const address = await server().app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(address).port);
  });

  const cases: [string, string, number, string][] = [
    ["an unknown method", "FROB /api/v2/open/vendor HTTP/1.1\r\nHost: x\r\n\r\n", 400, "bad_request"],
    ["a control character in a header", "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Odd: a\u0001b\r\n\r\n", 400, "bad_request"],
    [
      "Transfer-Encoding beside Content-Length",
      "POST /api/v2/open/queue-appointments HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n",
      400,
      "bad_request",
    ],
    ["headers over the limit", `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431, "headers_too_large"],
  ];

  for (const [name, raw, status, code] of cases) {
    it(`answers ${name} with ${status} and code ${code}`, async () => {
      const answer = await rawRequest(port, raw);
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(answer.body).toMatchObject({ code, message: expect.any(String) });
    });
  }

  it("still serves the next client", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});

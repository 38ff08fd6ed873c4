/**
 * A stand-in for reCAPTCHA's siteverify on a local port: it answers by the token it is sent
 * ("good", "low-score", "wrong-action", anything else fails) and records every request. It
 * allows any origin: in the element's tests the server shares happy-dom's `fetch`, which
 * behaves like a browser's and asks first.
 */
import { createServer, type Server } from "node:http";

export interface SiteVerifySink {
  url: string;
  requests: URLSearchParams[];
  /** Answer 500 to everything (the verifier is down). */
  down: boolean;
  close(): Promise<void>;
}

const ANSWERS: Record<string, object> = {
  good: { success: true, score: 0.9, action: "join", hostname: "kiosk.example" },
  "low-score": { success: true, score: 0.1, action: "join" },
  "wrong-action": { success: true, score: 0.9, action: "login" },
};

export async function startSiteVerifySink(): Promise<SiteVerifySink> {
  const sink: SiteVerifySink = { url: "", requests: [], down: false, close: async () => {} };
  const server: Server = createServer((req, res) => {
    res.setHeader("access-control-allow-origin", "*");
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" }).end();
      return;
    }
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      sink.requests.push(form);
      if (sink.down) {
        res.writeHead(500).end();
        return;
      }
      const answer = ANSWERS[form.get("response") ?? ""] ?? { success: false, "error-codes": ["invalid-input-response"] };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("siteverify sink has no port");
  sink.url = `http://127.0.0.1:${address.port}/recaptcha/api/siteverify`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

/**
 * Asks `/readyz` every 50 ms on a new connection each time (as a load balancer's health check
 * does) and keeps the answers, so a test can tell when readiness turned.
 */
import { get } from "node:http";

export interface ReadinessAnswer {
  /** When the request was sent. */
  at: number;
  /** When its answer (or its failure) came. */
  answeredAt: number;
  /** 0: no answer (connection refused once the listener closed). */
  status: number;
  code?: string;
}

export function watchReadiness(base: string): { answers: ReadinessAnswer[]; stop(): void } {
  const answers: ReadinessAnswer[] = [];
  let running = true;
  const ask = () =>
    new Promise<ReadinessAnswer>((resolve) => {
      const at = Date.now();
      const request = get(`${base}/readyz`, { agent: false, timeout: 5_000 }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(body) as { code?: string }).code;
          } catch {
            code = undefined;
          }
          resolve({ at, answeredAt: Date.now(), status: res.statusCode ?? 0, code });
        });
      });
      request.on("error", () => resolve({ at, answeredAt: Date.now(), status: 0 }));
      request.on("timeout", () => request.destroy());
    });
  void (async () => {
    while (running) {
      answers.push(await ask());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    answers,
    stop() {
      running = false;
    },
  };
}

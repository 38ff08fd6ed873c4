/** Time for one event to reach every one of N websocket clients subscribed to a location. */
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import { locationChannel } from "../widget/src/contract/index.js";

async function connect(url: string, channel: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("open", () => socket.send(JSON.stringify({ action: "subscribe", channel })));
    socket.on("message", function ack(raw) {
      const message = JSON.parse(String(raw)) as { event?: string };
      if (message.event === "subscribed") {
        socket.off("message", ack);
        resolve();
      }
    });
  });
  return socket;
}

export async function fanOutMs(app: FastifyInstance, base: string, locationId: number, clients: number): Promise<number> {
  const url = `${base.replace(/^http/, "ws")}/live?vendor=bench`;
  const channel = locationChannel(locationId);
  const sockets: WebSocket[] = [];
  // Connect in batches so the accept queue is not the thing being measured.
  for (let i = 0; i < clients; i += 250) {
    sockets.push(...(await Promise.all(Array.from({ length: Math.min(250, clients - i) }, () => connect(url, channel)))));
  }
  const data = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, attributes: { expected_start: new Date().toISOString() } }));
  let remaining = clients;
  const allReceived = new Promise<void>((resolve) => {
    for (const socket of sockets) {
      socket.on("message", (raw) => {
        if ((JSON.parse(String(raw)) as { event?: string }).event === "WaitTimeRecalculated" && --remaining === 0) resolve();
      });
    }
  });
  const start = performance.now();
  await app.ctx.bus.publish({ channel, event: "WaitTimeRecalculated", data });
  await allReceived;
  const elapsed = performance.now() - start;
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.once("close", () => resolve());
          s.close();
        }),
    ),
  );
  return elapsed;
}

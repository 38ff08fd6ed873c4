/**
 * The fan-out baseline, in a process of its own as the server under test is: a bare `ws` server
 * that sends whatever its first client (the control socket) sends to every other client, with
 * `ws`'s own broadcast loop. Prints `{"port":…}` once listening.
 */
import WebSocket, { WebSocketServer } from "ws";

const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
let control: WebSocket | undefined;
server.on("connection", (socket) => {
  if (!control) {
    control = socket;
    socket.on("message", (data: Buffer) => {
      for (const client of server.clients) if (client !== socket && client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
    });
  }
});
server.on("listening", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(JSON.stringify({ port: address.port }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

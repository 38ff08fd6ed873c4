/**
 * The body of the mail thread (threaded-email-transport.ts): sends over SMTP what the main
 * thread posts, and answers each message with its outcome. Its own event loop keeps the SMTP
 * conversation moving while the main thread is busy answering requests.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { OutgoingEmail } from "./email-transport.js";
import { createSmtpEmailTransport } from "./smtp-email-transport.js";
import type { MailThreadOptions, MailThreadReply } from "./mail-thread-protocol.js";

const port = parentPort;
if (!port) throw new Error("smtp-thread.ts runs only as a worker thread");
const transport = createSmtpEmailTransport(workerData as MailThreadOptions);

port.on("message", (message: { id: number; email: OutgoingEmail }) => {
  const reply = (outcome: MailThreadReply) => port.postMessage(outcome);
  transport.send(message.email).then(
    () => reply({ id: message.id, ok: true }),
    (error: unknown) => reply({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
port.postMessage("ready");

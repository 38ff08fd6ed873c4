/**
 * SMTP from a worker thread. A message takes several round trips to the mail server, and each
 * reply waits for the event loop of the thread that talks SMTP; on the main thread, under a
 * burst of joins, one turn of the loop takes hundreds of milliseconds, so sending stalled for
 * the whole burst. The thread's loop is free: the main thread only posts the message and reads
 * the outcome, one turn for any number of messages.
 *
 * Should the thread fail to start, messages go over SMTP from the main thread, as before.
 */
import { Worker } from "node:worker_threads";
import type { NotificationLogger } from "./notification-logger.js";
import { createSmtpEmailTransport, type EmailTransport, type OutgoingEmail } from "./email-transport.js";
import type { MailThreadOptions, MailThreadReply } from "./mail-thread-protocol.js";

/**
 * The thread's module next to this one. Run from source (development, tests), the thread first
 * registers tsx itself: Node 20 does not pass a parent's loader hooks on to a worker thread.
 */
function startThread(options: MailThreadOptions): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./smtp-thread.js", import.meta.url), { workerData: options });
  const source = JSON.stringify(new URL("./smtp-thread.ts", import.meta.url).href);
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${source}); })`;
  return new Worker(bootstrap, { eval: true, workerData: options });
}

export function createThreadedSmtpTransport(options: MailThreadOptions, logger: NotificationLogger): EmailTransport {
  let thread: Worker | undefined;
  let fallback: EmailTransport | undefined;
  const pending = new Map<number, { email: OutgoingEmail; resolve(): void; reject(error: Error): void }>();
  let nextId = 0;

  function failPending(error: Error): void {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = startThread(options);
    // The HTTP server keeps the process alive; the mail thread should never be the reason.
    started.unref();
    // Ready once its module has loaded and said so, not merely when the thread began.
    let online = false;
    started.on("message", (reply: MailThreadReply | "ready") => {
      if (reply === "ready") {
        online = true;
        return;
      }
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiter?.resolve();
      else waiter?.reject(new Error(reply.error));
    });
    started.on("error", (error) => {
      if (thread === started) thread = undefined;
      if (online) return failPending(error);
      logger.warn({ err: error }, "mail thread unavailable; sending email from the main thread");
      const direct = (fallback ??= createSmtpEmailTransport(options));
      // Nothing reached a thread that never ran: its messages are sent directly instead.
      for (const { email, resolve, reject } of pending.values()) direct.send(email).then(resolve, reject);
      pending.clear();
    });
    // Messages in flight when the thread ends are failed; the outbox retries them.
    started.on("exit", () => {
      if (thread === started) thread = undefined;
      failPending(new Error("the mail thread stopped"));
    });
    return started;
  }

  function post(email: OutgoingEmail): Promise<void> {
    thread ??= start();
    const id = nextId++;
    const target = thread;
    return new Promise<void>((resolve, reject) => {
      pending.set(id, { email, resolve, reject });
      target.postMessage({ id, email });
    });
  }

  return {
    send(email) {
      if (fallback) return fallback.send(email);
      return post(email);
    },
    close() {
      void thread?.terminate();
      thread = undefined;
      fallback?.close();
    },
  };
}

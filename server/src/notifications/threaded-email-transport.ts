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
import type { EmailTransport, OutgoingEmail } from "./email-transport.js";
import { createSmtpEmailTransport } from "./smtp-email-transport.js";
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

interface Waiter {
  email: OutgoingEmail;
  resolve(): void;
  reject(error: Error): void;
}

/** One thread and the messages posted to it that it has not answered yet. */
interface Thread {
  worker: Worker;
  pending: Map<number, Waiter>;
}

export function createThreadedSmtpTransport(options: MailThreadOptions, logger: NotificationLogger): EmailTransport {
  let current: Thread | undefined;
  let fallback: EmailTransport | undefined;
  let nextId = 0;

  function start(): Thread {
    const thread: Thread = { worker: startThread(options), pending: new Map() };
    const { worker, pending } = thread;
    const failPending = (error: Error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    };
    // The HTTP server keeps the process alive; the mail thread should never be the reason.
    worker.unref();
    // Ready once its module has loaded and said so, not merely when the thread began.
    let ready = false;
    worker.on("message", (reply: MailThreadReply | "ready") => {
      if (reply === "ready") {
        ready = true;
        return;
      }
      const waiter = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiter?.resolve();
      else waiter?.reject(new Error(reply.error));
    });
    worker.on("error", (error) => {
      if (current === thread) current = undefined;
      if (ready) return failPending(error);
      logger.warn({ err: error }, "mail thread unavailable; sending email from the main thread");
      const direct = (fallback ??= createSmtpEmailTransport(options));
      // Nothing reached a thread that never ran: its messages are sent directly instead.
      for (const { email, resolve, reject } of pending.values()) direct.send(email).then(resolve, reject);
      pending.clear();
    });
    // Messages in flight when the thread ends are failed; the outbox retries them.
    worker.on("exit", () => {
      if (current === thread) current = undefined;
      failPending(new Error("the mail thread stopped"));
    });
    return thread;
  }

  return {
    send(email) {
      if (fallback) return fallback.send(email);
      const thread = (current ??= start());
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        thread.pending.set(id, { email, resolve, reject });
        thread.worker.postMessage({ id, email });
      });
    },
    close() {
      void current?.worker.terminate();
      current = undefined;
      fallback?.close();
    },
  };
}

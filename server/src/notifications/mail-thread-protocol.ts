/** What the main thread and the mail thread (smtp-thread.ts) say to each other. */

/** The thread's `workerData`: the SMTP transport's settings. */
export interface MailThreadOptions {
  url: string;
  from: string;
  maxConnections: number;
}

/** The outcome of one posted email; `error` is the SMTP failure's message. */
export type MailThreadReply = { id: number; ok: true } | { id: number; ok: false; error: string };

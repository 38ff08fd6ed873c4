/**
 * A real SMTP server for tests (smtp-server on a free port) that keeps what it receives, or
 * rejects every message with a 550 while `reject` is set.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:{port}` */
  url: string;
  received: ReceivedMail[];
  /** Messages answered with 550 since the last reset. */
  rejected: number;
  reject: boolean;
  reset(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: "",
    received: [],
    rejected: 0,
    reject: false,
    reset() {
      sink.received.length = 0;
      sink.rejected = 0;
      sink.reject = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain text and no login: the test talks to it over loopback.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.reject) {
          sink.rejected++;
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
          return;
        }
        sink.received.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(Buffer.concat(chunks).toString("utf8")) });
        callback();
      });
    },
  });
  // A client killed mid-conversation (the crash test) resets its connection: expected here, and
  // an "error" event nobody hears would crash the test run.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}

/** Just enough MIME for nodemailer's single-part text messages. */
function parseMail(raw: string): Omit<ReceivedMail, "to"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const text = encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : encoding === "quoted-printable" ? decodeQuotedPrintable(body) : body;
  return {
    messageId: headers.get("message-id") ?? "",
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    text: text.replace(/\r\n/g, "\n").trim(),
  };
}

function decodeQuotedPrintable(body: string): string {
  const text = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text.charAt(i) === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text.charAt(i), "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** A writable stream that keeps what a pino logger writes, for tests that read the log. */
import { Writable } from "node:stream";

export interface LogCapture {
  stream: Writable;
  /** Every chunk written so far (pino writes one JSON line per chunk). */
  lines: string[];
  /** All of it as one string. */
  text(): string;
}

export function captureLog(): LogCapture {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines, text: () => lines.join("") };
}

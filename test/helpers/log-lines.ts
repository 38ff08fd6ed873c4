/** A pino destination that keeps every line the server logs, for tests that read the log. */
import { Writable } from "node:stream";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** `stream` goes to the app's logger options (`{ level, stream }`); `lines` fills as it logs. */
export function logLines(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { stream, lines };
}

/**
 * A client generated from the server's OpenAPI document gets typed answers (docs/open-api.md,
 * "The document is the contract"): openapi-typescript turns the document into a `paths` type, and
 * a small client written against it joins a line, reads the visit and books an appointment,
 * reading the answers' fields with no casts; this repository's TypeScript checks it under
 * `--strict`. A client reading a field the answers do not have fails that check, so the answers
 * are really typed, not `unknown` or `any`.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../helpers/test-server.js";

const run = promisify(execFile);
const TSC = join(process.cwd(), "node_modules/.bin/tsc");

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "bundler",
    lib: ["ES2022", "DOM"],
    skipLibCheck: false,
    types: [],
  },
});

/** The calls of the client, typed by the generated `paths` alone: no type of this project is imported. */
const CALLS = `import type { paths } from "./api.js";

type Join = paths["/api/v2/open/queue-appointments"]["post"];
type Read = paths["/api/v2/open/queue-appointments/{id}"]["get"];
type Book = paths["/api/v3/open/appointments"]["post"];

export type JoinBody = NonNullable<Join["requestBody"]>["content"]["application/json"];
export type BookBody = NonNullable<Book["requestBody"]>["content"]["application/json"];
type JoinAnswer = Join["responses"][201]["content"]["application/json"];
type ReadAnswer = Read["responses"][200]["content"]["application/json"];
type BookAnswer = Book["responses"][201]["content"]["application/json"];

const BASE = "https://queue.example";
const headers = { "content-type": "application/json", "x-vendor": "acme", "x-csrf-token": "token" };

export async function joinLine(body: JoinBody): Promise<JoinAnswer> {
  const res = await fetch(\`\${BASE}/api/v2/open/queue-appointments\`, { method: "POST", headers, body: JSON.stringify(body) });
  return res.json();
}

export async function readVisit(id: number, code: string): Promise<ReadAnswer> {
  const res = await fetch(\`\${BASE}/api/v2/open/queue-appointments/\${id}?code=\${encodeURIComponent(code)}\`, { headers });
  return res.json();
}

export async function book(body: BookBody): Promise<BookAnswer> {
  const res = await fetch(\`\${BASE}/api/v3/open/appointments\`, { method: "POST", headers, body: JSON.stringify(body) });
  return res.json();
}
`;

const CLIENT = `import { book, joinLine, readVisit, type BookBody, type JoinBody } from "./calls.js";

export async function visit(joinBody: JoinBody, bookBody: BookBody): Promise<string> {
  const joined = await joinLine(joinBody);
  const id: number = joined.data.id;
  const code: string = joined.data.attributes.confirm_code;
  const read = await readVisit(id, code);
  const position: number | null = read.data.attributes.position;
  const booked = await book(bookBody);
  const start: string = booked.data.attributes.start;
  const bookingCode: string = booked.data.attributes.confirm_code;
  return \`\${position ?? "-"} \${start} \${bookingCode}\`;
}
`;

const WRONG_CLIENT = `import { joinLine, type JoinBody } from "./calls.js";

export async function visit(joinBody: JoinBody): Promise<string> {
  const joined = await joinLine(joinBody);
  return joined.data.attributes.ticket_number;
}
`;

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await createTestServer("sqlite", { seed: false });
  const res = await server.call({ method: "GET", url: "/api/docs/json", vendor: null });
  expect(res.statusCode).toBe(200);
  dir = mkdtempSync(join(tmpdir(), "openapi-client-"));
  writeFileSync(join(dir, "api.ts"), astToString(await openapiTS(res.json() as Parameters<typeof openapiTS>[0])));
  writeFileSync(join(dir, "calls.ts"), CALLS);
  writeFileSync(join(dir, "client.ts"), CLIENT);
  writeFileSync(join(dir, "wrong-client.ts"), WRONG_CLIENT);
  writeFileSync(join(dir, "tsconfig.json"), TSCONFIG);
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** tsc's answer on the generated types, the calls and `client`: its exit code and what it printed. */
async function typeCheck(client: string): Promise<{ ok: boolean; output: string }> {
  writeFileSync(join(dir, "tsconfig.check.json"), JSON.stringify({ extends: "./tsconfig.json", files: ["api.ts", "calls.ts", client] }));
  try {
    await run(TSC, ["-p", "tsconfig.check.json", "--noEmit", "--strict"], { cwd: dir, timeout: 90_000 });
    return { ok: true, output: "" };
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

it("types a join, a read and a booking from the generated document, under --strict", async () => {
  expect(await typeCheck("client.ts")).toEqual({ ok: true, output: "" });
}, 120_000);

it("refuses a client reading a field the join's answer does not have", async () => {
  const { ok, output } = await typeCheck("wrong-client.ts");
  expect(ok).toBe(false);
  expect(output).toMatch(/wrong-client\.ts.*Property 'ticket_number' does not exist/s);
  // Only that read is wrong: the calls and generated types check.
  expect(output).not.toMatch(/(api|calls)\.ts\(/);
}, 120_000);

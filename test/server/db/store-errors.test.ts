/** Which errors are the store out of reach or out of room, and which stay bugs. */
import { describe, expect, it } from "vitest";
import { classifyStoreError } from "../../../server/src/db/store-errors.js";

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("classifyStoreError", () => {
  it.each([
    ["a refused connection", coded("ECONNREFUSED")],
    ["a reset connection", coded("ECONNRESET")],
    ["PostgreSQL shutting down (57P01)", coded("57P01", "terminating connection due to administrator command")],
    ["PostgreSQL starting up (57P03)", coded("57P03", "the database system is starting up")],
    ["a statement timeout (57014)", coded("57014", "canceling statement due to statement timeout")],
    ["too many connections (53300)", coded("53300")],
    ["a broken connection (08006)", coded("08006")],
    ["a dropped connection", new Error("Connection terminated unexpectedly")],
    ["an exhausted pool", new Error("timeout exceeded when trying to connect")],
    ["a connect timeout", new Error("Connection terminated due to connection timeout", { cause: new Error("timeout expired") })],
    ["a query on a broken client", new Error("Client has encountered a connection error and is not queryable")],
    ["SQLite locked past busy_timeout", coded("SQLITE_BUSY", "database is locked")],
    ["SQLite's disk failing", coded("SQLITE_IOERR_WRITE", "disk I/O error")],
    ["a connect to several addresses, all refused", new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")])],
    ["a wrapped outage", new Error("query failed", { cause: coded("57P01") })],
  ])("%s is unavailable", (_name, error) => {
    expect(classifyStoreError(error)).toBe("unavailable");
  });

  it.each([
    ["SQLite's full disk", coded("SQLITE_FULL", "database or disk is full")],
    ["PostgreSQL's full disk (53100)", coded("53100", "could not extend file")],
  ])("%s is full", (_name, error) => {
    expect(classifyStoreError(error)).toBe("full");
  });

  it.each([
    ["a unique violation", coded("23505")],
    ["a syntax error", coded("42601")],
    ["a serialization failure", coded("40001")],
    ["an SQLite constraint", coded("SQLITE_CONSTRAINT_UNIQUE")],
    ["an SQLite misuse", coded("SQLITE_ERROR", "no such table: x")],
    ["a plain bug", new TypeError("cannot read properties of undefined")],
    ["not an error", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("%s is not an outage", (_name, error) => {
    expect(classifyStoreError(error)).toBeUndefined();
  });

  it("stops following a cause that loops", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(classifyStoreError(error)).toBeUndefined();
  });
});

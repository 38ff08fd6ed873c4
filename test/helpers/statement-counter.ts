/**
 * Counts the SQL statements an app sends, whatever the dialect: a Kysely plugin sees every
 * query run on the app's handle and in its transactions (builders, raw `sql`, and queries
 * compiled once and run again: server/src/db/insert-returning.ts) when its result comes back;
 * its kind comes from the query as it was compiled. Install it on the store before `buildApp` so the app only ever holds the
 * counting handle.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import type { Store } from "../../server/src/db/database.js";

export interface StatementCounter {
  /** Runs `work` and answers how many statements were sent while it ran, with their kinds. */
  count<T>(work: () => Promise<T>): Promise<{ result: T; statements: number; kinds: string[] }>;
}

export function countStatements(store: Store): StatementCounter {
  let kinds: string[] | undefined;
  const compiledKinds = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      compiledKinds.set(queryId, describe(node));
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      kinds?.push(compiledKinds.get(queryId) ?? "compiled once");
      return result;
    },
  };
  store.db = store.db.withPlugin(plugin);
  return {
    async count(work) {
      kinds = [];
      try {
        const result = await work();
        return { result, statements: kinds.length, kinds };
      } finally {
        kinds = undefined;
      }
    },
  };
}

/** "select locations", "insert queue_appointments", "raw": enough to read a failed bound. */
function describe(node: RootOperationNode): string {
  const table = (n: unknown): string => {
    const json = JSON.stringify(n);
    const match = /"identifier":\{"kind":"IdentifierNode","name":"([a-z_]+)"/.exec(json);
    return match?.[1] ?? "?";
  };
  switch (node.kind) {
    case "SelectQueryNode":
      return `select ${table(node.from)}`;
    case "InsertQueryNode":
      return `insert ${table(node.into)}`;
    case "UpdateQueryNode":
      return `update ${table(node.table)}`;
    case "DeleteQueryNode":
      return `delete ${table(node.from)}`;
    default:
      return node.kind === "RawNode" ? "raw" : node.kind;
  }
}

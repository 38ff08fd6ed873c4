/**
 * Counts the SQL statements an app sends, whatever the dialect: a Kysely plugin sees every
 * query (builders and raw `sql` alike) as it is compiled, on the app's handle and in its
 * transactions. Install it on the store before `buildApp` so the app only ever holds the
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
  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      kinds?.push(describe(node));
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
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

// After `tsc` has compiled the server into dist/: the package.json Node reads for files under
// dist/. The root one maps `#contract/…` to the contract's TypeScript sources (for tsc, vitest,
// tsx and rollup); the compiled server needs the same aliases leading to the compiled files.
import { readFileSync, writeFileSync } from "node:fs";

const root = JSON.parse(readFileSync("package.json", "utf8"));
const imports = Object.fromEntries(Object.entries(root.imports).map(([alias, target]) => [alias, target.replace(/\.ts$/, ".js")]));
writeFileSync("dist/package.json", `${JSON.stringify({ type: "module", imports }, null, 2)}\n`);

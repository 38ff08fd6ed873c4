// `npm install` (postinstall) compiles the message catalogs (locales/**/*.po → .ts), so a fresh
// clone type-checks in an editor at once. Where the catalogs or the compiler are not there (the
// image's install step copies only the package files; an install without dev dependencies),
// there is nothing to compile: `npm run build` does it.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const ready = ["lingui.config.ts", "locales/en.po", "node_modules/@lingui/cli"].every((path) => existsSync(path));
if (ready) execSync("npm run --silent build:locales", { stdio: "inherit" });

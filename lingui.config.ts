/**
 * Message catalogs: one `.po` file per locale under `locales/`, extracted from the widget's
 * sources. `lingui compile` writes `locales/{locale}.ts`, which the widget loads lazily.
 */
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "ko", "pl", "pt-BR", "ru", "zh-Hans"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}",
      include: ["<rootDir>/widget/src"],
      exclude: ["**/node_modules/**", "<rootDir>/widget/src/contract/**"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});

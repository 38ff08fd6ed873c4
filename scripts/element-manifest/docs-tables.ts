/**
 * The tables of docs/embedding.md that list the element's attributes, events and CSS custom
 * properties, each written between `<!-- element-api:{name} -->` and `<!-- /element-api:{name} -->`.
 */
import { ELEMENT_CSS_PROPERTIES, publicAttributes, publicEvents } from "./public-api.js";

/** A Markdown table with its columns padded, as the docs' other tables are written. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

export function docsTables(): Record<string, string> {
  return {
    attributes: markdownTable(
      ["Attribute", "Values", "Default"],
      publicAttributes().map((a) => [`\`${a.attribute}\``, a.description, a.default]),
    ),
    events: markdownTable(
      ["Event", "When", "`detail`"],
      publicEvents().map((e) => [`\`${e.type}\``, e.description, e.detailDescription]),
    ),
    "css-properties": markdownTable(
      ["Variable", "Default", "What it styles"],
      ELEMENT_CSS_PROPERTIES.map((p) => [`\`${p.name}\``, p.default, p.description]),
    ),
  };
}

/** `markdown` with each marked table replaced; a marker pair that is missing is an error, not a silent skip. */
export function withDocsTables(markdown: string, tables: Record<string, string> = docsTables()): string {
  let result = markdown;
  for (const [name, table] of Object.entries(tables)) {
    const start = `<!-- element-api:${name} -->`;
    const end = `<!-- /element-api:${name} -->`;
    const from = result.indexOf(start);
    const to = result.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs: the markers ${start} … ${end} are missing`);
    result = `${result.slice(0, from + start.length)}\n\n${table}\n\n${result.slice(to)}`;
  }
  return result;
}

/**
 * Cells a spreadsheet would run as a formula (CSV injection): a text starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is written with a `'` in front, which spreadsheets show as text.
 * A plain number (`-73.21`) runs nothing and stays a number. The import takes the `'` off again,
 * so an exported file comes back unchanged; a `'` the text itself began with is doubled to survive.
 */
const RUNS = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Whether the import would take a leading `'` off this text. */
const strippable = (cell: string) => cell.startsWith("'") && (RUNS.test(cell.slice(1)) || cell.slice(1).startsWith("'"));

export function guardCell(cell: string): string {
  return (RUNS.test(cell) && !PLAIN_NUMBER.test(cell)) || strippable(cell) ? `'${cell}` : cell;
}

export function unguardCell(cell: string): string {
  return strippable(cell) ? cell.slice(1) : cell;
}

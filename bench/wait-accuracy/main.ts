/**
 * `npm run bench:wait-accuracy -- --seed N [--scenario name]`: runs each scenario's day against
 * the real server in simulated time and prints how right the estimated waits were, as one
 * Markdown table, then how honest the range shown at joining was, as another (see
 * docs/wait-accuracy.md). Not a test: nothing here passes or fails.
 */
import { parseArgs } from "node:util";
import { scenarioAccuracy } from "./accuracy.js";
import { accuracyTable } from "./accuracy-table.js";
import { runDay } from "./day-run.js";
import { rangeAccuracy, rangeTable } from "./range-accuracy.js";
import { SCENARIOS } from "./scenarios.js";

const { values } = parseArgs({ options: { seed: { type: "string", default: "1" }, scenario: { type: "string" } } });
const seed = Number(values.seed);
if (!Number.isSafeInteger(seed)) throw new Error(`--seed must be an integer, not ${values.seed}`);
const chosen = values.scenario ? SCENARIOS.filter((s) => s.name === values.scenario) : SCENARIOS;
if (!chosen.length) throw new Error(`no scenario "${values.scenario}"; there are: ${SCENARIOS.map((s) => s.name).join(", ")}`);

const rows = [];
const started = performance.now();
for (const scenario of chosen) {
  const day = await runDay(scenario, seed);
  const accuracy = scenarioAccuracy(day.records);
  const counts = new Map<string, number>();
  for (const r of day.records) counts.set(r.outcome, (counts.get(r.outcome) ?? 0) + 1);
  const outcomes = [...counts].map(([outcome, count]) => `${count} ${outcome}`);
  process.stderr.write(`${scenario.name}: ${day.records.length} joined (${outcomes.join(", ")}), ${day.bookings} booked\n`);
  rows.push({ name: scenario.name, accuracy, range: rangeAccuracy(day.records) });
}
process.stdout.write(`Seed ${seed}. Minutes; "too little": called a minute or more later than the estimate.\n\n${accuracyTable(rows)}\n`);
process.stdout.write(
  `\nThe range shown at joining (expected_start_p90): share called at or before it; width p90 − estimate (minutes).\n\n${rangeTable(rows)}\n`,
);
process.stderr.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);

/**
 * The ratios the goals name (joins ÷ bare, services reads ÷ bare), measured in interleaved
 * rounds. This machine's speed drifts by 20–40 % within minutes, so a bare run and a join run
 * measured minutes apart compare two different machines. Each round runs the bare route, the
 * join and the services read back to back (saturated, 50 connections, from this process); each
 * round's ratios divide by that round's own bare run, and the median round is reported.
 */
import { measure, type LoadOptions } from "./http-throughput.js";
import { median } from "./median.js";

export interface RatioTarget {
  url: string;
  load: () => LoadOptions;
}

export interface RatioRound {
  bare: number;
  joins: number;
  services: number;
}

export async function ratioRounds(targets: { bare: RatioTarget; joins: RatioTarget; services: RatioTarget }, rounds: number, seconds: number) {
  const measured: RatioRound[] = [];
  const rps = async (target: RatioTarget) => (await measure(target.url, target.load(), seconds)).requestsPerSecond;
  for (let i = 0; i < rounds; i++) {
    measured.push({ bare: await rps(targets.bare), joins: await rps(targets.joins), services: await rps(targets.services) });
  }
  return {
    rounds: measured,
    joins: median(measured.map((r) => r.joins / r.bare)),
    services: median(measured.map((r) => r.services / r.bare)),
  };
}

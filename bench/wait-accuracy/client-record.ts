/** What the simulator keeps of each client in line: every estimate the server gave them, and when they were really called. */

/** One estimate as the client saw it: when it was read, the expected start it gave and that start's 90th percentile (ms; null: none). */
export interface EstimateRead {
  at: number;
  start: number | null;
  p90: number | null;
}

export interface ClientRecord {
  n: number;
  id: number;
  code: string;
  service: string;
  meetingMethod: 1 | 2;
  joinedAt: number;
  /** The join answer's estimate, then each read of the manage page while waiting. */
  reads: EstimateRead[];
  /** When staff called them (the start the estimate promised). */
  calledAt?: number;
  outcome: "waiting" | "served" | "no-show" | "cancelled";
}

type EstimateAttributes = { expected_start?: string | null; expected_start_p90?: string | null };

/** The estimate in an answer's attributes (`expected_start` and `expected_start_p90`, ISO), read at `at`. */
export function estimateRead(at: number, attributes: EstimateAttributes | undefined): EstimateRead {
  const ms = (value: string | null | undefined) => (value ? Date.parse(value) : null);
  return { at, start: ms(attributes?.expected_start), p90: ms(attributes?.expected_start_p90) };
}

/** What the simulator keeps of each client in line: every estimate the server gave them, and when they were really called. */

/** One estimate as the client saw it: when it was read, and the expected start it gave (ms; null: none). */
export interface EstimateRead {
  at: number;
  start: number | null;
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

/** The expected start in an answer's `expected_start` (ISO), as ms; null when absent. */
export function expectedStart(attributes: { expected_start?: string | null } | undefined): number | null {
  const value = attributes?.expected_start;
  return value ? Date.parse(value) : null;
}

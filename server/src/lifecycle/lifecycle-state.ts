/**
 * Where this instance is in its life: `serving`, then on a stop signal `draining` (readiness
 * answers 503 so load balancers take it out, everything else is still served), then `stopping`
 * (the listener closes, connections finish their request and close). One object per app, read by
 * `/readyz` and the stop hooks and moved on by the graceful stop.
 */
export type LifecyclePhase = "serving" | "draining" | "stopping";

export interface Lifecycle {
  readonly phase: LifecyclePhase;
  /** Moves on to `phase`; never back (a stop is not undone). */
  enter(phase: Exclude<LifecyclePhase, "serving">): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This instance's phase (`/readyz`, the graceful stop). */
    lifecycle: Lifecycle;
  }
}

const ORDER: Record<LifecyclePhase, number> = { serving: 0, draining: 1, stopping: 2 };

export function createLifecycle(): Lifecycle {
  let phase: LifecyclePhase = "serving";
  return {
    get phase() {
      return phase;
    },
    enter(next) {
      if (ORDER[next] > ORDER[phase]) phase = next;
    },
  };
}

/**
 * Deliveries side by side: a batch of outbox rows is worked by up to `concurrency` lanes, each
 * claiming a row of its own and handling it, then the next. A delivery is mostly waiting on the
 * mail server or SMS provider, so one at a time cannot keep up with a burst of joins.
 *
 * A lane that found a row recruits another, so lanes grow to `concurrency` while there is work,
 * and a lane that finds nothing due ends: each idle lane costs a single empty claim. A wake-up
 * (a change enqueued messages) recruits one more for a batch whose lanes have mostly ended.
 */

export interface LaneRunner {
  /** Works one batch until nothing is due or `batchSize` rows were taken; answers how many were handled. */
  runBatch(): Promise<number>;
  /** One more lane for the batch running now, if any, while below `concurrency`. */
  recruit(): void;
}

export interface LaneOptions<Row> {
  concurrency: number;
  batchSize: number;
  /** Claims the next due row, or answers undefined when none is due. */
  claim(): Promise<Row | undefined>;
  handle(row: Row): Promise<void>;
}

/** One batch: its lanes, and the rows they took (claimed or being claimed) and handled. */
interface Batch {
  taken: number;
  handled: number;
  lanes: Set<Promise<void>>;
  errors: unknown[];
}

export function createLaneRunner<Row>(options: LaneOptions<Row>): LaneRunner {
  const { batchSize } = options;
  const concurrency = Math.max(1, Math.min(options.concurrency, batchSize));
  /** The batch a wake-up may add lanes to. */
  let current: Batch | undefined;

  function addLane(batch: Batch): void {
    const lane: Promise<void> = (async () => {
      // A slot is taken before claiming, so the lanes together never take more than a batch.
      while (batch.taken < batchSize) {
        batch.taken++;
        const row = await options.claim();
        if (row === undefined) {
          batch.taken--;
          return;
        }
        recruit(batch);
        await options.handle(row);
        batch.handled++;
      }
    })()
      .catch((error: unknown) => {
        batch.errors.push(error);
      })
      .finally(() => batch.lanes.delete(lane));
    batch.lanes.add(lane);
  }

  function recruit(batch: Batch | undefined): void {
    if (!batch || batch.errors.length > 0) return;
    if (batch.lanes.size < concurrency && batch.taken < batchSize) addLane(batch);
  }

  return {
    async runBatch() {
      const batch: Batch = { taken: 0, handled: 0, lanes: new Set(), errors: [] };
      current = batch;
      try {
        addLane(batch);
        // Waits for lanes added meanwhile too: a stopped worker must not leave a delivery in flight.
        while (batch.lanes.size > 0) await Promise.all([...batch.lanes]);
      } finally {
        if (current === batch) current = undefined;
      }
      if (batch.errors.length > 0) throw batch.errors[0];
      return batch.handled;
    },
    recruit: () => recruit(current),
  };
}

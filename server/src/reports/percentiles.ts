/**
 * Percentiles from a histogram of whole minutes (pure), by nearest rank: the p-th percentile of
 * n values is the value at rank ⌈p·n⌉ (1-based) in ascending order, so the median of 4 values is
 * the 2nd. Always one of the measured values, never an interpolation.
 */
export type Histogram = Map<number, number>;

export function addToHistogram(histogram: Histogram, minutes: number, count: number): void {
  histogram.set(minutes, (histogram.get(minutes) ?? 0) + count);
}

export function histogramCount(histogram: Histogram): number {
  let n = 0;
  for (const count of histogram.values()) n += count;
  return n;
}

/** The nearest-rank percentile (`p` in 0–1) of the histogram's values; null when it is empty. */
export function percentile(histogram: Histogram, p: number): number | null {
  const n = histogramCount(histogram);
  if (!n) return null;
  const rank = Math.max(1, Math.ceil(p * n));
  let seen = 0;
  for (const minutes of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(minutes) ?? 0;
    if (seen >= rank) return minutes;
  }
  return null;
}

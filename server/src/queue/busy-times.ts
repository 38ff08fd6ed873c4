/**
 * One staff member's time in the wait simulation: free from a cursor on (when they are done with
 * the clients given to them so far), except for blocked intervals (bookings, time off).
 *
 * The cursor only moves forward, so intervals that end before it are passed once for good. A
 * visit that does not fit before the next interval looks ahead past it; the answer is kept per
 * visit length until the cursor moves, so asking every staff member about every client stays
 * O(1) each (the simulation asks s people about n clients, and most are not given the client).
 */
import type { Interval } from "../time/interval.js";

export class BusyTimes {
  /** The first interval that ends after the cursor, and its start (Infinity: none left). */
  private next = 0;
  private nextStart = Infinity;
  private readonly fits = new Map<number, number>();

  /** `blocked` sorted by start (see `byStart`); they may overlap. */
  constructor(
    private readonly blocked: readonly Interval[],
    private cursor: number,
  ) {
    this.passEnded();
  }

  /** When they are done with the clients given to them (ms). */
  get freeFrom(): number {
    return this.cursor;
  }

  /**
   * The earliest start, at or after the cursor and `notBefore` (when given), of a visit of
   * `length` ms that meets no blocked interval.
   */
  firstFit(length: number, notBefore?: number): number {
    if (notBefore !== undefined && notBefore > this.cursor) return this.fitFrom(notBefore, length);
    // The common case, and all of it for someone with nothing blocked: one comparison.
    if (this.cursor + length <= this.nextStart) return this.cursor;
    const known = this.fits.get(length);
    if (known !== undefined) return known;
    const at = this.fitFrom(this.cursor, length);
    this.fits.set(length, at);
    return at;
  }

  /** Gives them a visit of `length` ms starting at `start` (a `firstFit` answer). */
  take(start: number, length: number): void {
    this.cursor = start + length;
    if (this.fits.size) this.fits.clear();
    this.passEnded();
  }

  private fitFrom(from: number, length: number): number {
    const { blocked } = this;
    let at = from;
    for (let i = this.next, block = blocked[i]; block && block.start < at + length; block = blocked[++i]) {
      at = Math.max(at, block.end);
    }
    return at;
  }

  private passEnded(): void {
    const { blocked } = this;
    while ((blocked[this.next]?.end ?? Infinity) <= this.cursor) this.next++;
    this.nextStart = blocked[this.next]?.start ?? Infinity;
  }
}

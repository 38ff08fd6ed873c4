/**
 * Watches the element's reads of the lobby board on their way to the real server: counts them,
 * can hold them (to see the loading state) and can make the next one fail as a dropped
 * connection would. Every other request passes untouched.
 */
import { waitFor, type MountedElement } from "../helpers/element-harness.js";

export interface LobbyRequests {
  /** Lobby reads started and answered so far. */
  readonly started: number;
  readonly finished: number;
  /** Holds every lobby read until `release()`. */
  hold(): { release(): void };
  /** The next lobby read fails like a network error. */
  failNext(): void;
  /**
   * Resolves once the board follows its live channel: the live connection re-reads after it
   * subscribes, so a second read has been answered and none is in flight.
   */
  subscribed(el: MountedElement): Promise<void>;
  restore(): void;
}

const isLobbyRead = (input: RequestInfo | URL) => /\/api\/v2\/open\/locations\/\d+\/lobby/.test(String(input instanceof Request ? input.url : input));

export function lobbyRequests(): LobbyRequests {
  const original = globalThis.fetch;
  let started = 0;
  let finished = 0;
  let gate: Promise<void> | null = null;
  let failNext = false;

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isLobbyRead(input)) return original(input, init);
    started += 1;
    try {
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new TypeError("Failed to fetch");
      }
      return await original(input, init);
    } finally {
      finished += 1;
    }
  };

  return {
    get started() {
      return started;
    },
    get finished() {
      return finished;
    },
    hold() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return { release };
    },
    failNext() {
      failNext = true;
    },
    async subscribed(el) {
      try {
        await waitFor(() => finished >= 2 && started === finished, 10_000);
      } catch {
        throw new Error(`the board never re-read after subscribing (${started} started, ${finished} answered): ${el.text().slice(0, 300)}`);
      }
      // A read counts as answered when its headers arrive; the element reads the body and
      // renders it after that. Without this pause a test's own event could be applied first and
      // then overwritten by that answer (seen now and then on Node 24).
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
    restore() {
      globalThis.fetch = original;
    },
  };
}

/**
 * How many `GET /live` websockets this instance holds: at most so many in all, and so many from
 * one client address, so idle sockets cannot use every file descriptor (HTTP keeps answering:
 * HTTP_MAX_CONNECTIONS is above the total cap).
 */
export interface SocketCapsOptions {
  maxSockets: number;
  maxSocketsPerAddress: number;
}

/** A place taken (give it back when the socket closes), or which cap refused one. */
export type Admission = { ok: true; release(): void } | { ok: false; cap: "total" | "per_address" };

export interface SocketCaps {
  /** Takes a place for a socket from `address` (normalised: an IPv6 client counts per /64). */
  admit(address: string): Admission;
}

export function createSocketCaps(options: SocketCapsOptions): SocketCaps {
  let total = 0;
  const byAddress = new Map<string, number>();
  return {
    admit(address) {
      if (total >= options.maxSockets) return { ok: false, cap: "total" };
      const held = byAddress.get(address) ?? 0;
      if (held >= options.maxSocketsPerAddress) return { ok: false, cap: "per_address" };
      total += 1;
      byAddress.set(address, held + 1);
      let released = false;
      return {
        ok: true,
        release() {
          if (released) return;
          released = true;
          total -= 1;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
  };
}

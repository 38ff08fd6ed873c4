// Written by scripts/write-element-manifest.ts from widget/src/element/element-api.ts (npm run build:manifest): do not edit.
// Names inside the block are React's own (DetailedHTMLProps, HTMLAttributes).
import type { QueueBookingAttributes, QueueBookingElement } from "./queue-booking.js";

export type * from "./queue-booking.js";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "queue-booking": DetailedHTMLProps<HTMLAttributes<QueueBookingElement>, QueueBookingElement> & QueueBookingAttributes;
    }
  }
}

/**
 * The two messages between a vendor's page and a hosted page in its iframe (`mode=embed`): the
 * page's helper says hello to the frame, and the frame answers its content height, to that
 * origin only, whenever it changes. Nothing else crosses, and neither side uses `"*"`.
 */
export const FRAME_HELLO = "queue-booking:hello";
export const FRAME_HEIGHT = "queue-booking:height";

export interface FrameHeightMessage {
  type: typeof FRAME_HEIGHT;
  /** CSS pixels, rounded up. */
  height: number;
}

export const isFrameHello = (data: unknown): boolean => (data as { type?: unknown } | null)?.type === FRAME_HELLO;

export function isFrameHeight(data: unknown): data is FrameHeightMessage {
  const message = data as Partial<FrameHeightMessage> | null;
  return message?.type === FRAME_HEIGHT && typeof message.height === "number" && Number.isFinite(message.height) && message.height >= 0;
}

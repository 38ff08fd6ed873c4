/**
 * Lets the parts that change something ask for a fresh read of the line and the day without
 * importing the views that draw them (which import those parts): `main.ts` connects the two.
 */
let handler: () => Promise<void> = async () => {};

export function onRefreshRequest(refresh: () => Promise<void>): void {
  handler = refresh;
}

export const requestRefresh = (): Promise<void> => handler();

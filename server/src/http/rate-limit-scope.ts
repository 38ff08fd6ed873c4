/**
 * Which counters a limited route uses. @fastify/rate-limit asks its store for a child per
 * route; routes that name a `groupId` (every read that tries a confirm code) must count in one
 * set of counters, else each would grant the whole allowance again, and a limit checked
 * outside any route (`app.createRateLimit`, used by `GET /live`) joins a group the same way.
 * Both stores (memory on SQLite, the `rate_limits` table on PostgreSQL) name children by this.
 */
export function rateLimitScope(routeOptions: unknown): string {
  const { groupId, routeInfo } = routeOptions as { groupId?: unknown; routeInfo?: { method?: unknown; url?: unknown } };
  if (typeof groupId === "string" && groupId !== "") return `group:${groupId}`;
  return `${String(routeInfo?.method ?? "")}${String(routeInfo?.url ?? "")}`;
}

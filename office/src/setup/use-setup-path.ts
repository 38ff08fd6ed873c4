/** What lies below the current setup section's path: `/office/setup/locations/main-st` → `["main-st"]`. */
import { useOfficeState } from "../app/office-context.js";
import { setupPathParts } from "./setup-paths.js";

export function useSetupPath(): string[] {
  const path = useOfficeState((state) => state.path);
  return setupPathParts(path).slice(1);
}

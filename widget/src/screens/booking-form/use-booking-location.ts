/** Loads the form's location, again when the language changes (its texts are translated). */
import { useElement, useElementState } from "../../element/element-context.js";
import { BookingLocationResponseSchema, type BookingLocation } from "./booking-location.js";
import { getValidated } from "./get-validated.js";
import { useApiData } from "./use-api-data.js";

export function useBookingLocation(locationId: number) {
  const { api } = useElement();
  const locale = useElementState((s) => s.locale);
  return useApiData<BookingLocation>(
    async () => {
      const result = await getValidated(api, `/api/v2/open/locations/${locationId}`, BookingLocationResponseSchema);
      return result.ok ? { ...result, data: { ...result.data.data.attributes, id: result.data.data.id } } : result;
    },
    [api, locationId, locale],
  );
}

/** Rows the benchmarks write straight into the database: clients, and what a visit and a booking share. */

/** A client with only a first name. */
export function benchClient(vendorId: number, firstName: string, stamp: string) {
  return {
    vendor_id: vendorId,
    external_id: null,
    first_name: firstName,
    last_name: "",
    email: "",
    cell_phone: "",
    cell_phone_formatted: "",
    lang: "en",
    receive_sms: 0,
    notes: "",
    created_at: stamp,
  };
}

/** The columns a place in line and a booked appointment have alike: in person, status 1. */
export function benchVisit(vendorId: number, locationId: number, serviceId: number, clientId: number, stamp: string) {
  return {
    vendor_id: vendorId,
    location_id: locationId,
    service_id: serviceId,
    client_id: clientId,
    status: 1,
    confirm_code: "BENCH000",
    meeting_method: 1,
    fulfillment_method: 1,
    car_details: "",
    notes: "",
    utm: "{}",
    booked_through: "online_queue",
    created_at: stamp,
    updated_at: stamp,
  };
}

/** The client's contact details as every staff view selects and answers them. */

export const CLIENT_CONTACT_COLUMNS = [
  "clients.first_name",
  "clients.last_name",
  "clients.cell_phone",
  "clients.cell_phone_formatted",
  "clients.email",
] as const;

export interface ClientContact {
  first_name: string;
  last_name: string;
  cell_phone: string;
  cell_phone_formatted: string;
  email: string;
}

export function clientContact(row: ClientContact): ClientContact {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    cell_phone: row.cell_phone,
    cell_phone_formatted: row.cell_phone_formatted,
    email: row.email,
  };
}

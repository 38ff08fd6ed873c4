/**
 * Who calls the staff API: a staff member (by their own bearer token, bound to one vendor) or
 * the holder of ADMIN_TOKEN (every vendor, product-admin level).
 */
import { RoleLevel } from "#contract";

export interface StaffMemberPrincipal {
  kind: "staff";
  /** `staff_users.id`. */
  id: number;
  vendorId: number;
  vendorSlug: string;
  vendorName: string;
  fullName: string;
  roleLevel: number;
}

export interface AdminPrincipal {
  kind: "admin";
  roleLevel: typeof RoleLevel.productAdmin;
}

export type StaffPrincipal = StaffMemberPrincipal | AdminPrincipal;

export const ADMIN_PRINCIPAL: AdminPrincipal = { kind: "admin", roleLevel: RoleLevel.productAdmin };

/** The vendor a principal is bound to; undefined for the admin, who sees every vendor. */
export function principalVendorId(principal: StaffPrincipal): number | undefined {
  return principal.kind === "staff" ? principal.vendorId : undefined;
}

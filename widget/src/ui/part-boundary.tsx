/**
 * Keeps a failing part of a screen from blanking the rest: the map (the list beside it does the
 * job alone) or the vendor's statement (the form stays usable). The error is logged for the
 * vendor's developer; the part shows `fallback` (nothing by default).
 */
import { Component, type ReactNode } from "react";

export class PartBoundary extends Component<{ name: string; children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn(`queue-booking: the ${this.props.name} could not be shown`, error);
  }
  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

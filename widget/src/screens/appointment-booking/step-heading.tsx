/**
 * A step's title. After the client moves to another step, keyboard and screen-reader focus
 * goes to the new step's title, so they hear where they are; the first step of a visit leaves
 * focus where the page put it.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/** Set by the flow once the client has moved from the step they arrived on. */
export const StepFocus = createContext<{ current: boolean }>({ current: false });

export function StepHeading({ children }: { children: ReactNode }) {
  const moved = useContext(StepFocus);
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the step appears.
  useEffect(() => {
    if (moved.current) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

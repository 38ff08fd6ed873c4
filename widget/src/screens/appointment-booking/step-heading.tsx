/**
 * A step's title. After the client moves to another step, keyboard and screen-reader focus
 * goes to the new step's title, so they hear where they are; the first step of a visit leaves
 * focus where the page put it — except a hand-off (`focusOnArrival`): a queue spot's "Choose a
 * time" loads the booking as a new document, a step of the same journey, which would otherwise
 * begin with focus on the page's `<body>`. It takes focus only from there, never from a control.
 */
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";

/** Set by the flow once the client has moved from the step they arrived on. */
export const StepFocus = createContext<{ current: boolean }>({ current: false });

export function StepHeading({ children, focusOnArrival = false }: { children: ReactNode; focusOnArrival?: boolean }) {
  const moved = useContext(StepFocus);
  const ref = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when the step appears.
  useEffect(() => {
    const onBody = document.activeElement === null || document.activeElement === document.body;
    if (moved.current || (focusOnArrival && onBody)) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

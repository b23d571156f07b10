import { useCallback, useEffect, useRef, useState } from "react";

/** How long a change can still be taken back before it is sent. */
export const undoWindowMs = 5000;

/**
 * A change that waits a few seconds before it is sent, so a tap by mistake is undone in place instead of
 * being asked about first. Leaving the screen (closing the panel) sends it at once.
 */
export function useUndoable(delayMs = undoWindowMs) {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [waiting, setWaiting] = useState(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const run = pending.current;
    pending.current = null;
    setWaiting(false);
    run?.();
  }, []);

  const start = useCallback(
    (run: () => void) => {
      clearTimeout(timer.current);
      pending.current = run;
      setWaiting(true);
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    setWaiting(false);
  }, []);

  useEffect(() => flush, [flush]);

  return { waiting, start, undo, flush };
}

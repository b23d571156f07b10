import { useCallback, useEffect, useRef, useState } from "react";

/**
 * One call a form makes on submit, with whether it is under way: what the public forms (contact,
 * sign-in) need from a mutation, without the query library on a public page's first load.
 * `mutateAsync` resolves or rejects with the call itself.
 */
export function useAction<Input, Output>(call: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutateAsync = useCallback(
    async (input: Input) => {
      setPending(true);
      try {
        return await call(input);
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [call],
  );
  return { mutateAsync, isPending };
}

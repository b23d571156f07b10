import { useSearchParams } from "react-router";

/**
 * The booking an address names (`?booking=CL-7K3Q9XMA2B`: the Today screen's lines link there). The list
 * searches for it and opens it once found; then the address forgets it, so closing the details stays closed.
 */
export function useLinkedBooking() {
  const [params, setParams] = useSearchParams();
  const linked = params.get("booking");
  const forget = () =>
    setParams(
      (current) => {
        current.delete("booking");
        return current;
      },
      { replace: true },
    );
  return { linked, forget };
}

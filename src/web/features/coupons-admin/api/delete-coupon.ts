import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api-client";
import { couponsQueryKey } from "./get-coupons";

export const deleteCoupon = (id: string) =>
  api.delete<{ message: string }>(`/coupons/delete/${encodeURIComponent(id)}`);

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

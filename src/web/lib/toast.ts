import { toast } from "react-toastify/unstyled";

/** Every notification of the app goes through here, so wording and timing stay in one place. */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};

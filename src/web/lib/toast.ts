import { toast } from "react-toastify/unstyled";

// The words are the toast's id: pressing a button again while its toast shows does not stack a copy.
const options = (message: string) => ({ toastId: message });

/** Every notification of the app goes through here, so wording and timing stay in one place. */
export const notify = {
  success: (message: string) => toast.success(message, options(message)),
  error: (message: string) => toast.error(message, options(message)),
  warning: (message: string) => toast.warning(message, options(message)),
  info: (message: string) => toast.info(message, options(message)),
  /** Takes down the toast showing these words, if any. */
  dismiss: (message: string) => toast.dismiss(message),
};

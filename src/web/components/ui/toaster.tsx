import { ToastContainer } from "react-toastify/unstyled";

/** The one toast area (DECISIONS.md D2): top-right, closes after 5 s, drag to dismiss. */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={5000} draggable draggablePercent={80} newestOnTop />;
}

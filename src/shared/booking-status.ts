export const bookingStatuses = ["pending", "confirmed", "completed", "cancelled"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/**
 * Allowed status changes: a pending booking may be confirmed, completed or cancelled, a confirmed one
 * completed or cancelled; completed and cancelled are final. Cancelling keeps the record (a soft cancel).
 */
const transitions: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ["confirmed", "completed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

export function canChangeStatus(from: BookingStatus, to: BookingStatus): boolean {
  return transitions[from].includes(to);
}

export const timeWindows = ["morning", "afternoon", "evening"] as const;
export type TimeWindow = (typeof timeWindows)[number];

/** How each time window reads to a person: in the form, the confirmation, the dashboard and mail. */
export const timeWindowLabels: Record<TimeWindow, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { todayInLagos } from "~/shared/lagos-date";
import {
  bookingSubmitFailed,
  missingFieldMessages,
  noServicesYetMessage,
  requiredFieldsMessage,
  type RequiredBookingField,
} from "~/shared/rules/booking";
import type { CreatedBooking } from "~/shared/schemas/booking";
import { ApiError } from "~/web/lib/api-client";
import { useSiteSettings } from "~/web/lib/site-settings";
import { availabilityQueryOptions, useAvailability } from "../api/availability";
import { useCreateBooking } from "../api/create-booking";
import {
  getServicesQueryOptions,
  useCategories,
  useServices,
} from "~/web/lib/catalogue-queries/use-catalogue";
import {
  bookingPayload,
  chosenFrequency,
  chosenServices,
  draftDiscount,
  draftPrice,
  draftDiscountNote,
  draftProblem,
  emptyDraft,
  missingFields,
  oneOffService,
  quantityIn,
  selectableServices,
  unitOf,
  type BookingDraft,
} from "../lib/booking-draft";
import { needsQuantity } from "~/shared/rules/pricing";
import { AreaField } from "./area-field";
import { QuantityInput } from "./quantity-input";
import { attemptFor, type BookingAttempt } from "../lib/booking-attempt";
import { dialogToast } from "../lib/dialog-toasts";
import { BookingTotal } from "./booking-total";
import { CouponField } from "./coupon-field";
import { CustomerFields } from "./customer-fields";
import { FrequencyField } from "./frequency-field";
import { ScheduleFields } from "./schedule-fields";
import { ServicePicker } from "./service-picker";
import { catalogueLoadFailed } from "~/shared/rules/public-toasts";

const loadFailed = catalogueLoadFailed;

type BookingFormProps = {
  draft: BookingDraft;
  onDraftChange: (update: (draft: BookingDraft) => BookingDraft) => void;
  onBooked: (booking: CreatedBooking) => void;
};

export function BookingForm({ draft, onDraftChange, onBooked }: BookingFormProps) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const services = useServices();
  const create = useCreateBooking();
  const availability = useAvailability();
  const { recurring: discounts, business } = useSiteSettings();
  const fees = business.travelFees;
  // A problem that is not one field's (a past date, the server's answer) stays in the form too.
  const [problem, setProblem] = useState<string | null>(null);
  // The fields found empty at the last Book Now; each mark goes as soon as its field is filled.
  const [marked, setMarked] = useState<readonly RequiredBookingField[]>([]);
  // The booking last sent and its Idempotency-Key: kept while the same booking is sent again (a retry after
  // a network failure books once), replaced when the booking changes or was made.
  const attempt = useRef<BookingAttempt | null>(null);
  const failed = categories.isError || services.isError;

  useEffect(() => {
    if (failed) dialogToast("error", loadFailed);
  }, [failed]);

  if (failed) {
    return (
      <div role="alert" className="space-y-4 text-slate-700">
        <p>{loadFailed}</p>
        <button
          type="button"
          onClick={() => void Promise.all([categories.refetch(), services.refetch()])}
          className="min-h-11 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!categories.data || !services.data) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        Loading categories and services...
      </p>
    );
  }

  const catalogue = services.data;
  if (catalogue.length === 0) {
    return (
      <p role="status" className="py-8 text-center text-slate-700">
        {noServicesYetMessage}
      </p>
    );
  }
  const chosen = chosenServices(draft, catalogue);
  // What is booked: a frequency the form no longer offers, or with a one-off service, books one time.
  const booked = { ...draft, frequency: chosenFrequency(draft, catalogue, discounts) };
  const update = (change: Partial<BookingDraft>) => onDraftChange((current) => ({ ...current, ...change }));
  const today = todayInLagos();
  const missing = missingFields(draft, catalogue);
  const invalid: Partial<Record<RequiredBookingField, string>> = {};
  for (const field of marked) if (missing.includes(field)) invalid[field] = missingFieldMessages[field];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const reason = draftProblem(booked, catalogue, today, discounts);
    setMarked(missing);
    setProblem(reason === requiredFieldsMessage ? null : reason);
    if (reason) {
      dialogToast("error", reason);
      if (missing[0]) document.getElementById(controlOf(missing[0], draft))?.focus();
      return;
    }
    try {
      const input = bookingPayload(booked, catalogue, discounts, fees);
      attempt.current = attemptFor(attempt.current, input);
      const booking = await create.mutateAsync({ input, attemptKey: attempt.current.key });
      attempt.current = null;
      void queryClient.invalidateQueries({ queryKey: availabilityQueryOptions().queryKey });
      onBooked(booking);
    } catch (error) {
      // The server's reason is worth more than the generic line when it has one (400, 409, 429).
      const reason = error instanceof ApiError && error.status < 500 && error.message ? error.message : "";
      const message = reason ? `${bookingSubmitFailed} ${reason}` : bookingSubmitFailed;
      setProblem(message);
      dialogToast("error", message);
      // Prices changed (409): show the catalogue's current prices before the customer tries again.
      // A window just filled (409): show the places as they are now.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: getServicesQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: availabilityQueryOptions().queryKey });
      }
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={problem ? "booking-problem" : undefined}
    >
      <fieldset disabled={create.isPending} className="min-w-0 space-y-5">
        <legend className="sr-only">Booking details</legend>
        <ServicePicker
          categories={categories.data}
          selectable={selectableServices(draft, catalogue)}
          chosen={chosen}
          categoryId={draft.categoryId}
          missing={invalid.services}
          onCategoryChange={(categoryId) => update({ categoryId })}
          onAdd={(id) =>
            onDraftChange((current) => ({ ...current, serviceIds: [...current.serviceIds, id] }))
          }
          onRemove={(id) =>
            onDraftChange((current) => ({
              ...current,
              serviceIds: current.serviceIds.filter((chosenId) => chosenId !== id),
            }))
          }
        />
        {chosen
          .filter((service) => needsQuantity(unitOf(service)))
          .map((service) => (
            <QuantityInput
              key={service._id}
              service={service}
              value={quantityIn(draft, service)}
              stepper
              onChange={(quantity) =>
                onDraftChange((current) => ({
                  ...current,
                  quantities: { ...current.quantities, [service._id]: quantity },
                }))
              }
            />
          ))}
        <CustomerFields
          draft={draft}
          invalid={invalid}
          onChange={(key, value) => update({ [key]: value })}
          onChoose={(key, off) => update({ [key]: off })}
        />
        <AreaField
          areas={business.areasServed}
          fees={fees}
          value={draft.area}
          onChange={(area) => update({ area })}
        />
        <ScheduleFields
          date={draft.preferredDate}
          time={draft.preferredTime}
          minDate={today}
          days={availability.data?.days}
          invalid={invalid}
          onDateChange={(preferredDate) => update({ preferredDate })}
          onTimeChange={(preferredTime) => update({ preferredTime })}
        />
        <FrequencyField
          value={booked.frequency}
          discounts={discounts}
          oneOff={oneOffService(draft, catalogue)}
          onChange={(frequency) => update({ frequency })}
        />
        <CouponField
          code={draft.couponCode}
          coupon={draft.coupon}
          onCodeChange={(couponCode) => update({ couponCode })}
          onApplied={(coupon) => update({ coupon })}
          onRemove={() => update({ coupon: null, couponCode: emptyDraft.couponCode })}
        />
        <BookingTotal
          price={draftPrice(booked, catalogue, discounts, fees)}
          discount={draftDiscount(booked, catalogue, discounts)}
          area={draft.area}
          note={draftDiscountNote(booked, catalogue, discounts)}
        />
        {problem && (
          <p id="booking-problem" role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {create.isPending ? "Processing..." : "Book Now"}
        </button>
      </fieldset>
    </form>
  );
}

/** The control that takes a missing field's answer: the service list needs a category first. */
function controlOf(field: RequiredBookingField, draft: BookingDraft): string {
  if (field === "services") return draft.categoryId ? "booking-service" : "booking-category";
  if (field === "preferredDate") return "booking-date";
  if (field === "preferredTime") return "booking-time";
  return `booking-${field}`;
}

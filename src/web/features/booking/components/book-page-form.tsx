import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { AvailabilityDays } from "~/shared/schemas/availability";
import type { Service } from "~/shared/schemas/service";
import { useSiteSettings } from "~/web/lib/site-settings";
import { useTypedBeforeHydration } from "~/web/lib/typed-before-hydration";
import { useHydrated } from "../lib/use-hydrated";
import {
  chosenFrequency,
  draftDiscount,
  draftPrice,
  draftDiscountNote,
  emptyDraft,
  quantityIn,
  oneOffService,
  type BookingDraft,
} from "../lib/booking-draft";
import {
  attemptKeyField,
  bookAnchors,
  bookIntents,
  bookPostOf,
  valuesOf,
  type BookPageFormState,
} from "../lib/book-page-post";
import { BookCouponField } from "./book-coupon-field";
import { CheckTimes } from "./check-times";
import { AreaField } from "./area-field";
import { BookingTotal } from "./booking-total";
import { CustomerFields } from "./customer-fields";
import { FrequencyField } from "./frequency-field";
import { ScheduleFields } from "./schedule-fields";
import { ServiceCheckboxes, type ServiceGroup } from "./service-checkboxes";

type BookPageFormProps = {
  groups: readonly ServiceGroup[];
  services: readonly Service[];
  /** Today in Lagos (YYYY-MM-DD): the earliest date offered. */
  today: string;
  /** Each coming day's windows and places, as the page was made. */
  days: AvailabilityDays["days"] | undefined;
  /** What the form shows: the last answer's values and messages, or the preset's. */
  state: BookPageFormState;
};

const submitClass =
  "w-full rounded-lg bg-brand-700 px-4 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60";

/**
 * The booking page's form: the dialog's fields in a plain HTML form that posts to the page's action,
 * which books through the booking API (docs/decisions/011-forms-without-script.md). With script it
 * keeps the total up to date as services are ticked and posts in place.
 */
export function BookPageForm({ groups, services, today, days, state }: BookPageFormProps) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    ...emptyDraft,
    ...state.values,
    coupon: state.coupon,
  }));
  const update = (change: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...change }));
  const form = useTypedBeforeHydration((typed) => update(valuesOf(bookPostOf(typed).draft)));
  const { recurring: discounts, business } = useSiteSettings();
  const fees = business.travelFees;
  // The total is worked out with the applied coupon (checked by the server at each post).
  const priced = { ...draft, coupon: state.coupon };
  const errors = state.fieldErrors;

  return (
    <Form
      ref={form}
      method="post"
      noValidate
      aria-label="Booking form"
      id={bookAnchors.form}
      aria-describedby={state.problem ? "book-problem" : undefined}
      className="scroll-mt-24 space-y-6"
    >
      {/* Enter in a field presses this first button: it applies a typed coupon, as the dialog's
          coupon field does, or books. Hidden from sight and from assistive technology. */}
      <button
        type="submit"
        name="intent"
        value={bookIntents.enter}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
      >
        Book Now
      </button>
      <input type="hidden" name={attemptKeyField} value={state.attemptKey} />
      {state.problem && (
        <p id="book-problem" role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
          {state.problem}
        </p>
      )}
      <ServiceCheckboxes
        groups={groups}
        chosen={draft.serviceIds}
        missing={errors.services}
        quantityOf={(service) => quantityIn(draft, service)}
        stepper={hydrated}
        onQuantity={(id, quantity) =>
          setDraft((current) => ({ ...current, quantities: { ...current.quantities, [id]: quantity } }))
        }
        onToggle={(id, checked) =>
          setDraft((current) => ({
            ...current,
            serviceIds: checked
              ? [...current.serviceIds, id]
              : current.serviceIds.filter((chosenId) => chosenId !== id),
          }))
        }
      />
      <CustomerFields
        draft={draft}
        invalid={errors}
        onChange={(key, value) => update({ [key]: value })}
        onChoose={(key, off) => update({ [key]: off })}
      />
      <AreaField
        areas={business.areasServed}
        fees={fees}
        value={draft.area}
        error={errors.area}
        onChange={(area) => update({ area })}
      />
      <div id={bookAnchors.when} className="scroll-mt-24 space-y-3">
        <ScheduleFields
          date={draft.preferredDate}
          time={draft.preferredTime}
          minDate={today}
          days={days}
          invalid={errors}
          onDateChange={(preferredDate) => update({ preferredDate })}
          onTimeChange={(preferredTime) => update({ preferredTime })}
          checkedDay={state.checkedDay}
        />
        {!hydrated && <CheckTimes checkedDay={state.checkedDay} date={draft.preferredDate} />}
      </div>
      <FrequencyField
        value={chosenFrequency(draft, services, discounts)}
        discounts={discounts}
        oneOff={oneOffService(draft, services)}
        onChange={(frequency) => update({ frequency })}
      />
      <BookCouponField
        code={draft.couponCode}
        coupon={state.coupon}
        note={state.couponNote}
        onCodeChange={(couponCode) => update({ couponCode })}
        anchor={hydrated ? undefined : `#${bookAnchors.coupon}`}
      />
      <div id={bookAnchors.total} className="scroll-mt-24">
        <BookingTotal
          price={draftPrice(priced, services, discounts, fees)}
          discount={draftDiscount(priced, services, discounts)}
          area={draft.area}
          note={draftDiscountNote(priced, services, discounts)}
        />
      </div>
      {!hydrated && (
        // Without script the total above is the one worked out at the last post.
        <button
          type="submit"
          name="intent"
          value={bookIntents.update}
          formAction={`#${bookAnchors.total}`}
          className="min-h-11 rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Update total
        </button>
      )}
      <button
        type="submit"
        name="intent"
        value={bookIntents.book}
        formAction={hydrated ? undefined : `#${bookAnchors.form}`}
        disabled={submitting}
        className={submitClass}
      >
        {submitting ? "Processing..." : "Book Now"}
      </button>
    </Form>
  );
}

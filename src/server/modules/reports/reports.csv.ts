// The report as a CSV file: one section per figure, each a title line, a header and its rows, with a
// blank line between sections. Money in naira, as plain numbers a spreadsheet can add up.
import { bookingStatuses } from "../../../shared/booking-status.ts";
import { toCsv, type CsvValue } from "../../../shared/csv.ts";
import {
  reportFigureLabels as label,
  reportFormLabels,
  reportHeadings as heading,
  reportStatusLabels,
} from "../../../shared/rules/reports.ts";
import { paymentMethodLabels } from "../../../shared/rules/payments.ts";
import { reportMethodHeadings } from "../../../shared/rules/payments-online.ts";
import type { Report } from "../../../shared/schemas/report.ts";

type Section = { title: string; header: readonly string[]; rows: readonly (readonly CsvValue[])[] };

const naira = (name: string) => `${name} (NGN)`;

function sections(report: Report): Section[] {
  return [
    {
      title: heading.period,
      header: [reportFormLabels.from, reportFormLabels.to],
      rows: [[report.from, report.to]],
    },
    {
      title: heading.summary,
      header: [label.figure, label.value],
      rows: [
        [label.bookings, report.bookings.total],
        [naira(label.booked), report.revenue.booked],
        [naira(label.collected), report.revenue.collected],
        [naira(label.outstanding), report.revenue.outstanding],
        [label.outstandingBookings, report.revenue.outstandingBookings],
      ],
    },
    {
      title: heading.byStatus,
      header: [label.status, label.bookings],
      rows: bookingStatuses.map((status) => [reportStatusLabels[status], report.bookings.byStatus[status]]),
    },
    {
      title: heading.byDay,
      header: [label.date, naira(label.booked), naira(label.collected)],
      rows: report.byDay.map((day) => [day.date, day.booked, day.collected]),
    },
    {
      title: heading.byService,
      header: [label.service, label.category, label.times, naira(label.amount)],
      rows: report.byService.map((row) => [row.name, row.category, row.times, row.amount]),
    },
    {
      title: heading.byCategory,
      header: [label.category, label.times, naira(label.amount)],
      rows: report.byCategory.map((row) => [row.category, row.times, row.amount]),
    },
    {
      title: heading.coupons,
      header: [label.coupon, label.uses, naira(label.takenOff)],
      rows: report.coupons.map((row) => [row.code, row.uses, row.takenOff]),
    },
    {
      title: reportMethodHeadings.byMethod,
      header: [reportMethodHeadings.method, naira(label.collected)],
      rows: (report.collectedByMethod ?? []).map((row) => [paymentMethodLabels[row.method], row.amount]),
    },
    {
      title: reportMethodHeadings.online,
      header: reportMethodHeadings.onlineColumns,
      rows: (report.onlinePayments ?? []).map((row) => [
        row.date,
        row.bookingId,
        row.reference,
        row.channel,
        row.amount,
        row.refund ? reportMethodHeadings.refund : "",
      ]),
    },
    {
      title: heading.customers,
      header: [label.figure, label.customers],
      rows: [
        [label.newCustomers, report.customers.new],
        [label.returningCustomers, report.customers.returning],
      ],
    },
  ];
}

export function reportCsv(report: Report): string {
  return sections(report)
    .map((section) => toCsv([section.title], []) + toCsv(section.header, section.rows))
    .join("\r\n");
}

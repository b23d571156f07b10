import { bookingStatuses } from "~/shared/booking-status";
import { formatNaira } from "~/shared/money";
import {
  reportExplanations,
  reportFigureLabels as label,
  reportHeadings as heading,
  reportNoCoupons,
  reportStatusLabels,
} from "~/shared/rules/reports";
import { paymentMethodLabels } from "~/shared/rules/payments";
import { reportMethodHeadings as methods } from "~/shared/rules/payments-online";
import type { Report } from "~/shared/schemas/report";
import { BarChart } from "./bar-chart";
import { DayLineChart } from "./day-line-chart";
import { FiguresTable } from "./figures-table";
import { ReportSection } from "./report-section";
import { ReportTable } from "./report-table";

/** Every figure of the report below its summary, each a section with a chart and its table. */
export function ReportFigures({ report }: { report: Report }) {
  const statuses = bookingStatuses.map((status) => ({
    label: reportStatusLabels[status],
    value: report.bookings.byStatus[status],
  }));
  const customers = [
    { label: label.newCustomers, value: report.customers.new },
    { label: label.returningCustomers, value: report.customers.returning },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportSection title={heading.byDay} wide>
        <DayLineChart days={report.byDay} />
      </ReportSection>
      <ReportSection title={heading.byStatus}>
        <BarChart
          title={heading.byStatus}
          bars={statuses.map((row) => ({ ...row, shown: String(row.value) }))}
        />
        <FiguresTable
          caption={heading.byStatus}
          columns={[label.status, label.bookings]}
          rows={statuses.map((row) => [row.label, row.value])}
        />
      </ReportSection>
      {(report.byArea ?? []).length > 0 && (
        <ReportSection title="Revenue by area">
          <ReportTable
            caption="Revenue by area"
            columns={["Area", label.bookings, "Booked"]}
            rows={(report.byArea ?? []).map((row) => [row.area, row.bookings, formatNaira(row.amount)])}
          />
        </ReportSection>
      )}
      <ReportSection title={methods.byMethod}>
        <ReportTable
          caption={methods.byMethod}
          columns={[methods.method, label.collected]}
          rows={(report.collectedByMethod ?? []).map((row) => [
            paymentMethodLabels[row.method],
            formatNaira(row.amount),
          ])}
        />
        {(report.onlinePayments ?? []).length > 0 && (
          <ReportTable
            caption={methods.online}
            columns={[...methods.onlineColumns]}
            rows={(report.onlinePayments ?? []).map((row) => [
              row.date,
              row.bookingId,
              row.reference,
              row.channel,
              formatNaira(row.amount),
              row.refund ? methods.refund : "",
            ])}
          />
        )}
      </ReportSection>
      <ReportSection title={heading.customers} about={reportExplanations.returning}>
        <BarChart
          title={heading.customers}
          bars={customers.map((row) => ({ ...row, shown: String(row.value) }))}
        />
        <FiguresTable
          caption={heading.customers}
          columns={[label.figure, label.customers]}
          rows={customers.map((row) => [row.label, row.value])}
        />
      </ReportSection>
      <ReportSection title={heading.byService} about={reportExplanations.byService}>
        <BarChart
          title={heading.byService}
          bars={report.byService.map((row) => ({
            label: `${row.name} (${row.category})`,
            value: row.amount,
            shown: formatNaira(row.amount),
          }))}
        />
        <FiguresTable
          caption={heading.byService}
          columns={[label.service, label.category, label.times, label.amount]}
          rows={report.byService.map((row) => [row.name, row.category, row.times, formatNaira(row.amount)])}
        />
      </ReportSection>
      <ReportSection title={heading.byCategory}>
        <BarChart
          title={heading.byCategory}
          bars={report.byCategory.map((row) => ({
            label: row.category,
            value: row.amount,
            shown: formatNaira(row.amount),
          }))}
        />
        <FiguresTable
          caption={heading.byCategory}
          columns={[label.category, label.times, label.amount]}
          rows={report.byCategory.map((row) => [row.category, row.times, formatNaira(row.amount)])}
        />
      </ReportSection>
      <ReportSection title={heading.coupons} wide>
        {report.coupons.length === 0 ? (
          <p className="text-sm text-slate-700">{reportNoCoupons}</p>
        ) : (
          <ReportTable
            caption={heading.coupons}
            columns={[label.coupon, label.uses, label.takenOff]}
            rows={report.coupons.map((row) => [row.code, row.uses, formatNaira(row.takenOff)])}
          />
        )}
      </ReportSection>
    </div>
  );
}

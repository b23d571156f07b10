import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { reportFileName } from "../../../shared/rules/reports.ts";
import { report, reportQuery } from "../../../shared/schemas/report.ts";
import { requireAdmin } from "../../plugins/auth.ts";
import { reportCsv } from "./reports.csv.ts";
import type { KeptFigures } from "./report-figures.ts";
import { buildReport, periodOf } from "./reports.service.ts";

/** The owner's reports (decision 033): the reports area of the roles table, closed to staff. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const kept: KeptFigures = new Map();
  app.get(
    "/",
    { schema: { querystring: reportQuery, response: { 200: report } }, onRequest: requireAdmin },
    async (request) => buildReport(app.db, periodOf(request.query), kept),
  );

  // The same figures as a file to keep or open in a spreadsheet.
  app.get(
    "/csv",
    { schema: { querystring: reportQuery }, onRequest: requireAdmin },
    async (request, reply) => {
      const period = periodOf(request.query);
      const csv = reportCsv(await buildReport(app.db, period, kept));
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reportFileName(period)}"`)
        .send(csv);
    },
  );
};

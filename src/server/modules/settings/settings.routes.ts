import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { settingsMessage } from "../../../shared/rules/settings-sections.ts";
import { settingsSaved, settingsUpdate, siteSettings } from "../../../shared/schemas/settings.ts";
import { badRequest } from "../../lib/http-error.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { sendCopy } from "../catalogue/catalogue.ts";
import { updateSettings } from "./settings.service.ts";

type Issue = { instancePath?: string; message?: string };

/** Every failing field by its path, each message naming the item it belongs to ("Hero slide 2: ..."). */
function settingsProblems(issues: Issue[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? "").split("/").filter(Boolean);
    const message = settingsMessage(
      path.map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      issue.message ?? "Not valid",
    );
    fields[path.join(".") || "_"] ??= message;
  }
  return badRequest(Object.values(fields)[0] ?? "The request is not valid.", { fields });
}

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogue;

  // Public: what the pages show anyway (names, numbers, texts); the settings hold nothing private.
  app.get("/settings", { schema: { response: { 200: siteSettings } } }, async (request, reply) =>
    sendCopy(request, reply, await catalogue.copy("settings")),
  );

  app.put(
    "/settings",
    // Bad input reaches the handler, which answers it in the settings' own words; nothing is saved.
    {
      schema: { body: settingsUpdate, response: { 200: settingsSaved } },
      attachValidation: true,
      onRequest: requireAdmin,
    },
    async (request) => {
      if (request.validationError) throw settingsProblems(request.validationError.validation as Issue[]);
      return updateSettings(catalogue, actingAdmin(request), request.body);
    },
  );
};

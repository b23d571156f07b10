import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  account,
  accountCreateInput,
  accountUpdateInput,
  accountWithPassword,
  type Account,
} from "../../../shared/schemas/account.ts";
import { idParam } from "../../../shared/schemas/common.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { actingAdmin, requireAdmin } from "../../plugins/auth.ts";
import { defaultSettings } from "../../../shared/settings-defaults.ts";
import { oneTimePasswordMail } from "../mail/account-mail.ts";
import { sendAfterResponse } from "../mail/mail.plugin.ts";
import { addAccount, changeAccount, listAccounts, resetAccountPassword } from "./admins.service.ts";

/** The accounts of the dashboard (owners only, by the roles table): list, add, change, reset. */
export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The one-time password goes back to the owner, and by mail to the account too when mail is on. */
  async function withPassword(
    request: FastifyRequest,
    reason: "created" | "reset",
    result: { account: Account; password: string },
  ) {
    const mailed = app.mailer.enabled;
    if (mailed) {
      const { name, email } = result.account;
      const origin = siteOrigin(app);
      const { business } = await app.catalogue.settings().catch(() => defaultSettings);
      sendAfterResponse(
        request,
        oneTimePasswordMail({ to: email, name, password: result.password, reason, origin, business }),
      );
    }
    return { account: result.account, oneTimePassword: result.password, mailed };
  }

  // "no-slash": the list is /api/admins alone, not also /api/admins/.
  app.get(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { response: { 200: z.array(account) } },
    },
    async () => listAccounts(app.db),
  );

  app.post(
    "/",
    {
      prefixTrailingSlash: "no-slash",
      onRequest: requireAdmin,
      schema: { body: accountCreateInput, response: { 201: accountWithPassword } },
    },
    async (request, reply) => {
      const created = await addAccount(app.db, actingAdmin(request), request.body);
      return reply.status(201).send(await withPassword(request, "created", created));
    },
  );

  app.patch(
    "/:id",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, body: accountUpdateInput, response: { 200: account } },
    },
    async (request) => changeAccount(app.db, actingAdmin(request), request.params.id, request.body),
  );

  app.post(
    "/:id/reset-password",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: accountWithPassword } } },
    async (request) =>
      withPassword(
        request,
        "reset",
        await resetAccountPassword(app.db, actingAdmin(request), request.params.id),
      ),
  );
};

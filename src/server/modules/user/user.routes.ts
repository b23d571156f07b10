import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponse } from "../../../shared/schemas/common.ts";
import {
  adminUser,
  loginInput,
  firstPasswordInput,
  passwordUpdateInput,
  profileUpdateInput,
  signedIn,
} from "../../../shared/schemas/user.ts";
import { actingAdmin, clearSessionCookie, requireAdmin, setSessionCookie } from "../../plugins/auth.ts";
import { throttle } from "../../plugins/rate-limit.ts";
import { changePassword, chooseFirstPassword, updateProfile } from "./profile.service.ts";
import { createSession, deleteSession } from "./session.repository.ts";
import { signInLimits } from "./sign-in-limits.ts";
import { toAdminUser } from "./user.repository.ts";
import { authenticate } from "./user.service.ts";
import { tooManyPasswordAttempts } from "../../../shared/rules/limits.ts";
import { passwordUpdated } from "../../../shared/rules/toasts.ts";

const fifteenMinutes = 15 * 60 * 1000;

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = signInLimits(app);

  app.post(
    "/login",
    { schema: { body: loginInput, response: { 200: signedIn } }, preHandler: limits.perAddress },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await limits.guarded(request, email, () => authenticate(app.db, email, password));
      if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
      setSessionCookie(reply, await createSession(app.db, user.id));
      return { message: "Signed in", user: toAdminUser(user) };
    },
  );

  app.get("/user", { onRequest: requireAdmin, schema: { response: { 200: adminUser } } }, async (request) =>
    toAdminUser(actingAdmin(request)),
  );

  app.post("/logout", { schema: { response: { 200: messageResponse } } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    clearSessionCookie(reply);
    return { message: "Signed out" };
  });

  // A wrong current password costs a full hash check; cap guesses from one signed-in session.
  const passwordAttempts = throttle(app, {
    name: "password-change",
    max: 10,
    windowMs: fifteenMinutes,
    message: tooManyPasswordAttempts,
    key: (request) => request.admin?.id ?? request.ip,
  });

  app.put(
    "/update",
    { onRequest: requireAdmin, schema: { body: profileUpdateInput, response: { 200: adminUser } } },
    async (request) => toAdminUser(await updateProfile(app.db, actingAdmin(request), request.body)),
  );

  app.put(
    "/update-password",
    {
      onRequest: requireAdmin,
      preHandler: passwordAttempts,
      schema: { body: passwordUpdateInput, response: { 200: messageResponse } },
    },
    async (request) => {
      await changePassword(app.db, actingAdmin(request), request.body, request.sessionToken ?? undefined);
      return { message: passwordUpdated };
    },
  );

  app.put(
    "/first-password",
    {
      onRequest: requireAdmin,
      schema: { body: firstPasswordInput, response: { 200: messageResponse } },
    },
    async (request) => {
      const admin = actingAdmin(request);
      await chooseFirstPassword(app.db, admin, request.body.newPassword, request.sessionToken ?? undefined);
      return { message: "Password updated successfully" };
    },
  );
};

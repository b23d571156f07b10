// An unexpected fault answers 500 with the one message of the rules layer, and nothing of the internals.
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { somethingWentWrong } from "../../shared/rules/errors.ts";
import { errorHandler } from "./error-handler.ts";

describe("errorHandler", () => {
  it("answers a fault with 500 and somethingWentWrong, never the error's own words", async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get("/broken", async () => {
      throw new Error("secret table name in a stack trace");
    });
    try {
      const response = await app.inject({ url: "/broken" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: somethingWentWrong });
    } finally {
      await app.close();
    }
  });
});

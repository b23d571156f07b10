// A double of Termii's SMS API on loopback, following its documented contract: POST /api/sms/send with
// `{ api_key, to, from, sms, type: "plain", channel: "generic" }`, answering
// `{ code: "ok", message_id, message: "Successfully Sent", balance, user }`, or `{ message }` with a 4xx.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type SentSms = { to: string; from: string; sms: string };

export type TermiiDouble = {
  apiUrl: string;
  apiKey: string;
  senderId: string;
  sent: SentSms[];
  close(): Promise<void>;
};

export async function startTermiiDouble(): Promise<TermiiDouble> {
  const apiKey = `TL${randomUUID().replace(/-/g, "")}`;
  const senderId = "Sparkle";
  const sent: SentSms[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => {
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || request.url !== "/api/sms/send")
        return send(404, { message: "Not found" });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return send(400, { message: "Invalid request body" });
      }
      if (body.api_key !== apiKey) return send(401, { message: "Invalid API key" });
      if (body.from !== senderId) return send(400, { message: "Sender ID is not registered" });
      if (typeof body.to !== "string" || !/^\d{10,15}$/.test(body.to)) {
        return send(400, { message: "Invalid phone number" });
      }
      if (
        typeof body.sms !== "string" ||
        body.sms === "" ||
        body.type !== "plain" ||
        body.channel !== "generic"
      ) {
        return send(400, { message: "Invalid message" });
      }
      sent.push({ to: body.to, from: body.from, sms: body.sms });
      return send(200, {
        code: "ok",
        message_id: `${Date.now()}${sent.length}`,
        message: "Successfully Sent",
        balance: 1000 - sent.length,
        user: "Sparkle & Shine",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    apiKey,
    senderId,
    sent,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

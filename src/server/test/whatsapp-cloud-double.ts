// A double of Meta's WhatsApp Cloud API on loopback, following its documented contract:
// POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>`, a template message body,
// and answers in Meta's shapes (`{ messaging_product, contacts, messages: [{ id }] }`, or
// `{ error: { message, type, code, error_data, fbtrace_id } }`). Tests script what the next sends meet.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type SentTemplate = { to: string; name: string; language: string; params: string[] };

/** What the next send meets: Meta's refusals, an outage, or answers no client should trust. */
export type WhatsappScript =
  "ok" | "undeliverable" | "server-error" | "rate-limited" | "html" | "garbage" | "hang";

export type WhatsappDouble = {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** Templates accepted, in order. */
  sent: SentTemplate[];
  /** Every request that reached the double, accepted or not. */
  requests: number;
  /** The answers of the next sends, in order; then every send is accepted. */
  script(...answers: WhatsappScript[]): void;
  close(): Promise<void>;
};

const metaError = (status: number, code: number, message: string, details?: string) => ({
  status,
  body: {
    error: {
      message,
      type: "OAuthException",
      code,
      ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
      fbtrace_id: randomUUID().replace(/-/g, "").slice(0, 20),
    },
  },
});

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => resolve(text));
    request.on("error", reject);
  });
}

type TemplateBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
};

export async function startWhatsappDouble(): Promise<WhatsappDouble> {
  const token = `EAAG${randomUUID().replace(/-/g, "")}`;
  const phoneNumberId = "106540352242922";
  const queue: WhatsappScript[] = [];
  const hanging = new Set<http.ServerResponse>();
  const double = { sent: [] as SentTemplate[], requests: 0 };

  const server = http.createServer(async (request, response) => {
    double.requests++;
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const text = await readBody(request);
    if (request.method !== "POST" || request.url !== `/v23.0/${phoneNumberId}/messages`) {
      const error = metaError(400, 100, "Unsupported post request.");
      return send(error.status, error.body);
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      const error = metaError(401, 190, "Invalid OAuth access token - Cannot parse access token");
      return send(error.status, error.body);
    }
    let body: TemplateBody;
    try {
      body = JSON.parse(text) as TemplateBody;
    } catch {
      const error = metaError(400, 100, "Invalid parameter");
      return send(error.status, error.body);
    }
    const template = body.template;
    const parameters = template?.components?.find((c) => c.type === "body")?.parameters ?? [];
    if (
      body.messaging_product !== "whatsapp" ||
      body.type !== "template" ||
      typeof body.to !== "string" ||
      !/^\d{8,15}$/.test(body.to) ||
      typeof template?.name !== "string" ||
      typeof template.language?.code !== "string" ||
      parameters.some((p) => p.type !== "text" || typeof p.text !== "string")
    ) {
      const error = metaError(400, 100, "Invalid parameter");
      return send(error.status, error.body);
    }
    const script = queue.shift() ?? "ok";
    switch (script) {
      case "undeliverable": {
        const error = metaError(
          400,
          131026,
          "Message undeliverable",
          "Message Undeliverable: the recipient's number is not on WhatsApp or cannot receive this message.",
        );
        return send(error.status, error.body);
      }
      case "server-error": {
        const error = metaError(500, 1, "An unknown error has occurred.");
        return send(error.status, error.body);
      }
      case "rate-limited": {
        const error = metaError(
          429,
          130429,
          "Rate limit hit",
          "Cloud API message throughput has been reached.",
        );
        return send(error.status, error.body);
      }
      case "html":
        return response
          .writeHead(502, { "content-type": "text/html" })
          .end("<html><body><h1>502 Bad Gateway</h1></body></html>");
      case "garbage":
        return response.writeHead(200, { "content-type": "application/json" }).end('{"messages": [tru');
      case "hang":
        hanging.add(response);
        return;
      case "ok": {
        double.sent.push({
          to: body.to,
          name: template.name,
          language: template.language.code,
          params: parameters.map((p) => p.text as string),
        });
        return send(200, {
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${randomUUID().replace(/-/g, "")}` }],
        });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(double, {
    apiUrl: `http://127.0.0.1:${port}/v23.0`,
    token,
    phoneNumberId,
    script: (...answers: WhatsappScript[]) => void queue.push(...answers),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}

// Just enough MIME reading to check what a mail test's SMTP server received: headers, subject, and the
// text and HTML parts with their transfer encoding undone. No test runner here, so the browser tests'
// mail box can use it too.

export type ReceivedMail = {
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const at = raw.indexOf("\r\n\r\n");
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? "" : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The body of a part as text: quoted-printable or base64 undone, UTF-8 decoded. */
function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let bytes: Buffer;
  if (encoding === "base64") bytes = Buffer.from(part.body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") {
    const joined = part.body.replace(/=\r\n/g, "");
    bytes = Buffer.from(
      joined.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
  } else bytes = Buffer.from(part.body, "latin1");
  return bytes.toString("utf8").replace(/\r\n/g, "\n").trim();
}

/** Encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, text: string) => {
      if (kind.toLowerCase() === "b") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

export function readMessage(raw: string): Omit<ReceivedMail, "to"> {
  const message = splitPart(raw);
  const result = {
    headers: message.headers,
    subject: decodeHeader(message.headers.get("subject") ?? ""),
    text: "",
    html: "",
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers.get("content-type") ?? "")?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((chunk) => splitPart(chunk.replace(/^\r\n/, "")))
    : [message];
  for (const part of parts) {
    const type = part.headers.get("content-type") ?? "text/plain";
    if (type.startsWith("text/plain")) result.text = decodeBody(part);
    if (type.startsWith("text/html")) result.html = decodeBody(part);
  }
  return result;
}

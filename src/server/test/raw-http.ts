import net from "node:net";

export type RawAnswer = { status: number; head: string; body: string; ms: number };

/**
 * Sends `text` as it is over a fresh TCP connection (no client library to tidy up a malformed request)
 * and reads the answer until the server closes or `timeoutMs` passes.
 */
export function rawRequest(
  port: number,
  text: string,
  { timeoutMs = 5000, localAddress }: { timeoutMs?: number; localAddress?: string } = {},
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = net.connect({ host: "127.0.0.1", port, localAddress }, () => socket.write(text));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms to ${JSON.stringify(text.slice(0, 80))}`));
    }, timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, head, body: rest.join("\r\n\r\n"), ms: Date.now() - started });
    });
  });
}

/** A GET with `Connection: close`, so the answer ends with the connection. */
export function rawGet(port: number, target: string, host = `127.0.0.1:${port}`, timeoutMs?: number) {
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, {
    timeoutMs,
  });
}

import net from "node:net";

/** Where tests look for a Redis (CI runs one there too). */
export const testRedisUrl = "redis://127.0.0.1:6379";

/** True when a Redis answers PING at 127.0.0.1:6379 within a second; tests that need one skip otherwise. */
export function redisAnswers(host = "127.0.0.1", port = 6379): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answered);
    };
    const timer = setTimeout(() => finish(false), 1000);
    socket.once("error", () => finish(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => finish(data.toString().startsWith("+PONG")));
  });
}

import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { CriticalCssContext } from "./lib/critical-css";
import { NonceContext } from "./lib/nonce";
import { publicLayoutId } from "./lib/public-layout";
import { scriptsAfterPaint } from "./lib/scripts-after-paint";
// Compiled by the build (Tailwind, from the first screen's sources) into a string of the server bundle.
import criticalCss from "./styles/critical.css?inline";

export const streamTimeout = 5_000;

/** The whole page as one string, read from React's stream. */
function readAll(pipe: (body: PassThrough) => void): Promise<string> {
  const body = new PassThrough();
  pipe(body);
  return text(body);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // A public page is sent whole: it is rewritten to start its scripts after it has painted, and the
    // page cache keeps it whole anyway. Crawlers and link previews get every page whole; browsers get
    // the dashboard streamed.
    const isPublic = routerContext.staticHandlerContext.matches.some(
      (match) => match.route.id === publicLayoutId,
    );
    const readyEvent =
      isPublic || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const app = (
      <NonceContext.Provider value={nonce}>
        <CriticalCssContext.Provider value={criticalCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CriticalCssContext.Provider>
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (isPublic) {
          readAll(pipe).then(
            (html) =>
              resolve(
                new Response(scriptsAfterPaint(html), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              ),
            reject,
          );
          return;
        }
        const body = new PassThrough();
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Logs real faults only: aborted requests and 404s from bots are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  console.error(error);
};

// The crew page's own script (docs/decisions/049-crew-pages.md), bundled apart from the site's: it adds
// nothing to the public pages. The page is server-rendered and its buttons are forms; this script takes
// them over so that a step, a tick or a photo is kept on the phone first and sent, in order and each once
// (an ID made here), whenever there is a connection. It also keeps the page for opening offline.
import {
  crewStepButtons,
  crewStepLabels,
  notSentLabel,
  waitingLabel,
  type CrewStep,
} from "../shared/rules/crew-page.ts";
import { addAction, allActions, putAction, removeAction, type QueuedAction } from "./action-queue.ts";
import { shrinkPhoto } from "./shrink-photo.ts";

const pageCache = "crew-page-v1";

function newId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const jobOf = (bookingId: string) =>
  document.querySelector<HTMLElement>(`[data-booking="${CSS.escape(bookingId)}"]`);
const customerOf = (bookingId: string) =>
  jobOf(bookingId)?.querySelector("h2")?.textContent?.split(" · ")[1] ?? "";

/** Shows an action as taken on its job (the server has it, or will): the step done, the item ticked. */
function showTaken(action: QueuedAction): void {
  const job = jobOf(String(action.fields.bookingId));
  if (!job) return;
  if (action.kind === "step") {
    const step = String(action.fields.step) as CrewStep;
    const state = job.querySelector("[data-state]");
    if (state) state.textContent = crewStepLabels[step];
    for (const button of job.querySelectorAll<HTMLButtonElement>('form[data-kind="step"] button')) {
      if (button.textContent === crewStepButtons[step]) button.classList.add("done");
    }
  }
  if (action.kind === "tick") {
    for (const form of job.querySelectorAll<HTMLFormElement>('form[data-kind="tick"]')) {
      if (
        form.elements.namedItem("item") instanceof HTMLInputElement &&
        (form.elements.namedItem("item") as HTMLInputElement).value === action.fields.item
      ) {
        showTick(form, action.fields.done === true);
      }
    }
  }
}

function showTick(form: HTMLFormElement, done: boolean): void {
  const button = form.querySelector("button")!;
  const item = (form.elements.namedItem("item") as HTMLInputElement).value;
  button.setAttribute("aria-pressed", String(done));
  button.textContent = `${done ? "☑" : "☐"} ${item}`;
  (form.elements.namedItem("done") as HTMLInputElement).value = done ? "false" : "true";
}

async function renderQueue(): Promise<void> {
  const actions = await allActions();
  const waiting = actions.filter((action) => !action.refused);
  const status = document.getElementById("queue-status");
  if (status) status.textContent = `${waitingLabel(waiting.length)}${navigator.onLine ? "" : " (offline)"}`;
  const list = document.getElementById("queue");
  if (!list) return;
  list.replaceChildren(
    ...actions.map((action) => {
      const item = document.createElement("li");
      item.textContent = action.refused
        ? `${notSentLabel}: ${action.label}. ${action.refused}`
        : action.label;
      if (action.refused) item.className = "refused";
      return item;
    }),
  );
}

/** The form as an action to keep: a fresh ID and the phone's time now, whenever it is sent. */
async function actionOf(form: HTMLFormElement): Promise<QueuedAction | undefined> {
  const data = new FormData(form);
  const kind = form.dataset.kind as QueuedAction["kind"];
  const bookingId = String(data.get("bookingId"));
  const fields: QueuedAction["fields"] = { id: newId(), bookingId, takenAt: new Date().toISOString() };
  const who = customerOf(bookingId);
  if (kind === "step") {
    fields.step = String(data.get("step"));
    return { kind, url: form.action, fields, label: `${crewStepButtons[fields.step as CrewStep]} · ${who}` };
  }
  if (kind === "tick") {
    fields.item = String(data.get("item"));
    fields.done = data.get("done") === "true";
    return {
      kind,
      url: form.action,
      fields,
      label: `${fields.done ? "Ticked" : "Unticked"} ${fields.item} · ${who}`,
    };
  }
  const file = data.get("file");
  if (!(file instanceof Blob) || file.size === 0) return undefined;
  fields.stage = String(data.get("stage"));
  const photo = await shrinkPhoto(file);
  form.reset();
  return { kind, url: form.action, fields, photo, label: `Photo (${fields.stage}) · ${who}` };
}

function requestOf(action: QueuedAction): RequestInit {
  if (action.kind !== "photo") {
    return {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(action.fields),
    };
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(action.fields)) body.append(name, String(value));
  body.append("file", action.photo!, "photo.jpg");
  return { method: "POST", headers: { accept: "application/json" }, body };
}

let round: Promise<void> | undefined;
let askedAgain = false;

/**
 * Sends what waits, oldest first, one round at a time. A call during a round asks for one more after it:
 * the connection may have come back after that round's last try failed, and the `online` event that says
 * so would otherwise be lost until the next timer.
 */
function sendWaiting(): Promise<void> {
  if (round) {
    askedAgain = true;
    return round;
  }
  round = (async () => {
    do {
      askedAgain = false;
      await sendRound();
    } while (askedAgain);
  })().finally(() => {
    round = undefined;
  });
  return round;
}

/**
 * One round: a refusal (4xx) is kept on the list with its reason and not sent again; no connection or a
 * server fault ends the round, to try again later in the same order.
 */
async function sendRound(): Promise<void> {
  try {
    for (const action of await allActions()) {
      if (action.refused) continue;
      let response: Response;
      try {
        response = await fetch(action.url, requestOf(action));
      } catch {
        return;
      }
      if (response.ok) {
        await removeAction(action.seq!);
      } else if (
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429
      ) {
        const body = (await response.json().catch(() => ({}))) as { message?: string };
        await putAction({ ...action, refused: body.message ?? `Refused (${response.status}).` });
      } else {
        return;
      }
      await renderQueue();
    }
  } finally {
    await renderQueue();
  }
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.kind) return;
  event.preventDefault();
  void (async () => {
    const action = await actionOf(form);
    if (!action) return;
    await addAction(action);
    showTaken(action);
    await renderQueue();
    await sendWaiting();
  })();
});

window.addEventListener("online", () => void sendWaiting());
window.addEventListener("offline", () => void renderQueue());
setInterval(() => void sendWaiting(), 30_000);

async function start(): Promise<void> {
  // What waits on the phone shows on its jobs, also when the page itself is an older copy opened offline.
  for (const action of await allActions()) if (!action.refused) showTaken(action);
  await renderQueue();
  if ("serviceWorker" in navigator) {
    await navigator.serviceWorker.register("/crew/sw.js", { scope: "/crew/" }).catch(() => undefined);
  }
  // The page as it is now, for opening with no connection (the service worker answers from this copy).
  // A page the service worker answered was kept by it as it passed; only a page it did not answer (the
  // first visit, before the worker runs) is asked for again to keep it, which a lost signal can cut.
  const keptByWorker = "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;
  if (!keptByWorker && navigator.onLine && "caches" in window) {
    await caches
      .open(pageCache)
      .then((cache) => cache.addAll([location.pathname, "/crew/app.js"]))
      .catch(() => undefined);
  }
  await sendWaiting();
}

void start();

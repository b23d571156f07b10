import { randomUUID } from "node:crypto";
import {
  crewPageNotFound,
  crewPagePath,
  crewStepButtons,
  crewStepLabels,
  crewSteps,
  photoStageLabels,
  photoStages,
} from "../../../shared/rules/crew-page.ts";
import { escapeHtml } from "../mail/html.ts";
import type { CrewPageJob, CrewPageView } from "./crew-page.service.ts";

const lagosClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Lagos",
  hour: "2-digit",
  minute: "2-digit",
});

// Light and self-contained: the page must open with no connection, from the service worker's copy.
const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.45}
header,main{max-width:40rem;margin:0 auto;padding:0 1rem}header{padding-top:1rem}
h1{font-size:1.4rem;margin:0}h2{font-size:1.1rem;margin:.25rem 0}h3{font-size:1rem;margin:.75rem 0 .25rem}
.muted{color:#475569;font-size:.9rem;margin:.25rem 0}
.day{margin:1.25rem 0 .5rem;font-size:1rem;color:#334155;text-transform:uppercase;letter-spacing:.03em}
.job{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem;margin:0 0 1rem}
.links,.steps{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.links a{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:1px solid #cbd5e1;border-radius:.5rem;color:#035c46;font-weight:600;text-decoration:none}
button{font:inherit;min-height:44px;padding:0 1rem;border-radius:.5rem;border:1px solid #047a5c;background:#047a5c;color:#fff;font-weight:600}
button.done{background:#e2f5ee;color:#035c46}
.checklist{list-style:none;padding:0;margin:0}.checklist button{width:100%;text-align:left;background:#fff;color:#0f172a;border-color:#cbd5e1;margin:.25rem 0}
.checklist button[aria-pressed=true]{background:#e2f5ee;border-color:#047a5c}
.photo{display:grid;gap:.5rem;margin:.5rem 0}select,input[type=file]{font:inherit;min-height:44px}
#queue-status{font-weight:600}#queue li.refused{color:#b91c1c}
.state{font-weight:600;color:#035c46}
`;

function stepForms(job: CrewPageJob, token: string): string {
  const action = `/api/crew-pages/${token}/steps`;
  return crewSteps
    .map(
      (step) => `<form method="post" action="${action}" data-kind="step">
<input type="hidden" name="id" value="${randomUUID()}"><input type="hidden" name="bookingId" value="${escapeHtml(job.id)}">
<input type="hidden" name="step" value="${step}">
<button type="submit" class="${job.steps.includes(step) ? "done" : ""}">${escapeHtml(crewStepButtons[step])}</button></form>`,
    )
    .join("");
}

function checklist(job: CrewPageJob, token: string): string {
  if (job.checklist.length === 0) return "";
  const action = `/api/crew-pages/${token}/ticks`;
  const items = job.checklist
    .map(
      ({ item, done }) => `<li><form method="post" action="${action}" data-kind="tick">
<input type="hidden" name="id" value="${randomUUID()}"><input type="hidden" name="bookingId" value="${escapeHtml(job.id)}">
<input type="hidden" name="item" value="${escapeHtml(item)}"><input type="hidden" name="done" value="${done ? "false" : "true"}">
<button type="submit" aria-pressed="${done}">${done ? "☑" : "☐"} ${escapeHtml(item)}</button></form></li>`,
    )
    .join("");
  return `<h3>Checklist</h3><ul class="checklist">${items}</ul>`;
}

function photoForm(job: CrewPageJob, token: string): string {
  const stages = photoStages
    .map((stage) => `<option value="${stage}">${photoStageLabels[stage]}</option>`)
    .join("");
  return `<h3>Photos</h3><form method="post" enctype="multipart/form-data" action="/api/crew-pages/${token}/photos" class="photo" data-kind="photo">
<input type="hidden" name="id" value="${randomUUID()}"><input type="hidden" name="bookingId" value="${escapeHtml(job.id)}">
<label>Photo of <select name="stage">${stages}</select></label>
<input type="file" name="file" accept="image/*" capture="environment" aria-label="Photo">
<button type="submit">Send photo</button></form>`;
}

function jobCard(job: CrewPageJob, token: string): string {
  const latest = job.steps.at(-1);
  const contact = [
    job.mapUrl ? `<a href="${escapeHtml(job.mapUrl)}" rel="noreferrer" target="_blank">Map</a>` : "",
    job.telUrl ? `<a href="${escapeHtml(job.telUrl)}">Call</a>` : "",
    job.whatsappUrl
      ? `<a href="${escapeHtml(job.whatsappUrl)}" rel="noreferrer" target="_blank">WhatsApp</a>`
      : "",
  ].join("");
  return `<article class="job" id="job-${escapeHtml(job.id)}" data-booking="${escapeHtml(job.id)}">
<h2>${escapeHtml(job.windowLabel)} · ${escapeHtml(job.firstName)}</h2>
${job.area ? `<p class="muted">Area: ${escapeHtml(job.area)}</p>` : ""}
${job.address ? `<p>${escapeHtml(job.address)}</p>` : ""}
<p>${job.services.map(escapeHtml).join(", ")}</p>
${job.notes ? `<p class="muted">Notes: ${escapeHtml(job.notes)}</p>` : ""}
<p class="muted">Booking ${escapeHtml(job.bookingId)}</p>
<div class="links">${contact}</div>
<p class="state" data-state>${latest ? escapeHtml(crewStepLabels[latest]) : "Not started"}</p>
<div class="steps">${stepForms(job, token)}</div>
${checklist(job, token)}
${photoForm(job, token)}
</article>`;
}

/** The crew page: plain HTML whose buttons are forms; its own small script queues them when offline. */
export function crewPageHtml(view: CrewPageView, token: string, business: string): string {
  const days = new Map<string, CrewPageJob[]>();
  for (const job of view.jobs) days.set(job.dateLabel, [...(days.get(job.dateLabel) ?? []), job]);
  const body =
    view.jobs.length === 0
      ? `<p>No jobs for today or the next two days.</p>`
      : [...days]
          .map(
            ([day, jobs]) =>
              `<h2 class="day">${escapeHtml(day)}</h2>${jobs.map((job) => jobCard(job, token)).join("")}`,
          )
          .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#047a5c">
<title>${escapeHtml(view.crewName)}: jobs</title>
<link rel="manifest" href="${crewPagePath(token)}/manifest.webmanifest">
<link rel="icon" href="/favicon.svg">
<style>${styles}</style>
<script src="/crew/app.js" defer></script>
</head>
<body data-token="${escapeHtml(token)}">
<header>
<p class="muted">${escapeHtml(business)}</p>
<h1>${escapeHtml(view.crewName)}</h1>
<p class="muted" id="as-of" data-as-of="${view.asOf}">Jobs as of ${lagosClock.format(new Date(view.asOf))}</p>
<p id="queue-status" role="status" aria-live="polite"></p>
<ul id="queue" aria-label="Waiting to be sent"></ul>
</header>
<main>${body}</main>
</body>
</html>`;
}

/** Installs the page on the phone's home screen, opening this crew's link. */
export function crewPageManifest(token: string, crewName: string, shortName: string): string {
  return JSON.stringify({
    name: `${shortName}: ${crewName}`,
    short_name: crewName.slice(0, 12),
    start_url: crewPagePath(token),
    scope: "/crew/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#047a5c",
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  });
}

/** What a wrong, old or renewed link opens: the reason, and nothing of the crew or its jobs. */
export function crewPageGoneHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link not valid</title>
<style>${styles}</style>
</head>
<body><main><h1>Link not valid</h1><p>${escapeHtml(crewPageNotFound)}</p></main></body>
</html>`;
}

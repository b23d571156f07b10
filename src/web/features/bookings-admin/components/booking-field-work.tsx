import { durationLabel, outOfOrderLabel, photoStageLabels, crewStepLabels } from "~/shared/rules/crew-page";
import { formatLagosMoment } from "~/web/lib/lagos-moment";
import { useFieldWork } from "../api/get-field-work";

/** The crew's work on the job (the crew page): where it stands, the checklist's ticks and the photos. */
export function BookingFieldWork({ bookingId }: { bookingId: string }) {
  const work = useFieldWork(bookingId);
  if (!work.data) return null;
  const { progress, checklist, photos } = work.data;
  if (!progress.state && checklist.length === 0 && photos.length === 0) return null;
  return (
    <section aria-labelledby="field-work-title" className="border-t border-slate-100 pt-4">
      <h3 id="field-work-title" className="mb-2 font-semibold text-slate-900">
        Crew&apos;s work
      </h3>
      {progress.state && (
        <p className="text-sm text-slate-800">
          {crewStepLabels[progress.state]}
          {progress.minutes !== null && ` · took ${durationLabel(progress.minutes)}`}
          {progress.outOfOrder && (
            <span className="ml-1 font-semibold text-amber-800">({outOfOrderLabel})</span>
          )}
        </p>
      )}
      {checklist.length > 0 && (
        <ul aria-label="Checklist" className="mt-2 space-y-1 text-sm">
          {checklist.map((tick) => (
            <li key={tick.item} className={tick.done ? "text-slate-900" : "text-slate-600"}>
              <span aria-hidden="true">{tick.done ? "☑" : "☐"}</span> {tick.item}
              <span className="sr-only">{tick.done ? " (done)" : " (not done)"}</span>
              {tick.done && tick.at && (
                <span className="text-slate-500"> · {formatLagosMoment(tick.at)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul aria-label="Photos" className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {photos.map((photo) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={`${photo.url}?w=320&f=webp`}
                  alt={`${photoStageLabels[photo.stage]} photo by ${photo.by}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </a>
              <p className="text-xs text-slate-600">
                {photoStageLabels[photo.stage]} · {formatLagosMoment(photo.takenAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

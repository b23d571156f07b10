import type { PastWork } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";

// The past works, as the Our Works page's loader and the dashboard's Past Works screen both read them. A
// plain call, so a public page's loader does not load the query library (the hook is in use-past-works.ts).
export const pastWorksQueryKey = ["past-works"] as const;

export const getPastWorks = (signal?: AbortSignal) => api.get<PastWork[]>("/past-works/get", { signal });

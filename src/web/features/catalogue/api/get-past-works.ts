import type { PastWork } from "~/shared/schemas/past-work";
import { api } from "~/web/lib/api-client";

export const getPastWorks = (signal?: AbortSignal) => api.get<PastWork[]>("/past-works/get", { signal });

// Types for production-runtime.mjs, which stays plain JavaScript so that CI's production-install check
// can run it with node alone.
export function productionRuntime(): { env: Record<string, string>; nodeFlags: string[] };

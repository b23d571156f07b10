import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * The process's own figures (event-loop delay, memory, CPU, handles, garbage collection): one registry
 * for the whole process, made on first use, since prom-client starts an event-loop monitor and a
 * garbage-collection observer for each registry it fills and never stops them. Every app in the process
 * (tests build many) shows the same figures, which are the process's, not the app's.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

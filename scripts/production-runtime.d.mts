/** The systemd unit's environment (other than NODE_ENV) and the node flags of its ExecStart. */
export function productionRuntime(): { env: Record<string, string>; nodeFlags: string[] };

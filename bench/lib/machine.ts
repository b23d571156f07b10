import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

/** The machine a run was measured on, as the results and the README name it. */
export function machineDescription(): string {
  const cpu =
    /model name\s*:\s*(.+)/.exec(safeRead("/proc/cpuinfo"))?.[1]?.trim() ?? os.cpus()[0]?.model ?? "?";
  const memoryGb = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${os.availableParallelism()} cores (${cpu}), ${memoryGb} GB RAM, Node ${process.version}, ${chromiumVersion()}`;
}

function chromiumVersion(): string {
  try {
    return execSync(`${process.env.CHROME_PATH ?? "/usr/bin/chromium"} --version`, {
      timeout: 10_000,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return "Chromium (version unknown)";
  }
}

function safeRead(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

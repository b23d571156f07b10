import { spawnSync } from "node:child_process";

/** One system call from a log of `strace -f -y -T`, with where it began and ended in the log. */
export type TracedCall = {
  pid: number;
  name: string;
  /** What `-y` prints for the first argument when it is a descriptor: a file's path or `socket:[…]`. */
  target: string;
  /** The arguments as printed (strings cut at `-s`). */
  args: string;
  /** Line numbers of the call's entry and of its return: another thread's calls may come between. */
  began: number;
  ended: number;
  /** Seconds spent in the call (`-T`), when printed. */
  seconds?: number;
};

/** True when an `strace` binary runs here. */
export function straceInstalled(): boolean {
  const run = spawnSync("strace", ["-V"], { stdio: "ignore" });
  return run.error === undefined && run.status === 0;
}

const linePattern = /^(\d+)\s+(?:[\d:.]+\s+)?(.*)$/;
const resumedPattern = /^<\.\.\. (\w+) resumed>(.*)$/;
const callPattern = /^(\w+)\((.*)$/;
const unfinished = " <unfinished ...>";

/** The calls of an `strace -f -y` log in the order they were entered; signals and exits are left out. */
export function parseStraceLog(log: string): TracedCall[] {
  const calls: TracedCall[] = [];
  // A call another thread interrupted, per process, until its `<... resumed>` line.
  const pending = new Map<number, TracedCall>();
  log.split("\n").forEach((text, index) => {
    const line = linePattern.exec(text);
    if (!line) return;
    const pid = Number(line[1]);
    const rest = line[2]!;
    const resumed = resumedPattern.exec(rest);
    if (resumed) {
      const call = pending.get(pid);
      if (!call || call.name !== resumed[1]) return;
      pending.delete(pid);
      call.args += resumed[2];
      finish(call, index, resumed[2]!);
      return;
    }
    const started = callPattern.exec(rest);
    if (!started) return;
    const args = started[2]!;
    const target = /^-?\d+<([^>]*)>/.exec(args)?.[1] ?? "";
    const call: TracedCall = { pid, name: started[1]!, target, args, began: index, ended: index };
    calls.push(call);
    if (args.endsWith(unfinished)) {
      call.args = args.slice(0, -unfinished.length);
      pending.set(pid, call);
    } else {
      finish(call, index, args);
    }
  });
  return calls;
}

function finish(call: TracedCall, index: number, tail: string): void {
  call.ended = index;
  const seconds = /<(\d+\.\d+)>\s*$/.exec(tail)?.[1];
  if (seconds) call.seconds = Number(seconds);
}

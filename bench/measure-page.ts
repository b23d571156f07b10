// One measurement of one page, as a process of its own, so the bench runs the very same client for
// the product and for the WordPress peer (which is reachable only from inside its network namespace,
// through `wordpress-peer.sh exec`). Progress goes to stderr; the result is one JSON line on stdout.
//
//   node --import tsx bench/measure-page.ts lighthouse http://127.0.0.1:8088/ [CPU slowdown, 4 unless given]
//   node --import tsx bench/measure-page.ts slow http://127.0.0.1:8088/
//   node --import tsx bench/measure-page.ts load http://127.0.0.1:8088/ 50 5
import { measure } from "./lib/http-load.ts";
import { defaultCpuSlowdown, runLighthouse } from "./lib/lighthouse.ts";
import { runSlowNetworkLoads } from "./lib/slow-network.ts";

const [kind, address, connections = "50", seconds = "5"] = process.argv.slice(2);
if (!kind || !address) {
  console.error("usage: measure-page.ts lighthouse|slow|load URL [cpuSlowdown | connections seconds]");
  process.exit(2);
}
const url = new URL(address);
// Loopback only: the bench never sends traffic anywhere else.
if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
  console.error(`measure-page.ts measures loopback addresses only, not ${url.hostname}`);
  process.exit(2);
}
const log = (line: string) => console.error(line);
const base = url.origin;
const path = url.pathname + url.search;

let result: unknown;
if (kind === "lighthouse")
  [result] = await runLighthouse(base, [path], log, Number(process.argv[4] ?? defaultCpuSlowdown));
else if (kind === "slow") [result] = await runSlowNetworkLoads(base, [path], 1, log);
else if (kind === "load")
  result = await measure(path, url.href, { connections: Number(connections), seconds: Number(seconds) }, log);
else {
  console.error(`unknown measurement ${kind}`);
  process.exit(2);
}
console.log(JSON.stringify(result));

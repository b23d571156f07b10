import { spawn } from "node:child_process";
import { createRequire } from "node:module";

export type Picture = { data: Buffer; width: number; height: number; contentType: string };

// The demo pictures are drawn once, on a trial's first start, in a short-lived node process of their
// own: loading sharp (libvips, its codecs, fonts for the labels) into the server would keep about 25 MB
// resident for the rest of its life, where the server itself loads sharp only for an upload or a new
// image size (modules/images/load-sharp.ts). CommonJS, as `node -e` runs it; sharp's path is argv[1].
const child = `
const sharp = require(process.argv[1]);
// One libvips thread per picture, two pictures at a time: the two cores, shared with the server starting.
sharp.concurrency(1);
let input = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => (input += chunk));
process.stdin.on("end", async () => {
  const svgs = JSON.parse(input);
  const out = [];
  let next = 0;
  const draw = async () => {
    for (let i = next++; i < svgs.length; i = next++) {
      const { data, info } = await sharp(Buffer.from(svgs[i])).jpeg({ quality: 82 }).toBuffer({ resolveWithObject: true });
      out[i] = { data: data.toString("base64"), width: info.width, height: info.height };
    }
  };
  await Promise.all([draw(), draw()]);
  process.stdout.write(JSON.stringify(out));
});
`;

/** Each SVG as a JPEG, in order, rasterised by a node process of its own. */
export function rasteriseApart(svgs: string[]): Promise<Picture[]> {
  const sharpPath = createRequire(import.meta.url).resolve("sharp");
  return new Promise((resolve, reject) => {
    const drawer = spawn(process.execPath, ["-e", child, sharpPath], {
      stdio: ["pipe", "pipe", "pipe"],
    });
    const stdout: Buffer[] = [];
    let stderr = "";
    drawer.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    drawer.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    drawer.once("error", reject);
    drawer.once("close", (code) => {
      if (code !== 0) return reject(new Error(`drawing the demo pictures failed (exit ${code}): ${stderr}`));
      const drawn = JSON.parse(Buffer.concat(stdout).toString("utf8")) as {
        data: string;
        width: number;
        height: number;
      }[];
      resolve(
        drawn.map(({ data, width, height }) => ({
          data: Buffer.from(data, "base64"),
          width,
          height,
          contentType: "image/jpeg",
        })),
      );
    });
    drawer.stdin.end(JSON.stringify(svgs));
  });
}

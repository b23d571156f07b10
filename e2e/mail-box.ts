// The mail the demo sites sent, as their test SMTP servers filed it (scripts/e2e-server.mjs).
import fs from "node:fs";
import path from "node:path";
import { readMessage, type ReceivedMail } from "../src/server/test/read-mail.ts";
import { expect } from "./fixtures";

const results = path.resolve(import.meta.dirname, "..", "test-results");

/** Every site's mail folder: `mail` in each test-results/e2e-data folder. */
function mailFolders(): string[] {
  return fs
    .readdirSync(results)
    .filter((name) => name.startsWith("e2e-data"))
    .map((name) => path.join(results, name, "mail"))
    .filter((folder) => fs.existsSync(folder));
}

function receivedMail(): ReceivedMail[] {
  return mailFolders()
    .flatMap((folder) =>
      fs
        .readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .map((name) => path.join(folder, name)),
    )
    .map((file) => {
      const { to, raw } = JSON.parse(fs.readFileSync(file, "utf8")) as {
        to: string[];
        raw: string;
      };
      return { to, ...readMessage(raw) };
    });
}

/** The first mail sent to `address`, waiting up to 10 s for it to arrive. */
export async function mailTo(address: string): Promise<ReceivedMail> {
  const find = () => receivedMail().find((mail) => mail.to.includes(address));
  await expect.poll(() => find() !== undefined, { timeout: 10_000 }).toBe(true);
  return find()!;
}

/** The first mail sent to `address` with `subject`, waiting up to 10 s for it to arrive. */
export async function mailWithSubject(address: string, subject: string): Promise<ReceivedMail> {
  const find = () => receivedMail().find((mail) => mail.to.includes(address) && mail.subject === subject);
  await expect.poll(() => find() !== undefined, { timeout: 10_000 }).toBe(true);
  return find()!;
}

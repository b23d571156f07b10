import fs from "node:fs";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * Copies a live SQLite database to `target` with `VACUUM INTO` on a read-only connection of its own. The
 * copy is read inside one read transaction, so it is one consistent snapshot however much the site writes
 * meanwhile (the online backup API starts over on every write by another connection, and never finishes
 * under steady writes). It runs on a worker thread: the caller's event loop stays free, and a copy that
 * takes longer than `timeoutMs` is abandoned and its partial file removed. Resolves true when `target` was
 * written, false on timeout.
 */
export function snapshotSqlite(source: string, target: string, timeoutMs: number): Promise<boolean> {
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  fs.rmSync(target, { force: true });
  const worker = new Worker(workerSource, { eval: true, workerData: { driver, source, target } });
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      // The copy may be inside SQLite and cannot be stopped at once: its file is unlinked now (the thread
      // writes on into nothing) and again once the thread has ended, in case it had not begun.
      fs.rmSync(target, { force: true });
      void worker.terminate().finally(() => fs.rmSync(target, { force: true }));
      resolve(false);
    }, timeoutMs);
    worker.once("message", (message: { error?: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (message.error) {
        fs.rmSync(target, { force: true });
        reject(new Error(message.error));
      } else resolve(true);
    });
    worker.once("error", (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fs.rmSync(target, { force: true });
      reject(error);
    });
    worker.once("exit", () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error("the backup thread ended without an answer"));
    });
  });
}

// Plain JavaScript, so the thread needs no TypeScript loader.
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.source, { readonly: true, fileMustExist: true });
  db.prepare("VACUUM INTO ?").run(workerData.target);
  parentPort.postMessage({});
} catch (error) {
  parentPort.postMessage({ error: error.message });
} finally {
  if (db) db.close();
}
`;

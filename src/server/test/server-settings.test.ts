// The settings for slow clients and the site's address: defaults, the proxy trade-off, and what fails.
import { describe, expect, it } from "vitest";
import { loadConfig, publicUrlRequired } from "../config.ts";

describe("server settings", () => {
  it("caps connections per address by default, and not behind a proxy unless asked", () => {
    expect(loadConfig({}).maxConnectionsPerAddress).toBe(128);
    // An empty line in an .env file keeps the default rather than turning the cap off.
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "" }).maxConnectionsPerAddress).toBe(128);
    expect(loadConfig({ TRUST_PROXY: "loopback" }).maxConnectionsPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: "loopback", MAX_CONNECTIONS_PER_ADDRESS: "500" }).maxConnectionsPerAddress,
    ).toBe(500);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: "0" }).maxConnectionsPerAddress).toBe(0);
  });

  it("bounds every timeout, and never lets the headers take longer than the whole request", () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 20_000,
      idleMs: 30_000,
      requestMs: 300_000,
      keepAliveMs: 72_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "5000" }).timeouts.headersMs).toBe(5000);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: "0" })).toThrow(/IDLE_TIMEOUT_MS/);
  });

  it("requires PUBLIC_URL for the server in production only", () => {
    expect(() => loadConfig({ NODE_ENV: "production" }, "serve")).toThrow(`PUBLIC_URL: ${publicUrlRequired}`);
    expect(
      loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://sparkleshine.ng/" }, "serve").publicUrl,
    ).toBe("https://sparkleshine.ng");
    expect(loadConfig({ NODE_ENV: "development" }, "serve").publicUrl).toBeUndefined();
    // The backup and admin commands only need the database.
    expect(loadConfig({ NODE_ENV: "production" }).env).toBe("production");
  });

  it("keeps 14 backups unless told otherwise, and copies them only to an absolute folder", () => {
    expect(loadConfig({}).backupKeep).toBe(14);
    expect(loadConfig({ BACKUP_KEEP: "" }).backupKeep).toBe(14);
    expect(loadConfig({ BACKUP_KEEP: "30" }).backupKeep).toBe(30);
    for (const keep of ["0", "2.5", "many", "1001"]) {
      expect(() => loadConfig({ BACKUP_KEEP: keep })).toThrow(
        "BACKUP_KEEP: must be a whole number from 1 to 1000",
      );
    }
    expect(loadConfig({}).backupCopyDir).toBeUndefined();
    expect(loadConfig({ BACKUP_COPY_DIR: " /mnt/copies " }).backupCopyDir).toBe("/mnt/copies");
    expect(() => loadConfig({ BACKUP_COPY_DIR: "copies" })).toThrow(
      "BACKUP_COPY_DIR: must be an absolute path such as /mnt/backup",
    );
  });
});

// The doctor's look at WhatsApp and SMS (docs/decisions/046-message-channels.md): which are set up, and
// whether WhatsApp refused the token since (the outbox records it when Meta answers 401).
import { doctorChannelProblem, doctorChannels, doctorChannelsOff } from "../../shared/rules/messaging.ts";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { listChannelProblems } from "../modules/messaging/text-outbox.repository.ts";

export type ChannelCheck = { ok: boolean; line: string };

export async function checkMessageChannels(config: Config, databaseOk: boolean): Promise<ChannelCheck> {
  const on = [config.whatsapp ? "WhatsApp" : undefined, config.termii ? "SMS" : undefined].filter(
    (name): name is string => name !== undefined,
  );
  if (on.length === 0) return { ok: true, line: doctorChannelsOff };
  // Only a database the doctor found answering and migrated is read: the database's line says the rest.
  if (!databaseOk) return { ok: true, line: doctorChannels(on) };
  const handle = openDatabase(config.databaseUrl);
  try {
    const problems = await listChannelProblems(handle.db);
    const whatsapp = problems.find((problem) => problem.channel === "whatsapp");
    if (whatsapp && config.whatsapp) return { ok: false, line: doctorChannelProblem(whatsapp.noticed_at) };
    return { ok: true, line: doctorChannels(on) };
  } finally {
    await handle.close();
  }
}

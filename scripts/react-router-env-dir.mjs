// Run by `npm install` (postinstall). React Router 7's build tool starts Vite servers of its own (to read
// react-router.config.ts and to compile route modules) with `envFile: false`, an option Vite 8.1 renamed
// to `envDir: false` (the same meaning: read no .env file). Vite warns about the old name each time, so a
// build printed the deprecation nine times. React Router 8 passes the new name; version 7, which this
// project pins, never will, and no setting of ours reaches those servers. This makes the one-word change
// in the installed copy. It changes nothing where the package already says `envDir: false`, and nothing
// in a production install, which has no @react-router/dev.
import fs from "node:fs";
import path from "node:path";

const dist = path.resolve(import.meta.dirname, "..", "node_modules", "@react-router", "dev", "dist");
const oldOption = "envFile: false";

function javascriptFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

if (fs.existsSync(dist)) {
  for (const file of javascriptFiles(dist)) {
    const source = fs.readFileSync(file, "utf8");
    if (!source.includes(oldOption)) continue;
    // A new file in place of the old one rather than a write into it: a node_modules whose files are
    // hard links of another checkout's keeps the other checkout's copy as it was.
    const replacement = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(replacement, source.replaceAll(oldOption, "envDir: false"));
    fs.renameSync(replacement, file);
  }
}

#!/bin/sh
# Nightly online backup with retention: backup-nightly.sh <folder> <copies to keep>
# Writes <folder>/site-YYYY-MM-DDTHHMMSS.<db|dump> with `npm run backup` (SQLite's online backup API, or
# pg_dump on PostgreSQL), checks it is not empty, then deletes all but the newest <copies to keep>.
set -eu

folder=${1:?usage: backup-nightly.sh <folder> <copies to keep>}
keep=${2:?usage: backup-nightly.sh <folder> <copies to keep>}
case "${DATABASE_URL:-file:}" in
  postgres*) extension=dump ;;
  *) extension=db ;;
esac

mkdir -p "$folder"
target="$folder/site-$(date -u +%Y-%m-%dT%H%M%S).$extension"
npm run --silent backup -- "$target"
test -s "$target"

# Newest first; everything past the first $keep goes. Only our own file names are touched.
ls -1t "$folder"/site-*."$extension" | tail -n +"$((keep + 1))" | while read -r old; do
  rm -f -- "$old"
done
echo "Backup $target written; keeping the newest $keep."

#!/bin/sh
# Nightly online backup with retention: backup-nightly.sh [<folder> [<copies to keep>]]
# A thin wrapper around `npm run backup -- --nightly` (src/server/cli/nightly-backup.ts), which writes
# <folder>/site-YYYY-MM-DDTHHMMSS.<db|dump>, checks it is not empty, copies it to BACKUP_COPY_DIR when set,
# keeps the newest <copies to keep> in each folder, and on failure tells the office through the outbox.
# Without arguments the folder and the count come from BACKUP_DIR and BACKUP_KEEP (sparkle.env); given,
# they take their place.
set -eu

if [ "$#" -gt 2 ]; then
  echo "usage: backup-nightly.sh [<folder> [<copies to keep>]]" >&2
  exit 2
fi
if [ "$#" -ge 1 ]; then BACKUP_DIR=$1 && export BACKUP_DIR; fi
if [ "$#" -ge 2 ]; then BACKUP_KEEP=$2 && export BACKUP_KEEP; fi

exec npm run --silent backup -- --nightly

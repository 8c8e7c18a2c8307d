#!/usr/bin/env bash
# MigrationKit's main job on the bundled sample database, a Reminders-style app with integer
# keys: audit it, generate the conversion to UUID keys, apply it, audit again. Works on a copy
# in a temporary directory; Fixtures/reminders.sqlite is never changed.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product migrationkit >/dev/null
tool="$(swift build --show-bin-path)/migrationkit"
work="$(mktemp -d)"
cp Fixtures/reminders.sqlite "$work/reminders.sqlite"
cd "$work"

# Prints the command, runs it, and shows a non-zero exit code without stopping.
step() {
  printf '\n$ migrationkit %s\n' "$*"
  "$tool" "$@" || printf '(exit %d)\n' "$?"
}

step audit --db-path reminders.sqlite
step generate --db-path reminders.sqlite --output Migrations
step migrate --db-path reminders.sqlite --migrations Migrations
step audit --db-path reminders.sqlite
printf '\nThe converted copy and its migration are in %s\n' "$work"

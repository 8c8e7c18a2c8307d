#!/usr/bin/env bash
# Runs the commands a documentation page shows and compares their output with the page
# (Tests/MigrationKitCLITests/Documentation): one page, or README.md and every guide.
#   bash Scripts/doc-test.sh Guides/CLI.md
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
MIGRATIONKIT_DOC_PAGE="${1:-}" swift test --skip-build --filter 'DocumentationTests|TranscriptTests'

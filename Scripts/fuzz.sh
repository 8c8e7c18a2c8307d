#!/usr/bin/env bash
# Fuzzes the SQL tokenizer, the CREATE TABLE parser and rewriter, the migration-file parser,
# the sandbox that runs a schema script as `diff` reads one, and the three inputs someone else
# writes besides SQL (a Core Data model's XML, a property list in a store or a model bundle, the
# configuration file), with libFuzzer, each for a bounded time, one after the other on one core.
#
#   bash Scripts/fuzz.sh [seconds-per-target] [target…]     (default: 60 s, every target)
#
# Targets (harnesses in Fuzz/): tokenizer, create-table, migration-file, schema-script,
# model-xml, store-plist, configuration; the last three run with no allocation above 200 MB
# (-malloc_limit_mb), which an input that expands would exceed. Everything is built
# and written under .build-fuzz/ (gitignored): the package's library targets are built with
# `swift build` instrumented for libFuzzer and AddressSanitizer, and each harness is linked
# against their objects, so it sees `package` and (through @testable import) internal symbols.
# The main Package.swift knows nothing of this: CI never builds a fuzzer.
#
# Seeds: Fixtures/*.sql, Fixtures/Shapes/*.sql, Fixtures/Migrations/*.sql and
# /work/shared/real-schemas (when present), whole and split into statements. The corpus each
# run grows is kept in .build-fuzz/corpus/<target>, crashes in .build-fuzz/crashes/<target>.
# Replay one: .build-fuzz/bin/fuzz-<target> <crash-file>; shrink it: add -minimize_crash=1
# -runs=10000. Exit status 1 when any target crashed.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(tokenizer create-table migration-file schema-script model-xml store-plist configuration)
out=.build-fuzz
real_schemas="${MIGRATIONKIT_REAL_SCHEMAS:-/work/shared/real-schemas}"

# MARK: - Build

echo "building the library targets (instrumented) …"
# Optimized (a debug build runs a few hundred inputs a second), with testability for the
# harnesses' @testable imports.
mkdir -p "$out"
swift build -c release --target MigrationKitSync --scratch-path "$out/pkg" \
  --sanitize=address -Xswiftc -sanitize=fuzzer -Xswiftc -enable-testing >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 2; }
lib="$out/pkg/release"
# The harnesses must be in the package's package to see its `package` symbols: SwiftPM names
# it after the checkout's directory.
package_name="$(grep -o '"-package-name","[^"]*"' "$out/pkg/release.yaml" | grep -v 'grdb_swift\|argument_parser' | head -1 | cut -d'"' -f4)"
objects=()
for module in GRDB MigrationKit MigrationKitSQLiteHardening MigrationKitGRDB MigrationKitSync; do
  objects+=("$lib/$module.build/"*.o)
done
mkdir -p "$out/bin"
for target in "${targets[@]}"; do
  case "$target" in
    tokenizer) harness=Fuzz/Tokenizer.swift ;;
    create-table) harness=Fuzz/CreateTable.swift ;;
    migration-file) harness=Fuzz/MigrationFile.swift ;;
    schema-script) harness=Fuzz/SchemaScript.swift ;;
    model-xml) harness=Fuzz/ModelXML.swift ;;
    store-plist) harness=Fuzz/StorePlist.swift ;;
    configuration) harness=Fuzz/Configuration.swift ;;
    *) echo "unknown target '$target' (tokenizer, create-table, migration-file, schema-script, model-xml, store-plist, configuration)" >&2; exit 2 ;;
  esac
  echo "building fuzz-$target …"
  swiftc -sanitize=fuzzer,address -parse-as-library -package-name "$package_name" \
    -I "$lib/Modules" -Xcc -fmodule-map-file="$out/pkg/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap" \
    -Xcc -fmodule-map-file="$lib/MigrationKitSQLiteHardening.build/module.modulemap" -Xcc -I -Xcc Sources/MigrationKitSQLiteHardening/include \
    -O Fuzz/Check.swift "$harness" "${objects[@]}" -lsqlite3 -o "$out/bin/fuzz-$target" 2>&1 \
    | { grep -v 'Cannot export local symbol' || true; }
done

# MARK: - Seeds

seeds="$out/seeds"
rm -rf "$seeds"
mkdir -p "$seeds/whole" "$seeds/statements"
sources=(Fixtures/*.sql Fixtures/Shapes/*.sql Fixtures/Migrations/*.sql)
[[ -d "$real_schemas" ]] && while IFS= read -r file; do sources+=("$file"); done < <(find "$real_schemas" -name '*.sql' | sort)
for file in "${sources[@]}"; do
  name="$(basename "$file" .sql)"
  # Whole files up to 64 KiB (a data dump is mostly INSERTs: its statements are seeds instead).
  [[ $(wc -c <"$file") -le 65536 ]] && cp "$file" "$seeds/whole/$name.sql"
  # Statements: every CREATE, and the first 100 others of each file.
  awk -v dir="$seeds/statements" -v name="$name" 'BEGIN { RS = ";" }
    { sub(/^[ \t\r\n]+/, "") }
    length($0) == 0 { next }
    toupper($0) ~ /^(--[^\n]*\n[ \t\r\n]*)*CREATE/ || others++ < 100 { printf "%s;", $0 > (dir "/" name "-" NR ".sql"); close(dir "/" name "-" NR ".sql") }' "$file"
done
echo "seeds: $(ls "$seeds/whole" | wc -l) files, $(ls "$seeds/statements" | wc -l) statements"
# The inputs that are no SQL: the fixtures' models, property lists as Core Data and Xcode write
# them (and the expanding graph the tests use), the configurations the guides show.
mkdir -p "$seeds/model-xml" "$seeds/store-plist" "$seeds/configuration"
for model in Fixtures/CoreData/*.xcdatamodel; do cp "$model/contents" "$seeds/model-xml/$(basename "$model" .xcdatamodel).xml"; done
cp Fuzz/Seeds/store-plist/* "$seeds/store-plist/"
cp Fuzz/Seeds/configuration/* "$seeds/configuration/"

# MARK: - Run

status=0
summary=()
for target in "${targets[@]}"; do
  corpus="$out/corpus/$target" crashes="$out/crashes/$target"
  mkdir -p "$corpus" "$crashes"
  log="$out/fuzz-$target.log"
  echo "fuzzing $target for ${seconds}s (log: $log) …"
  start=$(date +%s)
  case "$target" in
    model-xml | store-plist | configuration) inputs=("$seeds/$target"); limits=(-max_len=1048576 -malloc_limit_mb=200) ;;
    *) inputs=("$seeds/whole" "$seeds/statements"); limits=(-max_len=16384) ;;
  esac
  # One process, one core (the machine is shared); no -jobs, whose workers would log elsewhere.
  "$out/bin/fuzz-$target" "$corpus" "${inputs[@]}" \
    -max_total_time="$seconds" "${limits[@]}" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$crashes/" -print_final_stats=1 >"$log" 2>&1 || true
  elapsed=$(( $(date +%s) - start ))
  runs="$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1)"
  [[ -n "$runs" ]] || runs="$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')"
  found="$(find "$crashes" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | wc -l)"
  if [[ "$found" -gt 0 ]]; then status=1; verdict="$found crash file(s) in $crashes"; else verdict="no crash"; fi
  summary+=("$(printf '%-15s %5ss %12s executions %8s exec/s  %s' "$target" "$elapsed" "${runs:-?}" "$(( ${runs:-0} / (elapsed > 0 ? elapsed : 1) ))" "$verdict")")
done
echo
printf '%s\n' "${summary[@]}"
exit "$status"

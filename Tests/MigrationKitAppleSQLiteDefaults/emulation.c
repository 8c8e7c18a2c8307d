#include <stdlib.h>
#include <string.h>
#include "MigrationKitSQLiteHardening.h"
#include "MigrationKitAppleSQLiteDefaults.h"

// The tests' second run (`MIGRATIONKIT_SQLITE_DEFAULTS=apple swift test`): before any test
// opens a connection, every connection of the process is made to start as Apple's system
// SQLite starts one (migrationkit_sqlite3_emulate_apple_defaults). A constructor, because
// Swift Testing has no hook that runs before every suite, and a connection opened before the
// registration would run with Linux's defaults. The `migrationkit` processes the tests start
// inherit the variable, and the tool registers the same emulation (ToolEnvironment).

static int emulating = 0;

__attribute__((constructor))
static void migrationkit_tests_register_apple_sqlite(void) {
    const char *defaults = getenv("MIGRATIONKIT_SQLITE_DEFAULTS");
    if (defaults != 0 && strcmp(defaults, "apple") == 0) {
        emulating = migrationkit_sqlite3_emulate_apple_defaults() == 0;
    }
}

int migrationkit_tests_emulate_apple_sqlite(void) {
    return emulating;
}

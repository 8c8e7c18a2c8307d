#include <sqlite3.h>
#include "MigrationKitSQLiteHardening.h"

// Apple's system SQLite is compiled with SQLITE_DEFAULT_RECURSIVE_TRIGGERS=1 (and
// SQLITE_DEFAULT_AUTOVACUUM=1, and without load_extension()). Debian's is not. Each connection
// this process opens after the call starts with recursive triggers on, as one of Apple's does:
// an auto-extension, which SQLite runs as every connection opens, sets it. Auto-vacuum is not
// emulated here: setting it on an empty file writes the file's header at once, and opening a
// database must write nothing (a file that was never written stays empty on Apple too); the
// tests give the files they create auto-vacuum FULL themselves (makeDatabase). An error is
// left for the connection's first real statement to report: the open itself never fails here.

#if !defined(__APPLE__)
static int migrationkit_apple_defaults_entry(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
    (void)error;
    (void)api;
    sqlite3_exec(db, "PRAGMA recursive_triggers = ON", 0, 0, 0);
    return SQLITE_OK;
}
#endif

int migrationkit_sqlite3_emulate_apple_defaults(void) {
#if defined(__APPLE__)
    // Those are the defaults there already, and Apple's SDK deprecates process-wide
    // auto-extensions.
    return SQLITE_OK;
#else
    return sqlite3_auto_extension((void (*)(void))migrationkit_apple_defaults_entry);
#endif
}

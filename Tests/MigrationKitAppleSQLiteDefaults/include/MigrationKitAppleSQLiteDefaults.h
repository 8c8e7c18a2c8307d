#ifndef MIGRATIONKIT_APPLE_SQLITE_DEFAULTS_H
#define MIGRATIONKIT_APPLE_SQLITE_DEFAULTS_H

/// Whether this test process emulates Apple's SQLite defaults: 1 when it was started with
/// MIGRATIONKIT_SQLITE_DEFAULTS=apple (and registration succeeded), 0 otherwise.
int migrationkit_tests_emulate_apple_sqlite(void);

#endif

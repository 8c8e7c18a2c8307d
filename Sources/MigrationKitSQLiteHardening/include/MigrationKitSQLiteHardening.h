#ifndef MIGRATIONKIT_SQLITE_HARDENING_H
#define MIGRATIONKIT_SQLITE_HARDENING_H

/// SQLite's connection settings that only the variadic sqlite3_db_config() sets, which Swift
/// cannot call. `connection` is a `sqlite3 *`.

/// Turns on SQLITE_DBCONFIG_DEFENSIVE (no writable_schema, no writes to shadow tables) and
/// turns off SQLITE_DBCONFIG_TRUSTED_SCHEMA and SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, where the
/// linked SQLite has them. Returns 0 (SQLITE_OK) or the first error code.
int migrationkit_sqlite3_harden(void *connection);

/// Whether SQLITE_DBCONFIG_DEFENSIVE is on for `connection`: 1 on, 0 off, -1 when the linked
/// SQLite has no such setting.
int migrationkit_sqlite3_is_defensive(void *connection);

/// From now on, every connection this process opens starts with recursive triggers on, as
/// Apple's system SQLite is compiled to (SQLITE_DEFAULT_RECURSIVE_TRIGGERS): on Linux, the tests
/// and the tool run triggers as on an iPhone (`MIGRATIONKIT_SQLITE_DEFAULTS=apple`). On Apple
/// platforms that is the default already and nothing is changed. Returns 0 (SQLITE_OK) or
/// SQLite's error code.
int migrationkit_sqlite3_emulate_apple_defaults(void);

#endif

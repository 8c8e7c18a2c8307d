import MigrationKitAppleSQLiteDefaults

/// Whether this test process runs with Apple's SQLite defaults: on Apple platforms, whose
/// system SQLite is compiled with them, and on Linux where they are emulated
/// (`MIGRATIONKIT_SQLITE_DEFAULTS=apple swift test`, the suite's second run): recursive
/// triggers on for every connection, and auto-vacuum FULL for the files ``makeDatabase(at:sql:)``
/// creates. Tests whose figures depend on them (a file's size, which auto-vacuum keeps free of
/// unused pages) read it.
#if canImport(Darwin)
public let appleSQLiteDefaults = true
#else
public let appleSQLiteDefaults = migrationkit_tests_emulate_apple_sqlite() != 0
#endif

// swift-tools-version:6.1
import PackageDescription

// Layers, each depending only on the ones below it:
//
//   MigrationKitModel    versioned declared models (VersionedRecord, StoreModel, PersistentStore)
//     └─ MigrationKitSync
//   migrationkit (executable: @main only)
//     └─ MigrationKitCLI    commands: migrate, status, rollback, verify, schema-dump, …
//          └─ MigrationKitSync   sync readiness: schema introspection, audit, conversion plans
//               └─ MigrationKitGRDB   runner, verifier, SQL-file migrations, uuid(), quoting
//                    └─ MigrationKit       steps, registry, errors (no GRDB)
let package = Package(
    name: "MigrationKit",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "MigrationKit", targets: ["MigrationKit"]),
        .library(name: "MigrationKitGRDB", targets: ["MigrationKitGRDB"]),
        .library(name: "MigrationKitSync", targets: ["MigrationKitSync"]),
        .library(name: "MigrationKitCLI", targets: ["MigrationKitCLI"]),
        .library(name: "MigrationKitModel", targets: ["MigrationKitModel"]),
        .executable(name: "migrationkit", targets: ["migrationkit"]),
    ],
    dependencies: [
        // 7.9.0: the first GRDB that links on Linux against the system SQLite. Before it, GRDB
        // calls sqlite3_snapshot_* wherever it links the system SQLite, which Debian's
        // libsqlite3 does not export: 7.8.0 compiles with this package and fails to link
        // (undefined reference to 'sqlite3_snapshot_open'). 7.9.0 (groue/GRDB.swift#1826)
        // enables snapshots on Apple platforms only. Every API used here, the GRDBSQLite product
        // (7.0.0) included, is older; 7.9.0 also requires Swift 6.1, as this package does.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.9.0"),
        // 1.3.1: the first whose CommandConfiguration is Sendable, which the commands'
        // `static let configuration` needs in the Swift 6 language mode (1.3.0 fails to build:
        // "static property 'configuration' is not concurrency-safe"). The whole test suite,
        // help and usage texts included, passes with 1.3.1. Only MigrationKitCLI depends on it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.1"),
        // `swift package generate-documentation --target MigrationKitSync` (the DocC catalogs in
        // Sources/<module>/<module>.docc). A command plugin: built only when it is run (17 s
        // here), never by `swift build`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    // Every target declares each module it imports (issue 39, item 5): a module reached only
    // through another target's dependencies is not rebuilt with it, and an incremental build
    // kept a test module's copy of a changed struct's layout (signal 11 in MigrationKitModelTests).
    targets: [
        .target(name: "MigrationKit"),
        // C, because the settings that harden a connection for SQL the tool did not write
        // (SQLITE_DBCONFIG_DEFENSIVE and others) are set through variadic sqlite3_db_config().
        .target(
            name: "MigrationKitSQLiteHardening",
            dependencies: [.product(name: "GRDBSQLite", package: "GRDB.swift")]),
        // C, because a signal handler may only do what is async-signal-safe: SIGINT and SIGTERM
        // during `migrate` are recorded for the runner to stop at, not acted on in the handler.
        .target(name: "MigrationKitSignals"),
        .target(
            name: "MigrationKitGRDB",
            dependencies: [
                "MigrationKit",
                "MigrationKitSQLiteHardening",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            // The required-reason APIs it calls (file metadata, free space), declared for App
            // Store review (PrivacyManifestTests).
            resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(
            name: "MigrationKitSync",
            dependencies: [
                "MigrationKit", "MigrationKitGRDB",
                .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            resources: [.copy("PrivacyInfo.xcprivacy")]),
        .target(
            name: "MigrationKitCLI",
            dependencies: [
                "MigrationKit",
                "MigrationKitGRDB",
                "MigrationKitSync",
                "MigrationKitSignals",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .target(
            name: "MigrationKitModel",
            dependencies: ["MigrationKit", "MigrationKitGRDB", "MigrationKitSync", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "migrationkit",
            dependencies: ["MigrationKitCLI"]),
        // Helpers shared by the test targets: temporary directories, fixture copies, dumps.
        .target(
            name: "MigrationKitTestSupport",
            dependencies: ["MigrationKitGRDB", "MigrationKitAppleSQLiteDefaults", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/MigrationKitTestSupport"),
        // C, because only a constructor runs before the first test opens a connection: with
        // MIGRATIONKIT_SQLITE_DEFAULTS=apple, every connection of the test process starts with
        // Apple's SQLite defaults (the suite's second run; Guides/ApplePlatforms.md).
        .target(
            name: "MigrationKitAppleSQLiteDefaults",
            dependencies: ["MigrationKitSQLiteHardening"],
            path: "Tests/MigrationKitAppleSQLiteDefaults"),
        .testTarget(
            name: "MigrationKitTests",
            dependencies: ["MigrationKit"]),
        .testTarget(
            name: "MigrationKitGRDBTests",
            dependencies: ["MigrationKit", "MigrationKitGRDB", "MigrationKitTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(
            name: "MigrationKitSyncTests",
            dependencies: ["MigrationKit", "MigrationKitGRDB", "MigrationKitSync", "MigrationKitTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        // An app's view: GRDB imported beside every MigrationKit library, no @testable, so a
        // public name that clashes with GRDB's (Column, Table, ForeignKey, …) fails the build.
        .testTarget(
            name: "MigrationKitClientTests",
            dependencies: [
                "MigrationKit", "MigrationKitGRDB", "MigrationKitSync", "MigrationKitCLI", "MigrationKitModel", "MigrationKitTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Compiled as code outside this package is: `package` declarations are out of its
            // reach, so it uses only what an app can (`public`).
            packageAccess: false),
        .testTarget(
            name: "MigrationKitModelTests",
            dependencies: ["MigrationKit", "MigrationKitGRDB", "MigrationKitSync", "MigrationKitModel", "MigrationKitTestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        // Every ```swift block of README.md and Guides/, one file each, written from the pages
        // (GuideSnippetTests checks they are current): compiled with the tests, so a page
        // cannot show code that does not build.
        .testTarget(
            name: "MigrationKitGuideSnippets",
            dependencies: [
                "MigrationKit", "MigrationKitGRDB", "MigrationKitSync", "MigrationKitCLI", "MigrationKitModel",
                "MigrationKitTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // Compiled as code outside this package is: `package` declarations are out of its
            // reach, so it uses only what an app can (`public`).
            packageAccess: false),
        .testTarget(
            name: "MigrationKitCLITests",
            dependencies: [
                "MigrationKit", "MigrationKitGRDB", "MigrationKitSync", "MigrationKitCLI", "MigrationKitModel", "MigrationKitTestSupport", "migrationkit",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)

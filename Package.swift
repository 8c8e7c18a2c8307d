// swift-tools-version:6.1
import PackageDescription

// Layers, each depending only on the ones below it:
//
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
        .executable(name: "migrationkit", targets: ["migrationkit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        .target(name: "MigrationKit"),
        .target(
            name: "MigrationKitGRDB",
            dependencies: [
                "MigrationKit",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        .target(
            name: "MigrationKitSync",
            dependencies: ["MigrationKitGRDB"]),
        .target(
            name: "MigrationKitCLI",
            dependencies: [
                "MigrationKitSync",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "migrationkit",
            dependencies: ["MigrationKitCLI"]),
        // Helpers shared by the test targets: temporary directories, fixture copies, dumps.
        .target(
            name: "MigrationKitTestSupport",
            dependencies: ["MigrationKitGRDB"],
            path: "Tests/MigrationKitTestSupport"),
        .testTarget(
            name: "MigrationKitTests",
            dependencies: ["MigrationKit"]),
        .testTarget(
            name: "MigrationKitGRDBTests",
            dependencies: ["MigrationKitGRDB", "MigrationKitTestSupport"]),
        .testTarget(
            name: "MigrationKitSyncTests",
            dependencies: ["MigrationKitSync", "MigrationKitTestSupport"]),
        .testTarget(
            name: "MigrationKitCLITests",
            dependencies: ["MigrationKitCLI", "MigrationKitTestSupport", "migrationkit"]),
    ],
    swiftLanguageModes: [.v6]
)

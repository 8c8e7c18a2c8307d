import ArgumentParser
import Foundation
import MigrationKit
import MigrationKitGRDB

extension MigrationKitCommand {
    struct SchemaDump: DatabaseCommand {
        static let configuration = CommandConfiguration(
            commandName: "schema-dump",
            abstract: "Write the database's schema as SQL, in a deterministic order.",
            discussion: """
                Tables, views, indexes, triggers, each sorted by name; SQLite's, GRDB's, \
                MigrationKit's and SQLiteData's own tables left out, and so are the shadow tables of \
                virtual tables. Commit the output to review schema changes. Only reads the database; a damaged one is \
                an error (exit 2).
                """)

        @OptionGroup var database: DatabaseOptions

        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var output: String?

        func run(host: MigrationCLIHost, console: Console) throws -> ExitStatus {
            let reader = try host.openDatabase(database.connection(.readOnly))
            let sql = try reader.read { db in
                try database.checkIntegrity(db)
                return try host.generateSchemaSnapshot(db)
            }
            if let output {
                do {
                    try Data(sql.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
                } catch {
                    throw MigrationFileError.cannotWriteFile(path: output, reason: error.localizedDescription)
                }
                console.print("wrote the schema of \(database.path) to \(output)")
            } else {
                console.write(sql)
            }
            return .success
        }
    }
}

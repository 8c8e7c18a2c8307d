import Foundation
import MigrationKitCLI

/// The `migrationkit` tool: the MigrationKit commands over SQL migration files.
@main
enum MigrationKitTool {
    static func main() {
        exit(MigrationCLI.run(host: .sqlFiles, arguments: Array(CommandLine.arguments.dropFirst())))
    }
}

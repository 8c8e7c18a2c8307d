import Foundation
import MigrationKitCLI
import MigrationKitTestSupport

/// What a command printed and returned.
struct CommandResult: Equatable, CustomStringConvertible {
    var status: Int32
    var output: String
    var error: String

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(error)" }
}

/// Runs a command in-process, as `MigrationCLI.run(host:arguments:)` would, capturing output.
func run(_ arguments: [String], host: MigrationCLIHost = .sqlFiles) -> CommandResult {
    final class Buffer: @unchecked Sendable { var output = "", error = "" }
    let buffer = Buffer()
    let console = Console(writeOutput: { buffer.output += $0 }, writeError: { buffer.error += $0 })
    let status = MigrationCLI.run(host: host, arguments: arguments, console: console)
    return CommandResult(status: status, output: buffer.output, error: buffer.error)
}

/// Runs the built `migrationkit` executable in a child process.
func runTool(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil, in directory: String? = nil, input: FileHandle? = nil) throws -> CommandResult {
    let process = Process()
    if let input { process.standardInput = input }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? toolURL
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(
        // A process a signal ended exits 128 + the signal, as a shell reports it.
        status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        error: String(decoding: errorData, as: UTF8.self))
}

/// The environment that makes the tool raise `signal` (`SIGINT`, `SIGTERM`, `SIGKILL`) when it
/// reaches the `occurrence`-th point whose description contains `point`: a statement starting
/// (`statement INSERT INTO …`), a step of a backup (`backup step 3`). The moment is chosen by
/// what the tool has done, never by the clock (Guides/HostileInputs.md, "Choosing the moment of
/// a signal").
func signalling(_ signal: String, at point: String, occurrence: Int = 1) -> [String: String] {
    ["MIGRATIONKIT_AT": point, "MIGRATIONKIT_AT_SIGNAL": signal, "MIGRATIONKIT_AT_OCCURRENCE": String(occurrence)]
}

/// The line the tool writes on standard error when it reaches the point `signalling` names.
func reachedLine(_ point: String) -> String {
    "migrationkit: at \(point)\n"
}

/// `migrationkit`, built beside the test bundle (the test target depends on it). On macOS the
/// main bundle is the runner that loaded the tests (Xcode's `xctest`), not the products
/// directory: the loaded `.xctest` bundle is found among all bundles instead.
let toolURL: URL = {
    #if canImport(Darwin)
    if let tests = Bundle.allBundles.first(where: { $0.bundleURL.pathExtension == "xctest" }) {
        return tests.bundleURL.deletingLastPathComponent().appendingPathComponent("migrationkit")
    }
    #endif
    let products = Bundle.main.bundleURL.pathExtension == "xctest"
        ? Bundle.main.bundleURL.deletingLastPathComponent()
        : Bundle.main.bundleURL
    return products.appendingPathComponent("migrationkit")
}()

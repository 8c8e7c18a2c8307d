import Foundation
import Testing

/// `Guides/Reference/`: one page per command, its `--help` as the tool prints it, and an index.
/// The pages are transcripts, so `DocumentationTests` runs each one and fails on any drift;
/// this test checks there is a page for every command and none for a command that is gone,
/// and writes them with `MIGRATIONKIT_WRITE_REFERENCE=1`.
@Suite struct CommandReferenceTests {
    static let directory = DocumentationTests.root.appendingPathComponent("Guides/Reference")

    /// The commands and their one-line summaries, from `migrationkit --help`.
    static func commands() throws -> [(name: String, summary: String)] {
        let help = try runTool(["--help"]).output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = help.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        var commands: [(name: String, summary: String)] = []
        for line in help[(start + 1)...] {
            guard line.hasPrefix("  ") else { break }
            let words = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("   "), !commands.isEmpty {
                commands[commands.count - 1].summary += " " + words  // a summary's next line
            } else if let space = words.firstIndex(of: " ") {
                commands.append((String(words[..<space]), words[space...].trimmingCharacters(in: .whitespaces)))
            } else {
                commands.append((words, ""))
            }
        }
        return commands.filter { $0.name != "help" }
    }

    static func page(_ command: (name: String, summary: String)) throws -> String {
        let help = try runTool([command.name, "--help"])
        return """
            # migrationkit \(command.name)

            \(command.summary)

            What `migrationkit \(command.name) --help` prints, written from the tool
            (`MIGRATIONKIT_WRITE_REFERENCE=1 swift test --filter CommandReferenceTests`); the
            documentation test runs it, so it is what the tool says. How to use it, with examples:
            [CLI.md](../CLI.md#\(command.name)).

            ```console
            $ migrationkit \(command.name) --help
            \(help.output.trimmingCharacters(in: .newlines))
            ```

            """
    }

    static func index(_ commands: [(name: String, summary: String)]) -> String {
        """
        # Command reference

        One page per command of `migrationkit`, each its `--help` as the tool prints it. For
        examples and what each command does step by step, see [CLI.md](../CLI.md).

        | command | what it does |
        | --- | --- |
        \(commands.map { "| [`\($0.name)`](\($0.name).md) | \($0.summary) |" }.joined(separator: "\n"))

        """
    }

    @Test func aPageForEveryCommand() throws {
        let commands = try Self.commands()
        #expect(commands.map(\.name).contains("generate"))
        if ProcessInfo.processInfo.environment["MIGRATIONKIT_WRITE_REFERENCE"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            for command in commands {
                try Data(try Self.page(command).utf8).write(to: Self.directory.appendingPathComponent("\(command.name).md"))
            }
            try Data(Self.index(commands).utf8).write(to: Self.directory.appendingPathComponent("README.md"))
        }
        let pages = Set(((try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []).filter { $0.hasSuffix(".md") })
        let write = "write them: MIGRATIONKIT_WRITE_REFERENCE=1 swift test --filter CommandReferenceTests"
        #expect(pages == Set(commands.map { "\($0.name).md" } + ["README.md"]), "Guides/Reference has a page per command and an index; \(write)")
        let index = try? String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(index == Self.index(commands), "Guides/Reference/README.md lists every command; \(write)")
    }
}

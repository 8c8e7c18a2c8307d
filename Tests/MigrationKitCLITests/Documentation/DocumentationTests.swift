import Foundation
import MigrationKitTestSupport
import Testing

/// Every page of README.md and Guides/ runs as written: each command a page shows with its
/// output (``Transcript``) runs, page by page in a directory of its own prepared as the page
/// says, with the built `migrationkit` first on `PATH`, and prints what the page shows and
/// exits as it says. A page that drifts from the tool fails here, naming the page and line.
@Suite struct DocumentationTests {
    static let root = DocumentationPages.root

    /// Every page; while a page is being written, `MIGRATIONKIT_DOC_PAGE=Guides/CLI.md` runs
    /// that one alone.
    static let pages: [String] = {
        guard let only = ProcessInfo.processInfo.environment["MIGRATIONKIT_DOC_PAGE"], !only.isEmpty else { return DocumentationPages.all }
        return DocumentationPages.all.filter { $0 == only }
    }()

    @Test(arguments: pages)
    func everyCommandPrintsWhatThePageShows(page: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let transcript = Transcript(page: page, markdown: markdown)
        let directory = try TemporaryDirectory()
        try Self.prepare(directory.url.path)
        for skipped in transcript.skipped {
            print("\(page):\(skipped.line): block not run: \(skipped.reason)")
        }
        for step in transcript.steps {
            let result = try Self.shell(step.command, in: directory.url.path)
            if step.isSetup {
                try #require(result.status == 0, "\(page):\(step.line): setup `\(step.command)` failed: \(result.output)")
                continue
            }
            let actual = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Blank lines at the end are not shown on a page (nor seen on a terminal).
            var printed = actual
            while printed.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { printed.removeLast() }
            if !Transcript.matches(step.expected, printed) || result.status != step.status {
                Issue.record(Comment(rawValue: """
                    \(page):\(step.line): `\(step.command)` does not do what the page shows.
                    --- the page (exit \(step.status))
                    \(step.expected.joined(separator: "\n"))
                    --- the tool (exit \(result.status))
                    \(printed.joined(separator: "\n"))
                    """))
            }
        }
    }

    /// The directory a page's commands run in: the repository's files a reader has in a clone
    /// (`Fixtures`, `Scripts`, `Guides`…), linked, and nothing the commands write goes back.
    static func prepare(_ directory: String) throws {
        for entry in ["Fixtures", "Scripts", "Guides", "Benchmarks", "README.md", "Package.swift"] {
            try FileManager.default.createSymbolicLink(atPath: "\(directory)/\(entry)", withDestinationPath: root.appendingPathComponent(entry).path)
        }
        try FileManager.default.createDirectory(atPath: "\(directory)/.tmp", withIntermediateDirectories: true)
    }

    /// `command` run by bash in `directory`, stdout and stderr in one stream as a terminal
    /// shows them.
    static func shell(_ command: String, in directory: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = toolURL.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TMPDIR"] = "\(directory)/.tmp"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // A command killed by a signal exits 128 + the signal, as a shell shows it.
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: data, as: UTF8.self))
    }
}

/// The transcript format itself.
@Suite struct TranscriptTests {
    @Test func stepsSetupAndSkips() {
        let page = """
            # Title
            <!-- doc-test setup: cp Fixtures/reminders.sqlite . -->

            ```console
            $ migrationkit audit \\
                --db-path reminders.sqlite
            first
            …
            (exit 1)

            $ echo done
            done
            $ sqlite3 x.sqlite "CREATE TABLE t (a);
            INSERT INTO t VALUES ('it''s')"
            $ cat > a.sql <<'EOF'
            SELECT 1;
            EOF
            $ echo after
            after
            ```

            - In a list:

              ```console
              $ echo listed
              listed
              ```

            <!-- doc-test skip: builds the package -->
            ```console
            $ swift build
            ```

            ```swift
            let x = 1
            ```
            """
        let transcript = Transcript(page: "P.md", markdown: page)
        #expect(transcript.steps == [
            .init(line: 2, command: "cp Fixtures/reminders.sqlite .", expected: [], status: 0, isSetup: true),
            .init(line: 5, command: "migrationkit audit \\\n    --db-path reminders.sqlite", expected: ["first", "…"], status: 1),
            .init(line: 11, command: "echo done", expected: ["done"], status: 0),
            .init(line: 13, command: "sqlite3 x.sqlite \"CREATE TABLE t (a);\nINSERT INTO t VALUES ('it''s')\"", expected: [], status: 0),
            .init(line: 15, command: "cat > a.sql <<'EOF'\nSELECT 1;\nEOF", expected: [], status: 0),
            .init(line: 18, command: "echo after", expected: ["after"], status: 0),
            .init(line: 25, command: "echo listed", expected: ["listed"], status: 0),
        ])
        #expect(transcript.skipped == [.init(line: 30, reason: "builds the package")])
    }

    @Test func placeholders() {
        #expect(Transcript.matches(["a", "…", "z"], ["a", "b", "c", "z"]))
        #expect(Transcript.matches(["a", "…", "z"], ["a", "z"]))
        #expect(!Transcript.matches(["a", "z"], ["a", "b", "z"]))
        #expect(Transcript.matches(["key 0C3A…-000000000001 kept"], ["key 0C3A19F2-77AB-4A10-9C11-000000000001 kept"]))
        #expect(!Transcript.matches(["key …-000000000001 kept"], ["key 0C3A19F2-77AB-4A10-9C11-000000000002 kept"]))
        #expect(Transcript.matches(["long line: …"], ["long line: and the rest"]))
        #expect(!Transcript.matches(["ab…b"], ["ab"]))
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MigrationKitTestSupport
import Testing

/// `migrationkit answer` in a real pseudo-terminal: one question at a time with its evidence,
/// each answer written at once to the configuration, a second run asking only what is open,
/// Ctrl-C keeping what was answered; off a terminal, the flags and entries instead of questions.
@Suite struct AnswerCommandTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try makeDatabase(at: directory.path("app.sqlite"), sql: try Fixtures.text("Questions/lists.sql"))

    }

    /// Runs the tool on a pseudo-terminal in the test's directory, typing `answers` one at a
    /// time, each when a prompt (`answer> `, or a type's) has been written (the moment is the tool's, not the clock's);
    /// with `interrupt`, Ctrl-C (SIGINT) at the prompt after the last answer. The transcript, as
    /// a terminal shows it (the answers echoed), and the exit status.
    func inTerminal(_ arguments: [String], answers: [String], interrupt: Bool = false) throws -> (status: Int32, transcript: String) {
        var primary: Int32 = -1, secondary: Int32 = -1
        #expect(openpty(&primary, &secondary, nil, nil, nil) == 0)
        let process = Process()
        process.executableURL = toolURL
        process.arguments = arguments
        process.currentDirectoryURL = directory.url
        let terminal = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (terminal, terminal, terminal)
        try process.run()
        close(secondary)
        defer { close(primary) }
        var transcript = Data(), remaining = answers[...]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(primary, &buffer, buffer.count)
            if count <= 0 { break }  // EIO: the tool closed the terminal
            transcript.append(contentsOf: buffer[..<count])
            // A prompt ends with "> " and waits; what is typed is echoed after it.
            guard transcript.suffix(2) == Data("> ".utf8) else { continue }
            if let answer = remaining.popFirst() {
                _ = (answer + "\n").withCString { write(primary, $0, strlen($0)) }
            } else if interrupt {
                process.interrupt()
            }
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: transcript, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }

    var configuration: String { (try? String(contentsOfFile: directory.path(".migrationkit.json"), encoding: .utf8)) ?? "" }

    @Test func eachAnswerIsWrittenAtOnceAndASecondRunAsksWhatIsOpen() throws {
        let first = try inTerminal(["answer", "--db-path", "app.sqlite"], answers: ["none 0", "maybe", "n it mirrors the list picked last", "skip", "parent tags"])
        #expect(first.status == 1)
        #expect(first.transcript.contains("""
            [1/4] "items"."listID": holds keys of "lists"."id" (its name names "lists") but declares no foreign key: the conversion turns "lists"."id" into UUID text and leaves these integers pointing at nothing.
                evidence (likely): 9 of 9 distinct values and 11 of 12 rows read are keys of "lists"."id"; 0 is no key (a none value?); next best "items"."id" (keys for 9 of the 9 values).
                rows: "items" 1 "Milk" → "lists" 1 "Groceries"; "items" 4 "Vacuum" → "lists" 2 "Chores"; "items" 3 "Passport" → "lists" 3 "Trip"
                y: a reference to "lists"."id" · n [REASON]: no reference · none VALUE / keep VALUE: a reference, VALUE meaning no row (NULL / kept) · parent TABLE[.COLUMN] · by TYPECOLUMN: a parent per type · skip · q
            answer> none 0
                written to .migrationkit.json: {"column":"items.listID","none":0,"parent":"lists.id"}
            """))
        #expect(first.transcript.contains("""
            answer> maybe
                "maybe" is no answer: y, n [REASON], none VALUE, keep VALUE, parent TABLE[.COLUMN], by TYPECOLUMN, skip or q
            answer> n it mirrors the list picked last
                written to .migrationkit.json: {"column":"items.mirror","notReference":"it mirrors the list picked last"}
            """))
        #expect(first.transcript.hasSuffix("""
            3 answers written to .migrationkit.json; 1 left open: run migrationkit answer again to answer it. generate, audit and ConversionOptions.adopt read .migrationkit.json.

            """))
        let written = configuration
        #expect(written == """
            {
              "references" : [
                {
                  "column" : "items.listID",
                  "none" : 0,
                  "parent" : "lists.id"
                },
                {
                  "column" : "items.mirror",
                  "notReference" : "it mirrors the list picked last"
                },
                {
                  "column" : "taggings.tag",
                  "parent" : "tags.id"
                }
              ]
            }

            """, "the answers given, sorted by column")
        let second = try inTerminal(["answer", "--db-path", "app.sqlite"], answers: ["y"])
        #expect(second.transcript.components(separatedBy: "answer> ").count == 2, "one question left: \(second.transcript)")
        #expect(second.transcript.contains(#"[1/1] "taggings"."item": holds keys of "items"."id""#))
        #expect(second.status == 0)
        let third = try runTool(["answer", "--db-path", "app.sqlite"], in: directory.url.path, input: FileHandle.nullDevice)
        #expect(third.status == 0)
        #expect(third.output == "app.sqlite: nothing left to answer (4 answers in .migrationkit.json).\n")
        // What was answered is what generate reads.
        let generate = try runTool(["generate", "--db-path", "app.sqlite", "--output", "Migrations"], in: directory.url.path, input: FileHandle.nullDevice)
        #expect(generate.status == 0, "\(generate)")
    }

    /// The run Guides/UndeclaredRelations.md shows is this one, typed in a pseudo-terminal.
    @Test func theGuideShowsARealRun() throws {
        let run = try inTerminal(["answer", "--db-path", "app.sqlite"], answers: Self.guideAnswers)
        let page = try DocumentationPages.text("Guides/UndeclaredRelations.md")
        let marker = "<!-- doc-test skip: needs a terminal; AnswerCommandTests.theGuideShowsARealRun"
        let block = try #require(page.components(separatedBy: marker).dropFirst().first?.components(separatedBy: "```console\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block == "$ migrationkit answer --db-path app.sqlite\n" + run.transcript + (run.status == 0 ? "" : "(exit \(run.status))\n"))
    }

    /// The answers the guide types.
    static let guideAnswers = ["none 0", "n the list last picked from the menu", "y", "y"]

    /// `by TYPECOLUMN`: a parent per type value, asked in turn (an empty line leaves a type's
    /// rows as they are), written as the configuration's polymorphic entry.
    @Test func byATypeColumnAsksAParentPerType() throws {
        try makeDatabase(at: directory.path("downloads.sqlite"), sql: try Fixtures.text("Polymorphic/podcast-download-log.sql"))
        let run = try inTerminal(["answer", "--db-path", "downloads.sqlite"], answers: ["by feedfile_kind", "by feedfile_type", "Feeds", "", "Media", "FeedMedia", "q"])
        #expect(run.status == 1)
        #expect(run.transcript.contains("""
            answer> by feedfile_kind
                "DownloadLog" has no column "feedfile_kind"
            answer> by feedfile_type
                "feedfile_type" = '0' (4 rows): parent TABLE[.COLUMN], or nothing to leave them as they are> Feeds
                "feedfile_type" = '1' (1 row): parent TABLE[.COLUMN], or nothing to leave them as they are>\u{20}
                "feedfile_type" = '2' (4 rows): parent TABLE[.COLUMN], or nothing to leave them as they are> Media
                no table named "Media"
                "feedfile_type" = '2' (4 rows): parent TABLE[.COLUMN], or nothing to leave them as they are> FeedMedia
                written to .migrationkit.json: {"by":"DownloadLog.feedfile_type","column":"DownloadLog.feedfile","parents":{"0":"Feeds.id","2":"FeedMedia.id"}}
            """), "\(run.transcript)")
        #expect(configuration == """
            {
              "references" : [
                {
                  "by" : "DownloadLog.feedfile_type",
                  "column" : "DownloadLog.feedfile",
                  "parents" : {
                    "0" : "Feeds.id",
                    "2" : "FeedMedia.id"
                  }
                }
              ]
            }

            """)
    }

    @Test func ctrlCKeepsWhatWasAnswered() throws {
        let run = try inTerminal(["answer", "--db-path", "app.sqlite"], answers: ["y"], interrupt: true)
        #expect(run.status == 130)
        #expect(configuration.contains(#""column" : "items.listID""#))
        #expect(!configuration.contains("items.mirror"))
    }

    @Test func offATerminalItNamesTheFlagsAndEntries() throws {
        let result = try runTool(["answer", "--db-path", "app.sqlite"], in: directory.url.path, input: FileHandle.nullDevice)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("""
            error: app.sqlite: 4 questions open, and answer needs a terminal to ask them. Answer each with a flag of generate, or in the "references" of .migrationkit.json:
              - "items"."listID": --reference items.listID=lists.id, or --not-reference items.listID; or {"column":"items.listID","parent":"lists.id"}
            """))
        #expect(!FileManager.default.fileExists(atPath: directory.path(".migrationkit.json")))
    }
}

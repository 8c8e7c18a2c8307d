import Foundation
import MigrationKitTestSupport

/// The commands a documentation page shows with their output, as a reader would type them:
/// every fenced block whose lines start with `$ ` (a `console` block, or a `text` block that
/// shows a session). A step is `$ command` (continued on the next line after a trailing `\`),
/// then what it prints, stdout and stderr as a terminal interleaves them, then `(exit N)` when
/// it exits with N (no such line: 0). A here-document (`<<'EOF'` … `EOF`) is part of its
/// command, and a block indented in a list item is read without its indentation.
///
/// What really varies is marked with `…`: a line that is `…` alone stands for any number of
/// lines, and `…` inside a line for any text on that line (a salted key, a timing, the end of a
/// long line).
///
/// The page says, in a comment the reader does not see, how its directory is prepared before
/// the first command: `<!-- doc-test setup: cp Fixtures/reminders.sqlite . -->`. Such a comment
/// runs where it stands, among the steps, and must exit 0 (a page that starts over from a
/// fresh copy halfway says so there). A block the test cannot run (it builds the package, or
/// needs a device) is preceded by `<!-- doc-test skip: why -->`; the test lists every such block.
struct Transcript {
    struct Step: Equatable {
        /// The page's 1-based line of the `$` (or of the setup comment).
        let line: Int
        let command: String
        let expected: [String]
        let status: Int32
        /// A setup comment's command: its output is not compared, and it must exit 0.
        var isSetup = false
    }

    struct Skipped: Equatable {
        let line: Int
        let reason: String
    }

    let page: String
    var steps: [Step] = []
    var skipped: [Skipped] = []

    init(page: String, markdown: String) {
        self.page = page
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var skipReason: String?
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let setup = DocumentationPages.comment(lines, at: &index, "doc-test setup:") {
                steps.append(Step(line: index + 1, command: setup, expected: [], status: 0, isSetup: true))
            } else if let reason = DocumentationPages.comment(lines, at: &index, "doc-test skip:") {
                skipReason = reason
            } else if trimmed.hasPrefix("```") {
                let start = index
                let body = DocumentationPages.fencedBlock(lines, at: &index)
                if body.contains(where: { $0.hasPrefix("$ ") }) {
                    if let reason = skipReason {
                        skipped.append(Skipped(line: start + 1, reason: reason))
                    } else {
                        steps += Self.steps(body, firstLine: start + 2)
                    }
                }
                skipReason = nil
            } else if !trimmed.isEmpty {
                skipReason = nil
            }
            index += 1
        }
    }

    /// The steps of a block whose first line is the page's `firstLine`.
    private static func steps(_ body: [String], firstLine: Int) -> [Step] {
        var steps: [Step] = []
        var index = 0
        while index < body.count {
            guard body[index].hasPrefix("$ ") else { index += 1; continue }
            let line = firstLine + index
            var command = String(body[index].dropFirst(2))
            while Self.continues(command), index + 1 < body.count {
                index += 1
                command += "\n" + body[index]
            }
            // A here-document: its lines, up to its delimiter, are the command's input.
            if let delimiter = Self.hereDocumentDelimiter(command) {
                while index + 1 < body.count {
                    index += 1
                    command += "\n" + body[index]
                    if body[index] == delimiter { break }
                }
            }
            index += 1
            var output: [String] = []
            while index < body.count, !body[index].hasPrefix("$ ") {
                output.append(body[index])
                index += 1
            }
            while output.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { output.removeLast() }
            var status: Int32 = 0
            if let last = output.last, last.hasPrefix("(exit "), last.hasSuffix(")"), let code = Int32(last.dropFirst(6).dropLast()) {
                status = code
                output.removeLast()
            }
            steps.append(Step(line: line, command: command, expected: output, status: status))
        }
        return steps
    }

    /// Whether a command goes on on the next line, as the shell reads it: a trailing `\`, or a
    /// quote still open.
    static func continues(_ command: String) -> Bool {
        var quote: Character?
        var escaped = false
        for character in command {
            if escaped { escaped = false; continue }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"): escaped = true
            case (nil, "\""), (nil, "'"): quote = character
            case ("\"", "\""), ("'", "'"): quote = nil
            default: break
            }
        }
        return quote != nil || escaped
    }

    /// The delimiter of a here-document the command opens (`<<'EOF'`, `<<EOF`, `<<"EOF"`), or nil.
    static func hereDocumentDelimiter(_ command: String) -> String? {
        guard let range = command.range(of: #"<<-?\s*['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?"#, options: .regularExpression) else { return nil }
        return String(command[range]).trimmingCharacters(in: CharacterSet(charactersIn: "<-'\" "))
    }

    /// Whether `actual` is what `expected` shows, `…` standing for what varies.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        // Dynamic programming over (expected line, actual line): a `…` line takes any number.
        var reachable = Array(repeating: Array(repeating: false, count: actual.count + 1), count: expected.count + 1)
        reachable[0][0] = true
        for e in 0...expected.count {
            for a in 0...actual.count where reachable[e][a] {
                guard e < expected.count else { continue }
                if expected[e].trimmingCharacters(in: .whitespaces) == "…" {
                    reachable[e + 1][a] = true
                    if a < actual.count { reachable[e][a + 1] = true }
                } else if a < actual.count, lineMatches(expected[e], actual[a]) {
                    reachable[e + 1][a + 1] = true
                }
            }
        }
        return reachable[expected.count][actual.count]
    }

    /// Whether one line of output is the line a page shows, `…` inside it standing for any text.
    static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        let expected = trailingTrimmed(expected), actual = trailingTrimmed(actual)
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return expected == actual }
        guard actual.hasPrefix(parts[0]) else { return false }
        var rest = actual.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(parts.last!)
    }

    private static func trailingTrimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}

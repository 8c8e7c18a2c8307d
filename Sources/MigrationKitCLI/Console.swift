import Foundation
import MigrationKit

/// Where a command writes: results to standard output, diagnostics to standard error.
/// Injected so that tests run commands in-process and read exactly what a user would see.
///
/// What people read is escaped on its way out: ``print(_:)``, ``diagnostic(_:)``, ``error(_:)``,
/// ``progress(_:)`` and ``failedStatement(_:)`` write every control, bidirectional and invisible
/// character as `\u{1B}` (`String.visiblyEscaped(keeping:)`), keeping only the line breaks
/// of the tool's own multi-line messages, so a name or a path read from a database, a file or
/// the command line cannot recolour, erase or reorder the terminal or a CI log. A line break
/// inside a name is escaped where the name is quoted (`displayName`, the finding formats), so
/// it cannot forge a line either. Two writers are exact: ``printVerbatim(_:)``, for lines whose
/// untrusted parts the caller has escaped before adding colour, and for JSON; ``write(_:)``,
/// for SQL (schema-dump).
///
/// Unchecked Sendable: the progress line is written from the database's queue while a step
/// runs, and the command waits for that step; the writers themselves are single `write` calls.
package final class Console: @unchecked Sendable {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard output and standard error are terminals that accept colour (and
    /// `NO_COLOR` is unset).
    package let colorsOutput: Bool
    package let colorsErrors: Bool
    /// Whether standard error is a terminal (a progress line may be redrawn there).
    package let errorsToTerminal: Bool

    package init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        colorsOutput: Bool = false, colorsErrors: Bool = false, errorsToTerminal: Bool = false
    ) {
        self.errorsToTerminal = errorsToTerminal
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.colorsOutput = colorsOutput
        self.colorsErrors = colorsErrors
    }

    /// The process's standard output and error.
    package static func standard() -> Console {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Console(
            writeOutput: { writeAll($0, to: STDOUT_FILENO) },
            writeError: { writeAll($0, to: STDERR_FILENO) },
            colorsOutput: isatty(STDOUT_FILENO) == 1 && !noColor,
            colorsErrors: isatty(STDERR_FILENO) == 1 && !noColor,
            errorsToTerminal: isatty(STDERR_FILENO) == 1)
    }

    /// Writes a line to standard output, escaped for people to read: controls other than the
    /// message's own line breaks, and invisible and bidirectional characters, as `\u{1B}`.
    package func print(_ line: String) {
        writeOutput(Self.visible(line) + "\n")
    }

    /// Writes a line to standard output as it is. Contract: every part of `line` that the tool
    /// did not write itself (a name, a path, a message that quotes them) has been passed through
    /// `visiblyEscaped(keeping:)`, and only then were colours (``styled(_:_:)``) added; or
    /// `line` is JSON, which must carry names exactly (its encoder escapes C0 controls; a DEL or
    /// a bidirectional character stays as it is inside a string).
    package func printVerbatim(_ line: String) {
        writeOutput(line + "\n")
    }

    /// Writes text to standard output as it is: SQL that must be exact (schema-dump).
    package func write(_ text: String) {
        writeOutput(text)
    }

    /// Writes `error: message` to standard error, `error:` in red on a terminal: one line,
    /// every line break in `message` escaped, so that nothing it quotes starts a line.
    package func error(_ message: String) {
        error(lines: [message])
    }

    /// Writes `error: <path>: <message>` for an error about the file at `path`, keeping the
    /// lines of a list (``MultilineMessage``), and no other.
    package func error(_ error: Error, about path: String) {
        var lines = (error as? MultilineMessage)?.lines ?? ["\(error)"]
        lines[0] = "\(path): " + lines[0]
        self.error(lines: lines)
    }

    /// Writes an error of several lines (a heading, then items): each escaped on its own, so
    /// that only the given lines start a line.
    package func error(lines: [String]) {
        let label = colorsErrors ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        writeError("\(label) " + lines.map { $0.visiblyEscaped() }.joined(separator: "\n") + "\n")
    }

    /// Writes the SQL statement a step failed on to standard error, after its error (`--verbose`),
    /// indented and escaped (its tabs kept): at most ``statementLines`` lines of at most
    /// ``statementLineLength`` characters, then how many lines were left out.
    package func failedStatement(_ statement: String) {
        let lines = statement.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        var text = "the statement that failed:\n"
        for line in lines.prefix(Self.statementLines) {
            let shown = line.count > Self.statementLineLength ? line.prefix(Self.statementLineLength) + " …" : line
            text += "    \(String(shown).visiblyEscaped(keeping: ["\t"]))\n"
        }
        if lines.count > Self.statementLines {
            let more = lines.count - Self.statementLines
            text += "    … (\(counted(more, "more line")))\n"
        }
        writeError(text)
    }

    /// Bounds of a statement printed by ``failedStatement(_:)``: a conversion's copy of a wide
    /// table runs to one line per column, and a schema check quotes the whole CREATE TABLE.
    package static let statementLines = 60
    package static let statementLineLength = 1_000

    /// `text` in an ANSI colour on a colour terminal, as it is otherwise.
    package func styled(_ text: String, _ color: Color) -> String {
        colorsOutput ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    package enum Color: String {
        case red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32"
    }

    /// Rewrites the progress line on standard error (a terminal), or clears it with nil.
    package func progress(_ line: String?) {
        writeError("\r\u{1B}[2K" + (line ?? "").visiblyEscaped())
    }

    /// Writes a note or a warning to standard error: one line, every line break in it escaped.
    package func diagnostic(_ line: String) {
        writeError(line.visiblyEscaped() + "\n")
    }

    /// Writes the argument parser's help or usage to standard error, its own line breaks kept:
    /// the message of a usage error, which may quote what was typed, is escaped by the caller.
    package func usage(_ text: String) {
        writeError(Self.visible(text) + "\n")
    }

    /// `text` escaped for a terminal, its own line breaks kept.
    private static func visible(_ text: String) -> String {
        text.visiblyEscaped(keeping: ["\n"])
    }
}

/// Writes `text` to a file descriptor, all of it, and gives up silently when the descriptor
/// refuses (a full disk, a file-size limit, a closed pipe): there is nowhere left to report that,
/// and the exit code still says how the command ended. (`FileHandle.write(_:)` traps instead,
/// which killed the tool with SIGILL when its error message hit a full disk.)
private func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { buffer in systemWrite(descriptor, buffer.baseAddress, buffer.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(written)
    }
}

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

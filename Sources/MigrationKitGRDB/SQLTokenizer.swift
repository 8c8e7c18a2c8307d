import Foundation
import MigrationKit

/// One token of SQLite SQL, as a byte range of the text it came from. Joining the tokens'
/// texts in order gives back the input byte for byte: whitespace and comments are tokens too,
/// so a rewrite that replaces some tokens keeps every other byte.
package struct SQLToken: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Spaces, tabs, line breaks.
        case whitespace
        /// `-- …` to the end of the line, or `/* … */` (unterminated runs to the end).
        case comment
        /// An unquoted word: a keyword or a bare identifier.
        case word
        /// An identifier in `"…"`, `[…]` or `` `…` ``.
        case quotedIdentifier
        /// A string literal `'…'`.
        case string
        /// A blob literal `x'…'`.
        case blob
        /// A numeric literal.
        case number
        /// A bound parameter: `?`, `?NNN`, `:name`, `@name`, `$name`.
        case variable
        /// `(`, `)`, `,`, `;` or an operator.
        case punctuation
    }

    package let kind: Kind
    /// The token's bytes in the UTF-8 text.
    package let range: Range<Int>
    /// The token's text, as written.
    package let text: String

    /// Whether the token is this keyword (ASCII case-insensitive, as SQLite compares keywords:
    /// `ſelect` is no SELECT, although Swift's `uppercased()` says so).
    package func isKeyword(_ keyword: String) -> Bool {
        kind == .word && text.sqlFolded == keyword.sqlFolded
    }

    /// Whether the token is a `--` comment, which a line feed ends (tested on its bytes: `-` and
    /// `-` + U+0301 are two scalars, one Swift `Character`).
    package var isLineComment: Bool {
        kind == .comment && text.utf8.starts(with: "--".utf8)
    }

    /// The name the token denotes, for a word, a quoted identifier or a string (SQLite accepts a
    /// string where it expects a name): quotes removed, doubled quotes undone.
    package var identifier: String? {
        switch kind {
        case .word:
            return text
        case .quotedIdentifier, .string:
            // Scalar by scalar, as SQLite reads it: a quote followed by a combining mark is still
            // a quote.
            var scalars = Array(text.unicodeScalars)
            let open = scalars.removeFirst()
            let close: Unicode.Scalar = open == "[" ? "]" : open
            if scalars.last == close { scalars.removeLast() }
            var inner = String.UnicodeScalarView()
            var index = 0
            while index < scalars.count {
                inner.append(scalars[index])
                // A doubled quote stands for one; brackets double nothing.
                index += open != "[" && scalars[index] == close && index + 1 < scalars.count && scalars[index + 1] == close ? 2 : 1
            }
            return String(inner)
        default:
            return nil
        }
    }

    /// Whether the token means nothing to SQLite (whitespace or a comment).
    package var isTrivia: Bool { kind == .whitespace || kind == .comment }
}

/// Splits SQLite SQL into tokens the way SQLite's own tokenizer does (tokenize.c): quoted
/// identifiers in `""`, `[]` and backticks, strings with doubled quotes, `--` and `/* */`
/// comments, blobs, numbers (hex, exponents), parameters, and any byte ≥ 0x80 as part of a
/// word. It never fails: bytes it does not know become one-byte punctuation tokens.
package enum SQLTokenizer {
    package static func tokenize(_ sql: String) -> [SQLToken] {
        TokenizerObserver.notify(sql)
        let bytes = Array(sql.utf8)
        var tokens: [SQLToken] = []
        var i = 0
        func emit(_ kind: SQLToken.Kind, _ end: Int) {
            let end = min(end, bytes.count)
            tokens.append(SQLToken(kind: kind, range: i..<end, text: String(decoding: bytes[i..<end], as: UTF8.self)))
            i = end
        }
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
        }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }
        func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        /// The end of a run quoted by `close`, where a doubled `close` stands for itself.
        func quotedEnd(from start: Int, close: UInt8, doubling: Bool) -> Int {
            var k = start + 1
            while k < bytes.count {
                if bytes[k] == close {
                    if doubling && byte(k + 1) == close { k += 2; continue }
                    return k + 1
                }
                k += 1
            }
            return bytes.count
        }

        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
                var k = i
                while k < bytes.count, isSpace(bytes[k]) { k += 1 }
                emit(.whitespace, k)
            case 0x2D where byte(i + 1) == 0x2D:  // --
                var k = i + 2
                while k < bytes.count, bytes[k] != 0x0A { k += 1 }
                emit(.comment, k)
            case 0x2F where byte(i + 1) == 0x2A:  // /*
                var k = i + 2
                while k < bytes.count, !(bytes[k] == 0x2A && byte(k + 1) == 0x2F) { k += 1 }
                emit(.comment, k + 2)
            case 0x27:  // '
                emit(.string, quotedEnd(from: i, close: 0x27, doubling: true))
            case 0x22:  // "
                emit(.quotedIdentifier, quotedEnd(from: i, close: 0x22, doubling: true))
            case 0x60:  // `
                emit(.quotedIdentifier, quotedEnd(from: i, close: 0x60, doubling: true))
            case 0x5B:  // [
                emit(.quotedIdentifier, quotedEnd(from: i, close: 0x5D, doubling: false))
            case 0x78 where byte(i + 1) == 0x27, 0x58 where byte(i + 1) == 0x27:  // x'…'
                emit(.blob, quotedEnd(from: i + 1, close: 0x27, doubling: false))
            case _ where isDigit(b) || (b == 0x2E && isDigit(byte(i + 1))):
                var k = i
                if b == 0x30 && (byte(i + 1) == 0x78 || byte(i + 1) == 0x58) {
                    k += 2
                    while k < bytes.count, isWordByte(bytes[k]) { k += 1 }
                } else {
                    while k < bytes.count, isDigit(bytes[k]) || bytes[k] == 0x5F { k += 1 }
                    if byte(k) == 0x2E { k += 1; while k < bytes.count, isDigit(bytes[k]) || bytes[k] == 0x5F { k += 1 } }
                    if byte(k) == 0x65 || byte(k) == 0x45 {
                        var e = k + 1
                        if byte(e) == 0x2B || byte(e) == 0x2D { e += 1 }
                        if isDigit(byte(e)) {
                            k = e
                            while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                        }
                    }
                    while k < bytes.count, isWordByte(bytes[k]) { k += 1 }  // SQLite: an error; keep it one token
                }
                emit(.number, k)
            case 0x3F:  // ?NNN
                var k = i + 1
                while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                emit(.variable, k)
            case 0x3A where isWordByte(byte(i + 1)), 0x40 where isWordByte(byte(i + 1)), 0x24 where isWordByte(byte(i + 1)):  // :name @name $name
                var k = i + 1
                while k < bytes.count, isWordByte(bytes[k]) { k += 1 }
                emit(.variable, k)
            case _ where isWordByte(b):
                var k = i
                while k < bytes.count, isWordByte(bytes[k]) { k += 1 }
                emit(.word, k)
            default:
                // The two-byte operators: || <= >= != == <> << >> ->, and ->> of three.
                switch (b, byte(i + 1)) {
                case (0x2D, 0x3E) where byte(i + 2) == 0x3E:
                    emit(.punctuation, i + 3)
                case (0x7C, 0x7C), (0x3C, 0x3D), (0x3E, 0x3D), (0x21, 0x3D), (0x3D, 0x3D), (0x3C, 0x3E), (0x3C, 0x3C), (0x3E, 0x3E), (0x2D, 0x3E):
                    emit(.punctuation, i + 2)
                default:
                    emit(.punctuation, i + 1)
                }
            }
        }
        return tokens
    }
}

/// Sees every text tokenized on the thread that runs `observing`'s body: how a test proves the
/// app's conversion reads back none of the SQL it generated (it executes its step values).
/// Thread-local (``ThreadLocalSlot``), as the database's queue runs the body on one thread.
package enum TokenizerObserver {
    private final class Box {
        let observe: (String) -> Void
        init(_ observe: @escaping (String) -> Void) { self.observe = observe }
    }

    private static let slot = ThreadLocalSlot<Box>()

    package static func observing<T>(_ observe: @escaping (String) -> Void, _ body: () throws -> T) rethrows -> T {
        try slot.with(Box(observe), body)
    }

    static func notify(_ sql: String) {
        slot.current?.observe(sql)
    }
}

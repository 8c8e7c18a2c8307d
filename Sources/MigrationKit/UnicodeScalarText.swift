/// Text operations for SQL and for the shell, done scalar by scalar as SQLite reads SQL (byte by
/// byte), never by `Character`: a quote followed by a combining mark (`"` + U+0301) or a zero
/// width joiner is one Swift `Character` that equals no quote, so a `Character` walk would copy
/// it undoubled and let a name end its own quotes. Every quoting function builds on these.
extension String {
    /// This text with every `scalar` replaced by `replacement`.
    package func replacingScalar(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for each in unicodeScalars {
            if each == scalar {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(each)
            }
        }
        return String(result)
    }

    /// This text between `quote`s, every `quote` inside doubled: `a"b` → `"a""b"`.
    package func quotedByDoubling(_ quote: Unicode.Scalar) -> String {
        let mark = String(quote)
        return mark + replacingScalar(quote, with: mark + mark) + mark
    }

    /// SQLite's identifier comparison: ASCII letters folded to lowercase, every other scalar as
    /// it is (`Ä` and `ä` name two tables; Swift's `lowercased()` would merge them).
    package var sqlFolded: String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.value >= 0x41 && scalar.value <= 0x5A, let lower = Unicode.Scalar(scalar.value + 0x20) {
                result.append(lower)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

// MARK: - Printing untrusted text

extension String {
    /// This text as a person may safely see it in a terminal or a CI log: every scalar that
    /// could act on the terminal, forge or hide a line, or reorder what is shown written as
    /// Swift writes it in a literal, `\u{` + uppercase hex without leading zeros + `}`
    /// (ESC → `\u{1B}`, DEL → `\u{7F}`, RIGHT-TO-LEFT OVERRIDE → `\u{202E}`). Every human
    /// format (text and GitHub output, error messages) prints names, paths and SQL through this
    /// one function; JSON and SARIF carry the exact text instead.
    ///
    /// Escaped, by Unicode general category, scalar by scalar (a combining mark after a control
    /// makes one `Character` that is no control):
    /// - Cc, controls: C0 (tab and line breaks included), DEL and C1 (NEL U+0085 included).
    ///   A tab in a name is invisible and reads as spaces, so it is escaped too.
    /// - Cf, format characters: the bidirectional embeddings, overrides and isolates
    ///   (U+202A–202E, U+2066–2069), LRM, RLM, ALM (U+061C), the zero-width space and non-joiner
    ///   (U+200B, U+200C), the word joiner (U+2060), the BOM (U+FEFF), the soft hyphen (U+00AD),
    ///   and tag characters (U+E0000–E007F) — except a zero-width joiner between two
    ///   pictographs, which is part of an emoji (👩‍👩‍👧).
    /// - Zl and Zp, the line and paragraph separators U+2028 and U+2029.
    /// - Co, private use, and Cn, unassigned (the noncharacters U+FFFE, U+FDD0… among them):
    ///   no font is owed to show either, so they may print as nothing. A scalar assigned by a
    ///   newer Unicode than this Swift knows is escaped too: shown as a number, never lost.
    ///
    /// Everything else is kept as it is: ASCII, letters of every script (`é`, `日本`), emoji,
    /// combining marks and spaces. A backslash is kept, so escaping is idempotent: text
    /// already escaped comes back unchanged (and so a name spelled `\u{1B}` prints like one
    /// holding ESC; the JSON output tells them apart).
    ///
    /// `kept` are scalars printed as they are: the line breaks of a tool's own multi-line
    /// message, never those of a name.
    package func visiblyEscaped(keeping kept: Set<Unicode.Scalar> = []) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(unicodeScalars)
        for (offset, scalar) in scalars.enumerated() {
            let joinsEmoji = scalar == "\u{200D}" && offset > 0 && offset + 1 < scalars.count
                && scalars[offset - 1].isEmojiPart && scalars[offset + 1].isPictograph
            if kept.contains(scalar) || joinsEmoji || !scalar.isHiddenWhenPrinted {
                result.append(scalar)
            } else {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            }
        }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// Whether ``Swift/String/visiblyEscaped(keeping:)`` escapes this scalar.
    fileprivate var isHiddenWhenPrinted: Bool {
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }

    /// An emoji other than the ASCII digits, `#` and `*` (which Unicode counts as emoji too).
    fileprivate var isPictograph: Bool {
        !isASCII && properties.isEmoji
    }

    /// A pictograph, or what may end one before a zero-width joiner: a skin-tone modifier
    /// (itself an emoji) or the emoji presentation selector (👩🏽‍💻, ❤️‍🔥).
    fileprivate var isEmojiPart: Bool {
        isPictograph || self == "\u{FE0F}"
    }
}

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

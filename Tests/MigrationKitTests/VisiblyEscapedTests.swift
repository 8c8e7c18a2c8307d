import MigrationKit
import Testing

/// `visiblyEscaped`, the one function every human format prints names through: what a terminal
/// would act on, hide or reorder becomes `\u{…}`; letters of every script and emoji stay.
@Suite struct VisiblyEscapedTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let input: String
        let shown: String
        var testDescription: String { shown }
    }

    static let cases: [Case] = [
        // Kept as they are.
        Case(input: "reminders", shown: "reminders"),
        Case(input: #"a "quoted" \name; -- x"#, shown: #"a "quoted" \name; -- x"#),
        Case(input: "café Ärger ſ", shown: "café Ärger ſ"),
        Case(input: "日本語のテーブル", shown: "日本語のテーブル"),
        Case(input: "e\u{0301}", shown: "e\u{0301}"),
        Case(input: "🙂 👩🏽‍💻 ❤️‍🔥 👩‍👩‍👧", shown: "🙂 👩🏽‍💻 ❤️‍🔥 👩‍👩‍👧"),
        Case(input: "a\u{00A0}b", shown: "a\u{00A0}b"),
        // Cc: C0, DEL and C1; tab and line breaks too.
        Case(input: "g\u{01}\u{1B}[31m\u{7F}", shown: #"g\u{1}\u{1B}[31m\u{7F}"#),
        Case(input: "\u{0}", shown: #"\u{0}"#),
        Case(input: "a\tb\nc\rd", shown: #"a\u{9}b\u{A}c\u{D}d"#),
        Case(input: "\u{85}\u{9B}31m", shown: #"\u{85}\u{9B}31m"#),
        // A combining mark after a control is one Character with it, and still escaped.
        Case(input: "\u{1B}\u{0301}", shown: "\\u{1B}\u{0301}"),
        // Cf: bidirectional controls, zero-width characters, BOM, soft hyphen, tags.
        Case(input: "abc\u{202E}fed", shown: #"abc\u{202E}fed"#),
        Case(input: "\u{202A}\u{202B}\u{202C}\u{202D}", shown: #"\u{202A}\u{202B}\u{202C}\u{202D}"#),
        Case(input: "\u{2066}\u{2067}\u{2068}\u{2069}", shown: #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
        Case(input: "\u{200E}\u{200F}\u{061C}", shown: #"\u{200E}\u{200F}\u{61C}"#),
        Case(input: "a\u{200B}b\u{200C}c\u{200D}d\u{2060}e", shown: #"a\u{200B}b\u{200C}c\u{200D}d\u{2060}e"#),
        Case(input: "\u{FEFF}x\u{00AD}", shown: #"\u{FEFF}x\u{AD}"#),
        Case(input: "x\u{E0041}", shown: #"x\u{E0041}"#),
        // A zero-width joiner is kept only between pictographs.
        Case(input: "🙂\u{200D}", shown: #"🙂\u{200D}"#),
        Case(input: "a\u{200D}🙂", shown: #"a\u{200D}🙂"#),
        // Zl, Zp.
        Case(input: "a\u{2028}b\u{2029}", shown: #"a\u{2028}b\u{2029}"#),
        // Co, private use; Cn, unassigned and noncharacters.
        Case(input: "\u{E000}\u{F8FF}\u{10FFFD}", shown: #"\u{E000}\u{F8FF}\u{10FFFD}"#),
        // (Swift accepts no noncharacter in a literal.)
        Case(input: String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0xFDD0, 0xE0080].compactMap(Unicode.Scalar.init))),
             shown: #"\u{FFFE}\u{FFFF}\u{FDD0}\u{E0080}"#),
    ]

    @Test(arguments: cases)
    func escapes(_ each: Case) {
        #expect(each.input.visiblyEscaped() == each.shown)
    }

    /// What it prints holds nothing it would escape: escaping again changes nothing.
    @Test(arguments: cases)
    func isIdempotent(_ each: Case) {
        #expect(each.shown.visiblyEscaped() == each.shown)
        #expect(each.shown.visiblyEscaped().unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }

    @Test func keepsOnlyTheScalarsItIsTold() {
        #expect("one\ntwo\u{1B}\tthree\r".visiblyEscaped(keeping: ["\n"]) == #"one"# + "\n" + #"two\u{1B}\u{9}three\u{D}"#)
        #expect("a\tb\n".visiblyEscaped(keeping: ["\t"]) == "a\tb\\u{A}")
    }

    /// Names quoted in messages are escaped there, line breaks included, so that a name cannot
    /// write a line of its own into an error.
    @Test func displayNameEscapes() {
        #expect(MigrationKitError.unknownMigration("0002\n\u{1B}[2Kerror: x", known: ["0001_a"]).description
            == #"no migration named "0002\u{A}\u{1B}[2Kerror: x"; known migrations: "0001_a"."#)
        #expect(MigrationKitError.preconditionsFailed(identifier: "a", failed: ["one\ntwo", "three"]).description
            == "migration \"a\" was not applied, and nothing was changed: these checks failed:\n  - one\\u{A}two\n  - three")
    }
}

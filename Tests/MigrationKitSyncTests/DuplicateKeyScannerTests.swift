import Foundation
import MigrationKitSync
import Testing

/// `DuplicateKeyScanner`: a key that one object holds twice, found as the decoder would read
/// the keys (escapes decoded), never confused by what strings and arrays hold, and found in one
/// pass without recursion whatever the depth.
@Suite struct DuplicateKeyScannerTests {
    /// The object's path and the key, `.x[1].y "k"`; nil without a duplicate.
    func duplicate(_ json: String) -> String? {
        DuplicateKeyScanner.firstDuplicate(in: Data(json.utf8)).map { "\(jsonPath($0.path)) \"\($0.key)\"" }
    }

    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, #" "a""#),
        (#"{"ab": 1, "a\u0062": 2}"#, #" "ab""#),
        (#"{"a/b": 1, "a\/b": 2}"#, #" "a/b""#),
        (#"{"a\\": 1, "a\u005C": 2}"#, #" "a\""#),
        (#"{"tab\t": 1, "tab\u0009": 2}"#, " \"tab\t\""),
        (#"{"😀": 1, "\ud83d\ude00": 2}"#, #" "😀""#),
        // Two spellings of é: Swift strings, and so the decoder's keys, are equal.
        ("{\"\u{E9}\": 1, \"e\\u0301\": 2}", " \"\u{E9}\""),
        (#"{"x": [{"y": {}}, {"y": {"k": 1, "k": 2}}]}"#, #".x[1].y "k""#),
        (#"{"b": {"k": 1, "k": 2}, "a": 1, "a": 2}"#, #".b "k""#),
    ])
    func repeatedKeysAreFound(json: String, expected: String) {
        #expect(duplicate(json) == expected)
    }

    @Test(arguments: [
        #"{"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 1}]}"#,
        #"{"a": "{\"b\": 1, \"b\": 2}", "b": "a"}"#,
        #"{"a": ["a", "a", {"b": "a"}], "b": "b"}"#,
        #"{"a\"": 1, "a\\": 2, "a": 3}"#,
        #"{"ab": 1, "aB": 2, "a\u0042c": 3}"#,
        #"[{"a": 1}, {"a": 1}]"#,
        #""a""#,
        "",
    ])
    func distinctKeysAreNotDuplicates(json: String) {
        #expect(duplicate(json) == nil)
    }

    /// A text whose strings and brackets are not JSON's is the decoder's to report ("not valid
    /// JSON"), even when a key repeats before the fault.
    @Test(arguments: [
        #"{"a": 1, "a": 2"#,
        #"{"a": 1, "a": 2]"#,
        #"{"a": 1, "a": 2}}"#,
        #"{"a\uD800": 1, "a\uD800": 2}"#,
        #"{"a\uDC00": 1, "a\uDC00": 2}"#,
        #"{"a\x": 1, "a\x": 2}"#,
        #"{"a\u00G1": 1, "a\u00G1": 2}"#,
        "{\"a\u{1}\": 1, \"a\u{1}\": 2}",
        #"{"a": 1, "a": "#,
    ])
    func textThatIsNotJSONIsLeftToTheDecoder(json: String) {
        #expect(duplicate(json) == nil)
    }

    /// 100,000 levels of arrays and of objects: scanned without recursion, so no stack overflow.
    @Test func deepNestingIsScanned() {
        let depth = 100_000
        #expect(duplicate(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        #expect(duplicate(String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)) == nil)
        let deep = String(repeating: "[", count: depth) + #"{"a": 1, "a": 2}"# + String(repeating: "]", count: depth)
        let found = DuplicateKeyScanner.firstDuplicate(in: Data(deep.utf8))
        #expect(found?.key == "a" && found?.path.count == depth && found?.path.allSatisfy { $0.intValue == 0 } == true)
        #expect(found.map { jsonPath($0.path) } == "[0][0][0][0][0][0][0][0]…[0][0][0][0][0][0][0][0]")
    }
}

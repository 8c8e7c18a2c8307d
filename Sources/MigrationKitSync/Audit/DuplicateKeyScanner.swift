import Foundation
import MigrationKitGRDB

/// Finds a key that one object of a JSON text holds twice, which `JSONDecoder` and
/// `JSONSerialization` accept, keeping one of the values and dropping the other without a word
/// (RFC 8259, section 4: "The names within an object SHOULD be unique", and when they are not
/// "many implementations report the last name/value pair only"; Foundation on Linux keeps the
/// first). Foundation has no option to refuse them, so the files a person edits (the audit's
/// configuration, a baseline) are scanned before they are decoded.
///
/// Keys are compared as the decoder compares them: after their escapes are decoded (`"a\u0062"`
/// is `"ab"`, a surrogate pair one character), as Swift strings, so two spellings of one
/// character (`"é"` and `"e\u0301"`), which the decoder keeps one of, are one key.
///
/// One pass over the bytes, with an explicit stack of the open objects and arrays, never
/// recursion: a file nested 100,000 deep is scanned, not a crash. The scan checks only what it
/// must to find the keys (strings, escapes, brackets); a text it cannot follow is left to the
/// decoder, which says it is not valid JSON.
package enum DuplicateKeyScanner {
    /// A key that its object holds twice.
    package struct Duplicate: Equatable, Sendable {
        /// Where the object is in the file (`.accepted[0]`); empty for the outermost object.
        package let path: [JSONKey]
        package let key: String
    }

    /// The first key, in the order of the text, that its object already holds; nil when there
    /// is none, or when the text is not JSON as far as the scan can tell.
    package static func firstDuplicate(in data: Data) -> Duplicate? {
        data.withUnsafeBytes { scan($0) }
    }

    /// An object or array being read.
    private struct Container {
        let isObject: Bool
        /// Object: the keys read so far.
        var keys: Set<String> = []
        /// Object: whether the next string is a key (after `{` or `,`), not a value.
        var expectsKey: Bool
        /// Object: the key of the value being read.
        var key = ""
        /// Array: the index of the element being read.
        var index = 0
    }

    private static func scan(_ bytes: UnsafeRawBufferPointer) -> Duplicate? {
        var stack: [Container] = []
        var first: Duplicate?
        var position = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "{"):
                stack.append(Container(isObject: true, expectsKey: true))
            case UInt8(ascii: "["):
                stack.append(Container(isObject: false, expectsKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let closed = stack.popLast(), closed.isObject == (byte == UInt8(ascii: "}")) else { return nil }
            case UInt8(ascii: ","):
                guard let top = stack.indices.last else { return nil }
                if stack[top].isObject { stack[top].expectsKey = true } else { stack[top].index += 1 }
            case UInt8(ascii: "\""):
                let start = position
                guard let end = endOfString(in: bytes, from: start) else { return nil }
                position = end + 1
                guard let top = stack.indices.last, stack[top].isObject, stack[top].expectsKey else { continue }
                guard let key = decodedString(UnsafeRawBufferPointer(rebasing: bytes[start..<end])) else { return nil }
                if !stack[top].keys.insert(key).inserted, first == nil {
                    first = Duplicate(path: path(of: stack.dropLast()), key: key)
                }
                stack[top].key = key
                stack[top].expectsKey = false
            default:
                continue  // white space, `:`, numbers, true, false, null
            }
        }
        return stack.isEmpty ? first : nil
    }

    /// Where the innermost of `containers` is: each object's current key, each array's index.
    private static func path(of containers: ArraySlice<Container>) -> [JSONKey] {
        containers.map { $0.isObject ? JSONKey(stringValue: $0.key) : JSONKey(intValue: $0.index) }
    }

    /// The index of the quote that ends the string whose text starts at `start`: the first
    /// quote after an even number of backslashes; nil when the string does not end. Found with
    /// `memchr`, as most of a file's bytes are in strings.
    private static func endOfString(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start
        while position < bytes.count {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else { return nil }
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            position = quote + 1
        }
        return nil
    }

    /// The string a JSON string's text (between its quotes) means; nil when it holds a control
    /// character (RFC 8259, section 7), an escape is not one of JSON's, a `\u` escape is half a
    /// surrogate pair, or the bytes are not UTF-8.
    private static func decodedString(_ text: UnsafeRawBufferPointer) -> String? {
        guard !text.contains(where: { $0 < 0x20 }) else { return nil }
        guard text.contains(UInt8(ascii: "\\")) else { return String(validating: text, as: UTF8.self) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(text.count)
        var position = 0
        func hexUnit() -> UInt32? {  // the four hexadecimal digits of a `\u` escape
            guard position + 4 <= text.count else { return nil }
            var unit: UInt32 = 0
            for byte in text[position..<position + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                unit = unit << 4 | UInt32(digit)
            }
            position += 4
            return unit
        }
        while position < text.count {
            let byte = text[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                continue
            }
            guard position < text.count else { return nil }
            let escape = text[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hexUnit() else { return nil }
                if (0xD800..<0xDC00).contains(unit) {  // a high surrogate: a low one must follow
                    guard position + 2 <= text.count, text[position] == UInt8(ascii: "\\"), text[position + 1] == UInt8(ascii: "u") else { return nil }
                    position += 2
                    guard let low = hexUnit(), (0xDC00..<0xE000).contains(low) else { return nil }
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(unit) else { return nil }  // a lone low surrogate
                utf8.append(contentsOf: String(Character(scalar)).utf8)
            default:
                return nil
            }
        }
        return String(validating: utf8, as: UTF8.self)
    }
}

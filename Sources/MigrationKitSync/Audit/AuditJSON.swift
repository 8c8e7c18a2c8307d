import Foundation
import MigrationKitGRDB

/// The JSON files a team writes or edits by hand for the audit, the configuration
/// (`AuditConfiguration.read`) and the baseline (`AuditBaseline.read`), decoded with one set of
/// messages that say where in the file the mistake is and which key it concerns:
/// `.accepted[0]: the key "reason" is missing`, `.findings: expected an array, found a number`,
/// `the key "rules" appears twice; keep one`.
package enum AuditJSON {
    /// Decodes `type` from `data`, refusing a key that an object holds twice
    /// (`DuplicateKeyScanner`), which the decoder would silently drop one value of. Every error
    /// is an `AuditConfigurationError.invalid`; a type's own checks may throw others of its own.
    package static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        if let duplicate = DuplicateKeyScanner.firstDuplicate(in: data) {
            throw invalid(at: duplicate.path, "the key \"\(duplicate.key)\" appears twice; keep one")
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw invalid(at: context.codingPath, "the key \"\(key.stringValue)\" is missing")
        } catch let DecodingError.typeMismatch(expected, context), let DecodingError.valueNotFound(expected, context) {
            let found = ValueKind.at(context.codingPath, in: data).map { ", found \($0)" } ?? ""
            throw invalid(at: context.codingPath, "expected \(describe(expected))\(found)")
        } catch let DecodingError.dataCorrupted(context) {
            // Data corrupted at the top is the JSON itself (each platform words that its own way;
            // Foundation on Linux says so of a number that does not fit, too).
            guard !context.codingPath.isEmpty else { throw AuditConfigurationError.invalid("not valid JSON") }
            throw invalid(at: context.codingPath, String(context.debugDescription.trimmingSuffix(".")))
        }
    }

    /// `.accepted[0]: <reason>`, or the reason alone for the file's outermost value.
    package static func invalid(at path: [any CodingKey], _ reason: String) -> AuditConfigurationError {
        let path = jsonPath(path)
        return .invalid(path.isEmpty ? reason : "\(path): \(reason)")
    }

    /// The kind of value a decoder expected: the types `JSONDecoder` names in its errors.
    private static func describe(_ expected: Any.Type) -> String {
        switch expected {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is any BinaryInteger.Type: "a whole number"
        case is any FloatingPoint.Type: "a number"
        case is [Any].Type: "an array"
        default: "an object"  // `[String: Any]`, or a keyed container for a value of the file's own types
        }
    }
}

/// The name of a value in a JSON file: an object's key, or an array's index.
package struct JSONKey: CodingKey, Equatable, Sendable {
    package let stringValue: String
    package let intValue: Int?

    package init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    package init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// `.accepted[0].rule`: where in a JSON file a value is, as messages say it. A path deeper than
/// any file a person writes (a key repeated 100,000 arrays deep) is shortened to its first and
/// last 8 steps, `[0][0]…[0][0]`, so that the message stays a line.
package func jsonPath(_ path: [any CodingKey]) -> String {
    func step(_ key: any CodingKey) -> String { key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    guard path.count > 16 else { return path.map(step).joined() }
    return path.prefix(8).map(step).joined() + "…" + path.suffix(8).map(step).joined()
}

/// What a JSON text holds at a path, as an error says it: `null`, `true`, `a number`,
/// `a string`, `an array`, `an object`. Read only for an error, with a second decoding of the
/// text that walks to the path.
private struct ValueKind: Decodable {
    static let pathKey = CodingUserInfoKey(rawValue: "MigrationKit.ValueKind.path")!
    let description: String

    /// The kind of the value at `path`; nil when the path cannot be walked (an object key that
    /// looks like an index).
    static func at(_ path: [any CodingKey], in data: Data) -> String? {
        let decoder = JSONDecoder()
        decoder.userInfo[pathKey] = path.map { $0.intValue.map(JSONKey.init(intValue:)) ?? JSONKey(stringValue: $0.stringValue) }
        return try? decoder.decode(ValueKind.self, from: data).description
    }

    init(from decoder: any Decoder) throws {
        var decoder = decoder
        for key in decoder.userInfo[Self.pathKey] as? [JSONKey] ?? [] {
            if let index = key.intValue {
                var elements = try decoder.unkeyedContainer()
                for _ in 0..<index { _ = try elements.decode(Skipped.self) }
                decoder = try elements.superDecoder()
            } else {
                decoder = try decoder.container(keyedBy: JSONKey.self).superDecoder(forKey: key)
            }
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            description = "null"
        } else if let bool = try? value.decode(Bool.self) {
            description = "\(bool)"
        } else if (try? value.decode(Double.self)) != nil {
            description = "a number"
        } else if (try? value.decode(String.self)) != nil {
            description = "a string"
        } else if (try? decoder.unkeyedContainer()) != nil {
            description = "an array"
        } else {
            description = "an object"
        }
    }

    /// An array element passed over.
    private struct Skipped: Decodable {
        init(from decoder: any Decoder) {}
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self[...]
    }
}

import Foundation

/// Reads one value of a property list's top dictionary, a string or an array of strings,
/// without building anything else: the two property lists MigrationKit reads come from files
/// someone else wrote (a store's `Z_METADATA.Z_PLIST`, a model bundle's `.xccurrentversion`),
/// and `PropertyListSerialization` builds the whole of one. A binary property list whose arrays
/// reference the next one many times (a graph of 30 objects in 508 bytes) expands to hundreds of
/// megabytes there, and a 2 KB one exhausted the memory of the machine.
///
/// Here nothing expands: in a binary list (`bplist00`), the top dictionary's keys are read until
/// one is `key`, then its value, and for an array its elements, each a string read where the
/// offset table says; nothing else is decoded, and every offset, count and reference is checked
/// against the data first. An XML list is read by ``MarkupScanner``, which expands no entity
/// (a document type of its own, `<!ENTITY`, is refused), and only the top dictionary's direct
/// children are kept. Both are refused above ``maximumSize``
/// bytes, and an array above ``maximumStrings`` strings. The costs are linear in the data.
enum PropertyListStrings {
    /// 4 MiB: a store's metadata is a few kilobytes a hundred entities; a bundle's current
    /// version, a hundred bytes.
    static let maximumSize = 4 << 20
    /// Strings an array may hold: a store names the model versions that wrote it, a handful.
    static let maximumStrings = 10_000

    /// Why a list is refused.
    struct Refused: Error, Equatable {
        let reason: String
    }

    /// The value of `key` in the list's top dictionary, as strings (one for a string); nil when
    /// the dictionary has no such key or its value is neither, or the list's top is no
    /// dictionary.
    static func strings(forKey key: String, in data: Data) throws -> [String]? {
        guard data.count <= maximumSize else {
            throw Refused(reason: "it is \(data.count) bytes, above the \(maximumSize) bytes a property list is read up to")
        }
        if data.starts(with: Array("bplist00".utf8)) {
            return try Binary(Array(data)).strings(forKey: key)
        }
        return try XML.strings(forKey: key, in: data)
    }

    // MARK: - Binary

    /// A `bplist00` list: objects, an offset table giving where each starts, a 32-byte trailer.
    private struct Binary {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let objects: Int
        let top: Int
        let tableOffset: Int

        init(_ bytes: [UInt8]) throws {
            self.bytes = bytes
            guard bytes.count >= 8 + 32 else { throw Refused(reason: "a binary property list cut short") }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            func field(_ at: Int) throws -> Int {
                var value: UInt64 = 0
                for byte in bytes[at..<(at + 8)] { value = value << 8 | UInt64(byte) }
                guard value < UInt64(bytes.count) else { throw Refused(reason: "a binary property list whose trailer points outside it") }
                return Int(value)
            }
            objects = try field(trailer + 8)
            top = try field(trailer + 16)
            tableOffset = try field(trailer + 24)
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), top < objects,
                  tableOffset >= 8, tableOffset + objects * offsetSize <= trailer
            else { throw Refused(reason: "a binary property list whose trailer does not describe it") }
        }

        /// The big-endian unsigned integer of `size` bytes at `at`, checked to lie before the
        /// offset table.
        private func integer(at: Int, size: Int, below limit: Int) throws -> Int {
            guard at >= 0, size <= 8, at + size <= bytes.count else { throw Refused(reason: "a binary property list cut short") }
            var value: UInt64 = 0
            for byte in bytes[at..<(at + size)] { value = value << 8 | UInt64(byte) }
            guard value < UInt64(limit) else { throw Refused(reason: "a binary property list with a reference or an offset out of range") }
            return Int(value)
        }

        /// Where object `index` starts.
        private func offset(of index: Int) throws -> Int {
            try integer(at: tableOffset + index * offsetSize, size: offsetSize, below: tableOffset)
        }

        /// The marker's kind (its high nibble), its count, and where its content starts.
        private func header(at offset: Int) throws -> (kind: UInt8, count: Int, content: Int) {
            let marker = bytes[offset]
            var count = Int(marker & 0x0F)
            var content = offset + 1
            if count == 0x0F {
                // The count follows as an integer object: 0x1n, then 2^n bytes.
                guard content < tableOffset, bytes[content] & 0xF0 == 0x10 else { throw Refused(reason: "a binary property list with a malformed count") }
                let size = 1 << Int(bytes[content] & 0x0F)
                count = try integer(at: content + 1, size: size, below: tableOffset)
                content += 1 + size
            }
            return (marker >> 4, count, content)
        }

        /// The references of an array or dictionary's `count` entries from `content`.
        private func references(at content: Int, count: Int) throws -> [Int] {
            guard count <= maximumStrings * 2, content + count * referenceSize <= tableOffset else {
                throw Refused(reason: "a binary property list with a collection larger than it holds")
            }
            return try (0..<count).map { try integer(at: content + $0 * referenceSize, size: referenceSize, below: objects) }
        }

        /// Object `index` when it is a string; nil for any other kind.
        private func string(_ index: Int) throws -> String? {
            let (kind, count, content) = try header(at: offset(of: index))
            switch kind {
            case 0x5:  // ASCII
                guard content + count <= tableOffset else { throw Refused(reason: "a binary property list with a string longer than it holds") }
                return String(decoding: bytes[content..<(content + count)], as: UTF8.self)
            case 0x6:  // UTF-16, big-endian
                guard content + 2 * count <= tableOffset else { throw Refused(reason: "a binary property list with a string longer than it holds") }
                let units = (0..<count).map { UInt16(bytes[content + 2 * $0]) << 8 | UInt16(bytes[content + 2 * $0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            default:
                return nil
            }
        }

        func strings(forKey key: String) throws -> [String]? {
            let (kind, count, content) = try header(at: offset(of: top))
            guard kind == 0xD else { return nil }
            let references = try references(at: content, count: 2 * count)
            guard let entry = try (0..<count).first(where: { try string(references[$0]) == key }) else { return nil }
            let value = references[count + entry]
            if let string = try string(value) { return [string] }
            let (valueKind, elements, valueContent) = try header(at: offset(of: value))
            guard valueKind == 0xA else { return nil }
            guard elements <= maximumStrings else {
                throw Refused(reason: "an array of \(elements) values, above the \(maximumStrings) it is read up to")
            }
            return try self.references(at: valueContent, count: elements).compactMap(string)
        }
    }

    // MARK: - XML

    private enum XML {
        /// The top dictionary's value for `key`, read from the scanner's events: a `<string>`,
        /// or the `<string>`s of an `<array>`. Entities are refused by the scanner.
        static func strings(forKey key: String, in data: Data) throws -> [String]? {
            var path: [String] = []
            var text = ""
            var lastKey: String?
            var found: [String]?
            var collecting: [String]?
            do {
                try MarkupScanner.scan(data) { event in
                    switch event {
                    case .start(let element, _):
                        path.append(element)
                        text = ""
                        // plist > dict > array, the value of the key.
                        if path == ["plist", "dict", "array"], lastKey == key { collecting = [] }
                    case .text(let string):
                        text += string
                    case .end:
                        defer { path.removeLast(); text = "" }
                        switch path {
                        case ["plist", "dict", "key"]:
                            lastKey = text
                        case ["plist", "dict", "string"]:
                            if lastKey == key, found == nil { found = [text] }
                            lastKey = nil
                        case ["plist", "dict", "array", "string"]:
                            if collecting != nil {
                                guard collecting!.count < maximumStrings else {
                                    throw Refused(reason: "an array of more than the \(maximumStrings) values it is read up to")
                                }
                                collecting!.append(text)
                            }
                        case ["plist", "dict", "array"]:
                            if let collecting, found == nil { found = collecting }
                            collecting = nil
                            lastKey = nil
                        default:
                            if path.count == 3 { lastKey = nil }
                        }
                    }
                }
            } catch let malformed as MarkupScanner.Malformed {
                throw Refused(reason: "it is no property list: \(malformed.reason)")
            }
            return found
        }
    }
}

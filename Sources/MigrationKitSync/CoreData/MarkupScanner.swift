import Foundation

/// Reads the XML that Core Data models and property lists are written in, without libxml2: the
/// files come from someone else (a model beside a store, a bundle in a pull request), and
/// through FoundationXML libxml2 expanded an entity referenced 3,000 times to gigabytes, and a
/// start tag that gave one attribute twice crashed the process (SIGILL in
/// `_NSXMLParserStartElementNs`: a fuzzer's find).
///
/// It knows what those files use and nothing more: elements, their attributes, text, comments,
/// processing instructions, CDATA, the five predefined entities and character references. A
/// document type is skipped when it has no internal subset (a property list names Apple's DTD,
/// which is never read) and refused otherwise; an entity of any other name, an attribute given
/// twice, a tag left open or closed out of order is an error. It makes one pass over the bytes
/// and keeps only the open elements' names: its cost is linear in the file, whatever it holds.
struct MarkupScanner {
    enum Event: Equatable {
        case start(String, attributes: [String: String])
        case end(String)
        case text(String)
    }

    /// Why the text is no XML these files are written in, and where.
    struct Malformed: Error, Equatable {
        let reason: String
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(_ data: Data) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
    }

    /// Calls `handle` with each event of `data`, in order.
    static func scan(_ data: Data, _ handle: (Event) throws -> Void) throws {
        var scanner = MarkupScanner(data)
        var open: [String] = []
        var sawRoot = false
        while let event = try scanner.next() {
            switch event {
            case .start(let name, _):
                guard open.isEmpty ? !sawRoot : true else { throw scanner.malformed("a second top element <\(name)>") }
                sawRoot = true
                open.append(name)
            case .end(let name):
                guard open.last == name else { throw scanner.malformed("</\(name)> closes \(open.last.map { "<\($0)>" } ?? "nothing")") }
                open.removeLast()
            case .text(let text):
                guard !open.isEmpty || text.allSatisfy(\.isWhitespace) else { throw scanner.malformed("text outside the top element") }
            }
            try handle(event)
        }
        guard open.isEmpty, sawRoot else { throw scanner.malformed(open.last.map { "<\($0)> is never closed" } ?? "no element") }
    }

    private func malformed(_ reason: String) -> Malformed {
        let line = 1 + bytes[..<min(position, bytes.count)].count(where: { $0 == 0x0A })
        return Malformed(reason: "line \(line): \(reason)")
    }

    private func starts(with prefix: String) -> Bool {
        bytes[position...].starts(with: prefix.utf8)
    }

    /// Moves past the next `terminator`, returning what came before it.
    private mutating func skip(past terminator: String, what: String) throws -> ArraySlice<UInt8> {
        let end = Array(terminator.utf8)
        var index = position
        while index + end.count <= bytes.count {
            if bytes[index] == end[0], bytes[index..<(index + end.count)].elementsEqual(end) {
                let content = bytes[position..<index]
                position = index + end.count
                return content
            }
            index += 1
        }
        throw malformed("\(what) is never closed")
    }

    private mutating func next() throws -> Event? {
        if let element = selfClosed {
            selfClosed = nil
            return .end(element)
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                return .text(try decoded(bytes[start..<position]))
            }
            if starts(with: "<?") {
                position += 2
                _ = try skip(past: "?>", what: "a processing instruction")
            } else if starts(with: "<!--") {
                position += 4
                _ = try skip(past: "-->", what: "a comment")
            } else if starts(with: "<![CDATA[") {
                position += 9
                return .text(String(decoding: try skip(past: "]]>", what: "a CDATA section"), as: UTF8.self))
            } else if starts(with: "<!DOCTYPE") {
                let declaration = try skip(past: ">", what: "the document type")
                guard !declaration.contains(UInt8(ascii: "[")) else { throw malformed("a document type with an internal subset, which declares entities") }
            } else if starts(with: "<!") {
                throw malformed("a declaration (<!…>) these files never hold")
            } else if starts(with: "</") {
                position += 2
                let name = try self.name()
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw malformed("</\(name) is not closed by >") }
                position += 1
                return .end(name)
            } else {
                return try startTag()
            }
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// A name: everything up to whitespace, `/`, `>` or `=`.
    private mutating func name() throws -> String {
        let start = position
        while position < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "<")].contains(bytes[position]) {
            position += 1
        }
        guard position > start else { throw malformed("a name is missing") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The element of an empty tag (`<name …/>`), whose end is the next event.
    private var selfClosed: String?

    /// `<name attribute="value" …>` or `…/>`, as a start (for the latter, its end comes next).
    private mutating func startTag() throws -> Event {
        position += 1
        let element = try name()
        var attributes: [String: String] = [:]
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw malformed("<\(element) is never closed") }
            if bytes[position] == UInt8(ascii: ">") {
                position += 1
                return .start(element, attributes: attributes)
            }
            if starts(with: "/>") {
                // An empty element: its end comes as the next event.
                position += 2
                selfClosed = element
                return .start(element, attributes: attributes)
            }
            let attribute = try name()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { throw malformed("attribute \(attribute) of <\(element)> has no value") }
            position += 1
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
                throw malformed("attribute \(attribute) of <\(element)> has no quoted value")
            }
            let quote = bytes[position]
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != quote {
                guard bytes[position] != UInt8(ascii: "<") else { throw malformed("a < in the value of attribute \(attribute)") }
                position += 1
            }
            guard position < bytes.count else { throw malformed("the value of attribute \(attribute) is never closed") }
            let value = try decoded(bytes[start..<position])
            position += 1
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw malformed("<\(element)> gives attribute \(attribute) twice")
            }
        }
    }

    /// `text` with its entity and character references replaced.
    private func decoded(_ text: ArraySlice<UInt8>) throws -> String {
        guard text.contains(UInt8(ascii: "&")) else { return String(decoding: text, as: UTF8.self) }
        var result = String.UnicodeScalarView()
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == UInt8(ascii: "&") else {
                let start = index
                while index < text.endIndex, text[index] != UInt8(ascii: "&") { index += 1 }
                result.append(contentsOf: String(decoding: text[start..<index], as: UTF8.self).unicodeScalars)
                continue
            }
            guard let semicolon = text[index...].firstIndex(of: UInt8(ascii: ";")), semicolon - index <= 10 else {
                throw malformed("an & that starts no reference")
            }
            let reference = String(decoding: text[(index + 1)..<semicolon], as: UTF8.self)
            let predefined: [String: Unicode.Scalar] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let scalar = predefined[reference] {
                result.append(scalar)
            } else if reference.hasPrefix("#"), let value = reference.hasPrefix("#x") ? UInt32(reference.dropFirst(2), radix: 16) : UInt32(reference.dropFirst()),
                      let scalar = Unicode.Scalar(value) {
                result.append(scalar)
            } else {
                throw malformed("&\(reference); is no predefined entity or character reference")
            }
            index = semicolon + 1
        }
        return String(result)
    }
}

// libFuzzer target: SQLTokenizer.tokenize and SQLToken.identifier.
//
// Invariants: never crashes; the tokens are non-empty, contiguous, cover the input, and their
// texts joined give back the input byte for byte; every name quoted by quoteIdentifier is one
// quoted-identifier token whose identifier is that name, scalar for scalar.
@testable import MigrationKitGRDB

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let bytes = Array(text.utf8)
    let tokens = SQLTokenizer.tokenize(text)
    var offset = 0
    for token in tokens {
        check(token.range.lowerBound == offset && !token.range.isEmpty, "token \(token) does not start at byte \(offset)")
        check(token.range.upperBound <= bytes.count, "token \(token) ends past the input")
        check(Array(token.text.utf8) == Array(bytes[token.range]), "token \(token)'s text is not its bytes")
        offset = token.range.upperBound
        _ = token.identifier
        _ = token.isLineComment
        _ = token.isTrivia
        _ = token.isKeyword("CREATE")
    }
    check(offset == bytes.count, "the tokens cover \(offset) of \(bytes.count) bytes")
    check(tokens.map(\.text).joined().utf8.elementsEqual(bytes), "the tokens' texts joined differ from the input")

    let quoted = SQLTokenizer.tokenize(quoteIdentifier(text))
    check(quoted.count == 1 && quoted[0].kind == .quotedIdentifier, "quoteIdentifier gives \(quoted.count) tokens")
    let name = quoted[0].identifier ?? ""
    check(name.unicodeScalars.elementsEqual(text.unicodeScalars), "the identifier of quoteIdentifier(name) is \(name.debugDescription)")
    return 0
}

// Shared by every fuzz target (compiled into each): an invariant that does not hold stops the
// process with its message, which libFuzzer reports as a crash and saves the input for.

/// The fuzzer's input as text. Invalid UTF-8 becomes U+FFFD, as when a file is read with
/// `String(decoding:as:)`; the invariants are checked on the resulting text's bytes.
func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data, size > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant violated: \(message())") }
}

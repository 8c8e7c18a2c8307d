@testable import MigrationKit
import Testing

@Suite struct SHA256Tests {
    @Test func fipsVectors() {
        // FIPS 180-4 examples (csrc.nist.gov, SHA256.pdf and SHA2_Additional.pdf).
        #expect(SHA256.hexDigest(of: Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 56- and 64-byte padding boundaries, where a padding mistake shows.
    /// Expected digests computed with Python's hashlib over bytes (i * 7) % 256.
    @Test(arguments: [
        (55, "576a1bf8d4478657e6dc4af9398544765c2a92cde28478b019235cfed315fc09"),
        (56, "9b20501dfd1d99161c257950f3444f3e49230c351c5c8e0943ef369f85f5205d"),
        (63, "30b345906b493f06f69444b6521113511c242f30e29840462950035043682f1e"),
        (64, "d8bc63b4fc1156e5e7d95a418b9bf54cd3174bedbc2db40f74895349b229b3c0"),
        (65, "1ee23b0fbcaecc1aff4a9e8f1645f35ab2c8e13609cd73b68df8b5e3f63ce073"),
        (119, "7a6589821178918ca8d9edaba5abfc1e9b2669564f4469b66885379c1530b2c8"),
        (1000, "89f4ff56a25dd1db06a4ce6033603775d705fb96f30f8693733fef602a1ca532"),
    ])
    func paddingBoundaries(length: Int, expected: String) {
        let bytes = (0..<length).map { UInt8(($0 * 7) % 256) }
        #expect(SHA256.hexDigest(of: bytes) == expected)
    }
}

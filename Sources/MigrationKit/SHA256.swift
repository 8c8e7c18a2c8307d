/// SHA-256 (FIPS 180-4), used to fingerprint migration files so that a file edited after it
/// was applied is noticed. Not for secrets: it is a checksum here, nothing more.
///
/// Written out rather than imported because Foundation on Linux has no digest API and this is
/// the only one the toolkit needs. `SHA256Tests` pins it to the FIPS 180-4 test vectors.
package enum SHA256 {
    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    package static func hexDigest(of bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest(of: bytes) {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: hex, as: UTF8.self)
    }

    /// The 32-byte digest of `bytes`.
    package static func digest(of bytes: some Collection<UInt8>) -> [UInt8] {
        var state: [UInt32] = [
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
            0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
        ]
        // Padding: a 1 bit, zeros up to 56 mod 64 bytes, then the length in bits, big-endian.
        var message = Array(bytes)
        let bitLength = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            message.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }

        // Unsafe buffers and rotations written out: migration files are hashed whenever they
        // are loaded, and in a debug build (the tests') bounds checks and calls cost 5x more.
        var w = [UInt32](repeating: 0, count: 64)
        message.withUnsafeBufferPointer { message in
            w.withUnsafeMutableBufferPointer { w in
                k.withUnsafeBufferPointer { k in
                    for chunk in stride(from: 0, to: message.count, by: 64) {
                        for i in 0..<16 {
                            let b = chunk + 4 * i
                            w[i] = UInt32(message[b]) << 24 | UInt32(message[b + 1]) << 16
                                | UInt32(message[b + 2]) << 8 | UInt32(message[b + 3])
                        }
                        for i in 16..<64 {
                            let x = w[i - 15], y = w[i - 2]
                            let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
                            let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
                            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                        }
                        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
                        for i in 0..<64 {
                            let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                            let choice = (e & f) ^ (~e & g)
                            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                            let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            let t2 = s0 &+ majority
                            h = g; g = f; f = e; e = d &+ t1
                            d = c; c = b; b = a; a = t1 &+ t2
                        }
                        state[0] = state[0] &+ a; state[1] = state[1] &+ b
                        state[2] = state[2] &+ c; state[3] = state[3] &+ d
                        state[4] = state[4] &+ e; state[5] = state[5] &+ f
                        state[6] = state[6] &+ g; state[7] = state[7] &+ h
                    }
                }
            }
        }
        return state.flatMap { word in
            [UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16),
             UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word)]
        }
    }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}

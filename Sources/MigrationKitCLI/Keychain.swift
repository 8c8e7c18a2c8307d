import MigrationKit
#if canImport(Security)
import Foundation
import Security
#endif

/// Reads database passwords from the Keychain, where there is one.
enum Keychain {
    /// The generic password stored for `service` and `account`.
    static func password(service: String, account: String) throws -> String {
        #if canImport(Security)
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
              let data = item as? Data,
              let password = String(data: data, encoding: .utf8)
        else {
            throw KeychainError.itemNotFound(service: service, account: account)
        }
        return password
        #else
        throw KeychainError.unavailable
        #endif
    }
}

/// Why no password came from the Keychain. The CLI's own: the libraries never read a keychain.
enum KeychainError: Error, Equatable, CustomStringConvertible {
    /// This platform has no keychain (Linux).
    case unavailable
    /// The keychain holds no generic password for the service and account.
    case itemNotFound(service: String, account: String)

    var description: String {
        switch self {
        case .unavailable:
            "there is no keychain on this platform; pass the password with --password instead."
        case .itemNotFound(let service, let account):
            "the keychain has no password for service \(displayName(service)) and account \(displayName(account))."
        }
    }
}

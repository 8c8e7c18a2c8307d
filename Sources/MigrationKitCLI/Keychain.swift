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
            throw MigrationKitError.keychainItemNotFound(service: service, account: account)
        }
        return password
        #else
        throw MigrationKitError.keychainUnavailable
        #endif
    }
}

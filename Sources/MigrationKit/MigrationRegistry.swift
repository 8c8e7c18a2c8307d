/// A validated, ordered list of migration steps. It touches no database.
///
/// Creating a registry checks the identifiers before anything runs:
/// - every identifier is unique, else ``MigrationKitError/duplicateIdentifiers(_:)``;
/// - unless `enforceLexicographicOrder` is false, the steps are in lexicographic order of their
///   identifiers (so `0002_…` can never run before `0001_…`), else
///   ``MigrationKitError/identifiersOutOfOrder(expected:actual:)``.
public struct MigrationRegistry<Database>: Sendable {
    /// The steps, in the order they apply.
    public let steps: [MigrationStep<Database>]

    public init(steps: [MigrationStep<Database>], enforceLexicographicOrder: Bool = true) throws {
        let identifiers = steps.map(\.identifier)

        var seen: Set<String> = []
        var duplicates: [String] = []
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if !duplicates.contains(identifier) { duplicates.append(identifier) }
        }
        guard duplicates.isEmpty else {
            throw MigrationKitError.duplicateIdentifiers(duplicates)
        }

        if enforceLexicographicOrder {
            let expected = identifiers.sorted()
            guard expected == identifiers else {
                throw MigrationKitError.identifiersOutOfOrder(expected: expected, actual: identifiers)
            }
        }
        self.steps = steps
    }

    /// The identifiers of the steps, in the order they apply.
    public var identifiers: [String] { steps.map(\.identifier) }

    /// The step with this identifier, if any.
    public func step(_ identifier: String) -> MigrationStep<Database>? {
        steps.first { $0.identifier == identifier }
    }
}

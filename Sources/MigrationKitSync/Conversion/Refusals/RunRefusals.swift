import MigrationKit
import MigrationKitGRDB

/// Refusals raised after planning: while a table's statement is rewritten, when the plans are
/// rehearsed on an empty copy of the schema, or when a check fails on the device. None is a
/// guess: each stops the conversion before it writes anything (or rolls it back).
extension ConversionRefusal {
    package static let unreadableStatement = ConversionRefusal(
        id: "unreadable-statement",
        summary: "A table's CREATE TABLE statement has a part the rewriter cannot read, so it cannot be rewritten without guessing.",
        noExampleBecause: "every statement SQLite accepts reads; the refusal guards the rewriter against SQL it was not written for."
    )

    package static let rehearsalFailed = ConversionRefusal(
        id: "rehearsal-failed",
        summary: "The plans failed when rehearsed on an empty copy of the schema, or that copy could not be built.",
        noExampleBecause: "a rehearsal that fails is MigrationKit's own failure (a limit SQLite puts on one statement, a schema using a function only the app has); RehearsalLimitTests reaches it through a plan written by hand."
    )

    package static let checkFailed = ConversionRefusal(
        id: "check-failed",
        summary: "On the device, one of the conversion's checks failed: its data is not what the plan was made from.",
        noExampleBecause: "Conversion.apply plans from the data it converts; a check fails only when the data changes between the two, in the same transaction."
    )

    /// A refusal of this kind about no one table, thrown as a ``ConversionError``.
    func refused(_ message: String) -> ConversionError {
        .refused([reason("", message)])
    }
}

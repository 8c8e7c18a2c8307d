import MigrationKit
import Foundation
import MigrationKitGRDB

/// A relation the schema does not declare: an integer column with no REFERENCES clause whose
/// name, a trigger or its values say that it holds the keys of a table the conversion converts.
/// Real apps keep many relations this way (Anki's `cards.nid → notes.id`, Firefox's
/// `moz_historyvisits.place_id → moz_places.id`, Calibre's link tables, enforced by triggers),
/// and the conversion would leave their integers pointing at nothing.
///
/// How it is decided, so that a small integer column (`position`, `flags`, a boolean) is not
/// taken for a reference because its values happen to fall inside `1…N`:
/// - **a trigger** on the table compares the column with the parent's key in a subquery
///   (`(SELECT id FROM books WHERE id = NEW.book) IS NULL`): Calibre's `fkc_*` triggers;
/// - **the name** names the parent, by whole words: `listID`, `list_id`, `remindersListID` beside
///   `lists`/`remindersLists`, `place_id` beside `moz_places` (a prefix the two tables share is
///   ignored), `book` beside `books`;
/// - **the values**: of up to ``ReferenceValues/sampledRows`` rows, the distinct positive values are
///   looked up among the parent's keys. Only keys that are sparse for their size count: keys
///   that fill a tenth or more of `1…max` (ids an app numbered from 1) cannot tell a reference
///   from a position, a counter or a boolean, whose values fall inside them by themselves. Among
///   sparse keys (epoch milliseconds, as Anki's; random ids), the values are evidence when at
///   least half of them are keys (old rows may reference deleted parents: Anki keeps the review
///   log of deleted cards) and chance could not explain it: with `d` the density of keys around
///   the values (keys between half the smallest value and the largest key up to twice the
///   largest value, divided by that range's width: ids above the highest one are not given out
///   yet), the chance that so many values would be keys, at most
///   `exp(-n·KL(m/n ‖ d))` (`d^n` when all `n` match), must be below one in a million. For
///   Anki's keys `d` is near 10⁻¹²: one matching value is enough.
/// - **values that could be keys**: against keys numbered from 1, nine in ten of the distinct
///   values or more are keys and they reach beyond the first tenth of the keys
///   (``ReferenceValues/isContained(namesAnID:)``), in a column whose name says no plain value (`count`,
///   `position`, `type`, `is_…`: ``ParentNames/isPlainValue(_:)``). Firefox's `moz_bookmarks.fk`,
///   Signal's `sms.address` and `part.mid` say nothing else. Such a column is asked about, with
///   the parent whose keys its values fit best.
/// - **a table's own key**, when its name or its table's names a parent
///   (`ImageInformation.imageid`, `visit_source.id` beside `visits`) or a trigger ties it to
///   one, and every key sampled is one of the parent's: a one-to-one table. An AUTOINCREMENT
///   key only by its own name (WhatsApp's `message_quoted.message_row_id`).
/// - **Core Data**: in a Core Data store, every column Core Data indexes as a to-one
///   relationship (`Z<ENTITY>_<COLUMN>_INDEX`), with the parent its name (an entity's name, as
///   `Z_PRIMARYKEY` gives it) or its values suggest. A `Z` column without that index is an
///   attribute.
///
/// Dismissed: a name alone whose values are none of the parent's keys, a name alone on a
/// column holding only 0 and 1 (a boolean such as Signal's `groups.mms`), and values alone in
/// a column whose name says a plain value (``ParentNames/isPlainValue(_:)``).
package struct ImpliedReference: Sendable, Equatable {
    package let table: String
    package let column: String
    package let parentTable: String
    package let parentColumn: String
    /// Why, strongest first.
    package let evidence: [Evidence]
    /// What the sampled values say, when they were read.
    package let values: ReferenceValues?
    /// The parent that fits next best, when another fits at all: by the same evidence, or
    /// else the one of most values among its keys.
    package var runnerUp: Alternative? = nil
    /// Whether the column is its table's own key (a one-to-one table).
    package var isKey = false

    /// Another parent the column may reference, and what its values say about it.
    package struct Alternative: Sendable, Equatable {
        package let parentTable: String
        package let parentColumn: String
        package let values: ReferenceValues?
    }

    package enum Evidence: Sendable, Equatable {
        /// A trigger compares the column with the parent's key.
        case trigger(String)
        /// The column's name names the parent.
        case name
        /// The column is named as the parent's key, a name that says more than `id` (Fossil's
        /// `rid`, the key of `blob`).
        case keyName(String)
        /// The sampled values are keys of the parent beyond chance.
        case values
        /// A table's own key: the table's name begins with the parent's (`visit_source` beside
        /// `visits`), and every key is one of the parent's.
        case tableName
        /// In a Core Data store, Core Data's index on a to-one relationship's column, by name.
        case coreData(index: String)
        /// In a Core Data store, a column `Z_<n><NAME>` of a many-to-many table `Z_<n><REL>`:
        /// it holds the keys of entity `n`, whose table `Z_PRIMARYKEY` names (nil when the
        /// store's rows were not read).
        case coreDataManyToMany(entity: Int64, table: String?)
        /// Nine in ten of the distinct values sampled or more are the parent's keys, spread over
        /// them as its keys are (``ReferenceValues/isContained(namesAnID:)``): ids numbered from 1, which make
        /// a reference possible, not proven. Asked, never taken.
        case containedValues
    }

    /// Whether the evidence shows the reference to this parent (a trigger, a name, values beyond
    /// chance, a one-to-one table's name), not only makes it possible: values that could be keys
    /// (``Evidence/containedValues``), or Core Data's index, which says that the column is a
    /// relation but not to which entity.
    var isProven: Bool {
        evidence.contains { evidence in
            switch evidence {
            case .trigger, .name, .keyName, .values, .tableName: true
            case .coreDataManyToMany(_, let table): table != nil
            case .coreData, .containedValues: false
            }
        }
    }

    /// `"table"."column"`.
    var location: String { "\(quoteIdentifier(table)).\(quoteIdentifier(column))" }

    /// The `--reference` that converts it, and the column `--not-reference` dismisses.
    var declaration: ReferenceDeclaration {
        ReferenceDeclaration(table: table, column: column, parentTable: parentTable, parentColumn: parentColumn)
    }
    var columnPath: ColumnPath { ColumnPath(table: table, column: column) }
}

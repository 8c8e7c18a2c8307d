extension Finding {
    /// What a question about a column that may hold another table's keys rests on
    /// (``Finding/evidence``, on the `undeclared-reference` findings): the signals that raised it,
    /// what the column's values say about the suggested parent and the runner-up, and rows to look
    /// at, so that a person answers from the data, not from the tool's word. JSON and SARIF carry
    /// it whole; the text report shows it in two lines.
    ///
    /// The figures come from the first ``ReferenceValues/sampledRows`` rows that hold a value
    /// (NULL left out), looked up through the parent's key index: bounded whatever the table's
    /// size.
    public struct Evidence: Sendable, Equatable, Codable {
        /// How sure the signals make the reference, calibrated on the relations corpus (see
        /// Guides/UndeclaredRelations.md and `Benchmarks/relations.py`).
        public enum Confidence: String, Sendable, Codable, CaseIterable, Comparable {
            /// The app's schema says it: a trigger checks the column against the parent's key, or
            /// Core Data indexes it as a to-one relationship and names the entity.
            case certain
            /// A name ties it to the parent, or its values are the parent's keys beyond chance, and
            /// nearly every value is a key.
            case likely
            /// Only the values make it possible (ids numbered from 1 hold any small number), or the
            /// name and the values disagree: look at the rows before answering.
            case possible

            public static func < (lhs: Confidence, rhs: Confidence) -> Bool {
                allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
            }
        }

        /// One thing that raised the question.
        public enum Signal: String, Sendable, Codable {
            /// A trigger compares the column with the parent's key.
            case trigger
            /// The column's name names the parent (`listID`, `place_id` beside `moz_places`).
            case name
            /// The column is named as the parent's key (`rid`, the key of `blob`).
            case keyName
            /// The values are the parent's keys beyond chance (sparse keys such as timestamps).
            case values
            /// A table's own key whose table is named for the parent, every key one of its keys.
            case tableName
            /// Core Data indexes the column as a to-one relationship.
            case coreDataIndex
            /// A column of Core Data's many-to-many table, named for an entity.
            case coreDataManyToMany
            /// Nine in ten of the values or more are keys, spread over them: possible, not proven.
            case valuesCouldBeKeys
        }

        /// A table and column a reference may point at, and how many of the distinct values sampled
        /// are its keys (nil when the values were not looked up there).
        public struct Parent: Sendable, Equatable, Codable {
            public let table: String
            public let column: String
            public let distinctKeys: Int?
        }

        /// One row of the column and the parent row its value would point at, each shown by its key
        /// and its most readable text column (a name, a title), when it has one.
        public struct Sample: Sendable, Equatable, Codable {
            /// The row's key (or rowid), as text.
            public let row: String?
            public let rowLabel: String?
            /// The value, a key of the parent.
            public let value: Int64
            public let parentLabel: String?
        }

        public let confidence: Confidence
        public let signals: [Signal]
        /// The suggested parent.
        public let parent: Parent
        /// The parent that fits next best, if any.
        public let runnerUp: Parent?
        /// Distinct values above zero sampled, and how many of them are keys of the parent.
        public let distinctValues: Int
        public let distinctKeys: Int
        /// Rows read (holding a value), and how many of them hold a key of the parent.
        public let rows: Int
        public let rowsWithKeys: Int
        /// Distinct values sampled above the parent's largest key: ids not given out yet.
        public let valuesAboveKeys: Int
        /// Values zero or below that are no key of the parent: candidates for the app's "none".
        public let noneValues: [Int64]
        /// Up to three rows and the parent rows they would point at.
        public let samples: [Sample]
    }
}

extension Finding.Evidence {
    /// The evidence of `reference`, with what its rows say (`rows`, nil when they were not read:
    /// a schema audited alone).
    package init(_ reference: ImpliedReference, rows: ReferenceRows?) {
        var signals: [Signal] = []
        for evidence in reference.evidence {
            let signal: Signal = switch evidence {
            case .trigger: .trigger
            case .name: .name
            case .keyName: .keyName
            case .values: .values
            case .tableName: .tableName
            case .coreData: .coreDataIndex
            case .coreDataManyToMany: .coreDataManyToMany
            case .containedValues: .valuesCouldBeKeys
            }
            if !signals.contains(signal) { signals.append(signal) }
        }
        let values = reference.values
        self.init(
            confidence: Self.confidence(of: reference, signals: signals, rows: rows),
            signals: signals,
            parent: Parent(table: reference.parentTable, column: reference.parentColumn, distinctKeys: values?.matched),
            runnerUp: reference.runnerUp.map { Parent(table: $0.parentTable, column: $0.parentColumn, distinctKeys: $0.values?.matched) },
            distinctValues: values?.sampled ?? 0, distinctKeys: values?.matched ?? 0,
            rows: rows?.rows ?? 0, rowsWithKeys: rows?.rowsWithKeys ?? 0, valuesAboveKeys: rows?.valuesAboveKeys ?? 0,
            noneValues: values?.noneCandidates ?? [], samples: rows?.samples ?? [])
    }

    /// The confidence the signals give, calibrated on the development corpus
    /// (`Fixtures/Relations`, 79 apps: 1,153 of the 1,170 questions marked certain or likely
    /// there are relations, 98.5%, and 233 of its 250 false questions are marked possible):
    /// - **certain** where the app's schema says it: a trigger checks it, Core Data indexes it as
    ///   a to-one relationship whose name names the entity, or it is a column of Core Data's
    ///   many-to-many table whose entity `Z_PRIMARYKEY` names;
    /// - **likely** where a name ties it to the parent or its values are keys beyond chance
    ///   (``ImpliedReference/isProven``), and the data bear it out: two distinct values or more
    ///   (one, for values that are keys beyond chance), nine in ten of them keys. On a schema audited without its rows, the name is all there is;
    /// - **possible** otherwise: values that could be keys (ids numbered from 1 hold any small
    ///   number); a column with one value or none (a flag, a constant, a default: 18 of the 79
    ///   single-valued ones named like a parent are not references); a table's own key tied to
    ///   the parent by a name alone (12 of 29 such are not); a name the values do not bear out.
    static func confidence(of reference: ImpliedReference, signals: [Signal], rows: ReferenceRows?) -> Confidence {
        let namedEntity = reference.evidence.contains { if case .coreDataManyToMany(_, let table) = $0 { table != nil } else { false } }
        if signals.contains(.trigger) || namedEntity || (signals.contains(.coreDataIndex) && signals.contains(.name)) { return .certain }
        guard reference.isProven else { return .possible }
        if reference.isKey, Set(signals).isSubset(of: [.tableName, .keyName]) { return .possible }
        guard let rows else { return .likely }
        // Values that are keys beyond chance (epoch milliseconds, random ids) prove it with one.
        let minimum = signals.contains(.values) ? 1 : 2
        guard let values = reference.values, values.sampled >= minimum, rows.rows > 0 else { return .possible }
        return values.matched * 10 >= values.sampled * 9 ? .likely : .possible
    }
}

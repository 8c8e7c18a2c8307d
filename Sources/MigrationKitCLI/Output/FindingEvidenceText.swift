import MigrationKit
import MigrationKitGRDB
import MigrationKitSync

extension Finding.Evidence {
    /// The evidence as people read it, in two lines (one when no row holds a key): the
    /// confidence and what the values say, then up to three rows and the parent rows they would
    /// point at. Names and the rows' text are escaped (`visiblyEscaped()`): they come from the
    /// database.
    func lines(table: String) -> [String] {
        let parentName = "\(quoteIdentifier(parent.table)).\(quoteIdentifier(parent.column))"
        var facts: [String] = []
        if distinctValues == 0 && rows == 0 {
            facts.append("no value to check it with")
        } else {
            facts.append("\(distinctKeys) of \(counted(distinctValues, "distinct value")) and \(rowsWithKeys) of \(counted(rows, "row")) read are keys of \(parentName)")
        }
        if valuesAboveKeys > 0 {
            facts.append("\(valuesAboveKeys) value\(valuesAboveKeys == 1 ? " is" : "s are") above its largest key")
        }
        if !noneValues.isEmpty {
            facts.append("\(noneValues.map(String.init).joined(separator: ", ")) \(noneValues.count == 1 ? "is" : "are") no key (a none value?)")
        }
        if let runnerUp {
            let keys = runnerUp.distinctKeys.map { " (keys for \($0) of the \(distinctValues) values)" } ?? ""
            facts.append("next best \(quoteIdentifier(runnerUp.table)).\(quoteIdentifier(runnerUp.column))\(keys)")
        }
        var lines = ["evidence (\(confidence.rawValue)): \(facts.joined(separator: "; "))."]
        if !samples.isEmpty {
            let shown = samples.map { sample in
                let row = [sample.row, sample.rowLabel.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
                let parentRow = ["\(sample.value)", sample.parentLabel.map { "\"\($0)\"" }].compactMap { $0 }.joined(separator: " ")
                return "\(quoteIdentifier(table)) \(row) → \(quoteIdentifier(parent.table)) \(parentRow)"
            }
            lines.append("rows: \(shown.joined(separator: "; "))")
        }
        return lines.map { $0.visiblyEscaped() }
    }
}

import MigrationKit
import MigrationKitGRDB

/// What the schema alone says about which converted tables a candidate column may reference:
/// triggers, names, a one-to-one table's name, Core Data's indexes. Built once per schema and
/// scope; the values sampler (``DataStatistics``) asks it which parents to look the values up
/// in, and ``ImpliedReference`` weighs its suggestions with the values.
struct ReferenceSuggestions {
    /// The converted tables, by lowercased name, with their key.
    let parents: [String: (table: Table, key: Column)]
    let triggers: [ColumnPath: [String: String]]
    let names: ParentNames
    /// In a Core Data store, the converted entity tables (`Z…` keyed by `Z_PK`), lowercased.
    let entities: Set<String>
    /// In a Core Data store whose rows were read, each entity's table, by number and by name.
    let coreData: CoreDataEntities
    /// The converted tables by their key's name, lowercased, where it says more than `id`
    /// (Fossil's `rid`, Sakila's `film_id`): a column of that name holds their keys.
    let byKeyName: [String: Set<String>]

    init(_ schema: DatabaseSchema, scope: ConversionScope, coreData: CoreDataEntities = .init()) {
        self.coreData = coreData
        let converted = schema.convertedParents(in: scope)
        parents = Dictionary(converted.map { ($0.table.name.sqlFolded, $0) }, uniquingKeysWith: { first, _ in first })
        triggers = schema.triggerChecks(in: scope)
        names = ParentNames(converted.map(\.table.name))
        byKeyName = Dictionary(grouping: converted.filter { !ParentNames.isGenericKeyName($0.key.name) }, by: { ParentNames.words($0.key.name).joined(separator: "_") })
            .mapValues { Set($0.map { $0.table.name.sqlFolded }) }
        entities = schema.isCoreDataStore
            ? Set(converted.filter { $0.key.name.sqlFolded == "z_pk" }.map { $0.table.name.sqlFolded })
            : []
    }

    /// The parents the schema suggests for `candidate`, each with its evidence, strongest first.
    func suggested(for candidate: ReferenceCandidate) -> [String: [ImpliedReference.Evidence]] {
        let table = candidate.table.name, own = table.sqlFolded
        var found: [String: [ImpliedReference.Evidence]] = [:]
        // A key the table numbers itself (AUTOINCREMENT) is its parent's only by its own name
        // (WhatsApp's `message_quoted.message_row_id`): a trigger that writes the table's rows
        // by the parent's id (`UPDATE log … WHERE id = NEW.id`) says nothing of where its keys
        // come from.
        let numbersItsOwnRows = candidate.isKey && candidate.table.hasAutoincrement
        for (parent, trigger) in triggers[ColumnPath(table: table, column: candidate.column.name)] ?? [:] where !numbersItsOwnRows {
            found[parent, default: []].append(.trigger(trigger))
        }
        for parent in names.parents(namedBy: candidate.column.name, of: table) where !(candidate.isKey && parent == own) {
            found[parent, default: []].append(.name)
        }
        // A column named as another table's key, or ending with its name, is named for it:
        // Fossil's `delta.rid`, `phantom.rid` and `tagxref.rid` hold keys of `blob` (`rid`), as
        // every table keyed by a `rid` of its own may (the values choose among them); MediaWiki's
        // `ipc_rev_id` and `ct_rev_id`, prefixed by their own table, hold `revision.rev_id`'s.
        let words = ParentNames.words(candidate.column.name)
        for start in words.indices {
            let keyName = words[start...].joined(separator: "_")
            guard let named = byKeyName[keyName]?.subtracting([own]), !named.isEmpty else { continue }
            for parent in named where found[parent]?.contains(.name) != true {
                found[parent, default: []].append(.keyName(keyName))
            }
            break
        }
        // A table named for its parent keyed by the parent's keys: not one that numbers its own
        // rows (AUTOINCREMENT), unless its key's name names the parent, above.
        // A key named for its own table (Zotero's `creatorTypes.creatorTypeID`) is that table's,
        // whatever other table its table's name begins with (`creators`).
        let namesItsOwnTable = candidate.isKey && names.parents(namedBy: candidate.column.name, of: table).contains(own)
        if candidate.isKey, !numbersItsOwnRows, !namesItsOwnTable {
            for parent in names.parents(namingTable: table) where parent != own && found[parent] == nil && !isLinked(candidate.table, to: parent) {
                found[parent] = [.tableName]
            }
        }
        if let entity = candidate.coreDataEntity {
            if let parent = coreData.tables[entity] {
                found[parent.sqlFolded, default: []].append(.coreDataManyToMany(entity: entity, table: parent))
            } else {
                for parent in entities { found[parent, default: []].append(.coreDataManyToMany(entity: entity, table: nil)) }
            }
        }
        if candidate.coreDataIndex != nil {
            // Core Data's names without their Z: `ZPARENT` is `parent`, its own entity. An entity
            // of a hierarchy lives in its root's table (`ICFolder` in `ZICCLOUDSYNCINGOBJECT`):
            // the column names the entity, `Z_PRIMARYKEY` its table.
            let named = names.parents(namedBy: String(candidate.column.name.dropFirst()), of: table)
                .union(coreData.tables(namedBy: candidate.column.name).map(\.sqlFolded))
            for parent in entities where (DatabaseSchema.coreDataColumn(candidate.column.name, names: parent) || named.contains(parent)) && found[parent]?.contains(.name) != true {
                found[parent, default: []].append(.name)
            }
        }
        return found.filter { parents[$0.key] != nil }
    }

    /// Whether `table` is tied to `parent` otherwise than by its key, so that a name it shares
    /// with the parent says nothing of its key: a column of its own names the parent or
    /// references it (Calibre's `books_tags_link.book`), or the parent has one that names
    /// `table` (digiKam's `Albums.albumRoot` beside `AlbumRoots`).
    private func isLinked(_ table: Table, to parent: String) -> Bool {
        let key = table.primaryKey.columns.first?.sqlFolded
        if table.foreignKeys.contains(where: { $0.parentTable.sqlFolded == parent }) { return true }
        if table.columns.contains(where: { $0.name.sqlFolded != key && names.parents(namedBy: $0.name, of: table.name).contains(parent) }) { return true }
        guard let parentTable = parents[parent]?.table else { return false }
        return parentTable.foreignKeys.contains { $0.parentTable.sqlFolded == table.name.sqlFolded }
            || parentTable.columns.contains { names.parents(namedBy: $0.name, of: parentTable.name).contains(table.name.sqlFolded) }
    }

    /// Whether the column's name says a plain value (``ParentNames/isPlainValue(_:)``), or counts
    /// a parent's rows (``ParentNames/countsAParent(_:)``).
    func isPlainValue(_ column: String) -> Bool {
        ParentNames.isPlainValue(column) || names.countsAParent(column)
    }

    /// The parents whose keys the sampler looks the column's values up in beyond those
    /// suggested: every entity of a Core Data store, for a to-one column, and the tables a plain
    /// word names (``namedByLastWord(_:)``, given when already known).
    func lookedUp(for candidate: ReferenceCandidate, namedByLastWord: Set<String>? = nil) -> Set<String> {
        (candidate.coreDataIndex != nil ? entities : []).union(namedByLastWord ?? self.namedByLastWord(candidate))
    }

    /// The parents a plain word names as their last word (Moodle's `mdl_course.category` beside
    /// `mdl_course_categories`): the word says a plain value only where no table holds such
    /// things, so its values are weighed against that table as any column's are.
    func namedByLastWord(_ candidate: ReferenceCandidate) -> Set<String> {
        guard !candidate.isKey, isPlainValue(candidate.column.name), !ParentNames.isFlag(candidate.column.name) else { return [] }
        return names.parents(endingWith: candidate.column.name).subtracting([candidate.table.name.sqlFolded])
    }

    /// The reference `candidate` makes, if any: the parent with the strongest evidence, weighing
    /// what the schema suggests with what the values sampled say (`values`, by lowercased
    /// parent name).
    func reference(for candidate: ReferenceCandidate, values: [String: ReferenceValues]) -> ImpliedReference? {
        let suggested = suggested(for: candidate)
        // A table's key named `id` says nothing of what it holds.
        let plainName = isPlainValue(candidate.column.name), namesAnID = !candidate.isKey && ParentNames.namesAnID(candidate.column.name)
        let namedByLastWord = plainName ? self.namedByLastWord(candidate) : []
        // Core Data leaves an empty to-one NULL and numbers its rows from 1: an indexed column
        // holding 0 or less is an attribute Core Data was asked to index (WordPress's
        // `ZBASEPOST.ZINUSE`), not a relationship.
        let coreDataIndex = values.values.contains { $0.nonPositive > 0 } ? nil : candidate.coreDataIndex
        var best: (rank: [Double], reference: ImpliedReference)?, second: (rank: [Double], reference: ImpliedReference)?
        for parentName in Set(suggested.keys).union(values.keys).union(lookedUp(for: candidate, namedByLastWord: namedByLastWord)).sorted() {
            // A table's key is trivially one of its own keys.
            guard let (parent, parentKey) = parents[parentName], !(candidate.isKey && parentName == candidate.table.name.sqlFolded) else { continue }
            let sample = values[parentName]
            let plain = plainName && !namedByLastWord.contains(parentName)
            var evidence = suggested[parentName] ?? []
            if sample?.isEvidence == true { evidence.append(.values) }
            // The weakest evidence, said only when there is no other. The column's own table
            // is a parent like any other (a self-reference need not say so by its name); on a
            // tie another table is suggested first (the rank's last term).
            // A handful of small values in the column's own table is an enum's (a status, a
            // kind), not a tree: a self-reference needs more than its values say then.
            // A table of keys alone is another's set of rows only where its keys fit the parent's
            // beyond chance: `1…3` inside keys `1…3` says nothing; 145 of 170 ids, each a key of
            // a parent missing 17 of them, does.
            else if evidence.isEmpty, !plain, let sample, sample.isContained(namesAnID: namesAnID), !sample.isRound,
                    !candidate.isKey || (candidate.isKeyOnlyTable && parent.columns.count > 1
                        && sample.fitsBeyondChance),
                    !(parent.name.sqlFolded == candidate.table.name.sqlFolded && sample.isHandful) {
                evidence.append(.containedValues)
            }
            if let index = coreDataIndex { evidence.append(.coreData(index: index)) }
            guard !evidence.isEmpty else { continue }
            let byTrigger = evidence.contains { if case .trigger = $0 { true } else { false } }
            let byKeyName = evidence.contains { if case .keyName = $0 { true } else { false } }
            let byName = evidence.contains(.name) || evidence.contains(.tableName) || byKeyName
                || evidence.contains { if case .coreDataManyToMany(_, let table) = $0 { table != nil } else { false } }
            if let sample, !byTrigger {
                // A name alone, against values none of which is a key of that parent (Shotwell's
                // `VersionTable.schema_version` holds 20 beside the table's one row), or holding
                // only 0 and 1 in a name that says yes or no (`enable_global_tags`): a plain
                // value. Keeping its integers breaks no link. 0 and 1 under any other name may be
                // the one row most rows point at (phpBB's `user_rank`, Kanboard's `changed_by`:
                // the first user), and is asked about.
                if byName, coreDataIndex == nil, !evidence.contains(.values),
                   (sample.matched == 0 && sample.nonPositiveKeys == 0) || (sample.isBoolean && ParentNames.isFlag(candidate.column.name)) { continue }
                // A one-to-one table's key is its parent's only if every key is one.
                if candidate.isKey, !sample.isAllKeys { continue }
                // A key that shares only its name with another table's is that table's where its
                // keys are a few of the parent's (Fossil's `delta.rid`, the blobs stored as
                // deltas), not where they number the table's own rows from 1 (Banshee names every
                // key `EntryID`). Where the sample stopped at its limit, the keys' density is
                // unknown, and the question is asked.
                if candidate.isKey, byKeyName, !evidence.contains(.name), !evidence.contains(.tableName), sample.numbersItsOwnRows { continue }
            }
            if candidate.isKey, !byTrigger, !byName, !(candidate.isKeyOnlyTable && evidence.contains(.containedValues)) { continue }
            // A name that names the parent outranks one shared with its key (darktable's
            // `color_labels.imgid` names `images`, though `selected_images` is keyed by an `imgid`).
            let strength: Double = byTrigger ? 2 : evidence.contains(.name) || evidence.contains(.tableName) ? 1 : byKeyName ? 0.5 : 0
            let rank: [Double] = [
                strength, evidence.contains(.values) ? 1 : 0, -(sample?.chance ?? 1),
                sample?.isContained(namesAnID: namesAnID) == true ? 1 : 0,
                sample.map { $0.sampled > 0 ? Double($0.matched) / Double($0.sampled) : 0 } ?? 0, sample?.spread ?? 0,
                parentName == candidate.table.name.sqlFolded ? 0 : 1,
                // Last, between parents the evidence cannot tell apart, the one of most keys:
                // where tables share keys (Fossil's `blob`, `leaf`, `private`), the others' origin.
                Double(sample?.parentKeys ?? 0),
            ]
            var reference = ImpliedReference(
                table: candidate.table.name, column: candidate.column.name, parentTable: parent.name, parentColumn: parentKey.name,
                evidence: evidence, values: sample)
            reference.isKey = candidate.isKey
            if best.map({ $0.rank.lexicographicallyPrecedes(rank) }) ?? true {
                if let best { second = best }
                best = (rank, reference)
            } else if second.map({ $0.rank.lexicographicallyPrecedes(rank) }) ?? true {
                second = (rank, reference)
            }
        }
        guard var reference = best?.reference else { return nil }
        if let second = second?.reference {
            reference.runnerUp = .init(parentTable: second.parentTable, parentColumn: second.parentColumn, values: second.values)
        } else if let other = values.values
            .filter({ $0.parentTable.sqlFolded != reference.parentTable.sqlFolded && $0.matched > 0 })
            .max(by: { ($0.matched, $0.parentTable) < ($1.matched, $1.parentTable) }),
            let (parent, key) = parents[other.parentTable.sqlFolded] {
            reference.runnerUp = .init(parentTable: parent.name, parentColumn: key.name, values: other)
        }
        return reference
    }
}

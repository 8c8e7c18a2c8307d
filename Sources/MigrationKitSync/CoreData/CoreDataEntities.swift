import GRDB
import GRDBSQLite
import MigrationKit
import MigrationKitGRDB

/// What `Z_PRIMARYKEY` says of a Core Data store's entities: the table that holds each one's
/// rows, its root entity's (entities of one hierarchy share it: single-table inheritance).
package struct CoreDataEntities: Sendable, Equatable {
    /// By entity number (`Z_ENT`).
    package var tables: [Int64: String] = [:]
    /// By entity name (`Z_NAME`, as the model spells it: `ICFolder`).
    package var roots: [String: String] = [:]

    package init(tables: [Int64: String] = [:], roots: [String: String] = [:]) {
        self.tables = tables
        self.roots = roots
    }

    /// The tables of the entities a to-one column `Z<NAME>` names, as Core Data names its columns
    /// for relationships: the relationship's name, uppercased, a digit after it when another
    /// property of the table took it (`ZACCOUNT2`). A relationship is mostly named for its
    /// destination (`folder` → `ICFolder`, `store` → `Store`), its class prefix dropped
    /// (`IC`, `SF`, `NS`: two or three capitals before a capitalized word). Only the whole name:
    /// a relationship whose name ends with an entity's may point elsewhere (Kik's
    /// `KIKUser.chatUser` is a chat), and the table names are matched that way already.
    func tables(namedBy column: String) -> Set<String> {
        var name = column.uppercased()
        guard name.hasPrefix("Z"), !name.hasPrefix("Z_") else { return [] }
        name.removeFirst()
        while let last = name.last, last.isASCII, last.isNumber { name.removeLast() }
        guard !name.isEmpty else { return [] }
        var found: Set<String> = []
        for (entity, table) in roots {
            let forms = [entity.uppercased(), Self.withoutClassPrefix(entity).uppercased()]
            if forms.contains(name) {
                found.insert(table)
            }
        }
        return found
    }

    /// `ICFolder` → `Folder`, `SFNoteTag` → `NoteTag`: a class prefix of two or three capitals
    /// before a capitalized word, dropped; a name without one as it is.
    static func withoutClassPrefix(_ name: String) -> String {
        let characters = Array(name)
        for length in [3, 2] where characters.count > length + 1 {
            let prefix = characters[..<length], next = characters[length], after = characters[length + 1]
            if prefix.allSatisfy({ $0.isASCII && $0.isUppercase }), next.isUppercase, after.isLowercase {
                return String(characters[length...])
            }
        }
        return name
    }
}

extension DataStatistics {
    /// ``coreDataEntities``, read from `Z_PRIMARYKEY` (empty for a store that is no Core Data
    /// store): each entity's root is followed through `Z_SUPER`, at most as many steps as there
    /// are entities.
    static func coreDataEntities(_ db: Database, schema: DatabaseSchema) throws -> CoreDataEntities {
        guard schema.isCoreDataStore, schema.table("Z_PRIMARYKEY")?.column("Z_NAME") != nil, schema.table("Z_PRIMARYKEY")?.column("Z_SUPER") != nil else { return CoreDataEntities() }
        let rows = try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY WHERE typeof(Z_ENT) = 'integer'")
        var names: [Int64: String] = [:], supers: [Int64: Int64] = [:]
        for row in rows {
            let entity: Int64 = row[0]
            if let name: String = row[1] { names[entity] = name }
            if let parent: Int64 = row[2], parent != 0 { supers[entity] = parent }
        }
        var entities = CoreDataEntities()
        for entity in names.keys {
            var root = entity
            for _ in 0..<names.count { guard let parent = supers[root], names[parent] != nil else { break }; root = parent }
            if let name = names[root], let table = schema.table("Z" + name.uppercased()) {
                entities.tables[entity] = table.name
                if let own = names[entity] { entities.roots[own] = table.name }
            }
        }
        return entities
    }
}

import Foundation
import GRDB
import MigrationKit
import MigrationKitGRDB

/// An app's Core Data model, read from its model file (`Model.xcdatamodeld`, one version's
/// `.xcdatamodel`, or that folder's `contents`): its entities and their relationships. With it,
/// the relations of a Core Data store are known exactly, not inferred from the store's
/// conventions: ``answers(for:)`` gives, for every to-one column and both columns of every
/// many-to-many table, the reference the conversion carries, declared in the converted table
/// with the `ON DELETE` the model's deletion rule says (``declared(_:_:inverse:)``), and
/// refuses a store that does not have the tables and columns the model says.
public struct CoreDataModel: Sendable, Equatable {
    package struct Entity: Sendable, Equatable {
        package let name: String
        /// The parent entity, whose table this entity's rows share.
        package let parent: String?
        /// The attributes stored in the entity's table (transient ones are not).
        package let attributes: [String]
        package let relationships: [Relationship]
    }

    package struct Relationship: Sendable, Equatable {
        package let name: String
        package let destination: String
        package let inverse: String?
        package let toMany: Bool
        /// `Nullify`, `Cascade`, `Deny` or `No Action`.
        package let deletionRule: String
    }

    package let entities: [Entity]
    /// The version's name, its `.xcdatamodel` folder's without the extension (`Bear 7`); nil
    /// for a model read from a `contents` file alone.
    package let version: String?
    /// The model's version identifier (Xcode's "Model Version Identifier",
    /// `userDefinedModelVersionIdentifier`), which Core Data writes to the stores the model
    /// saves (`NSStoreModelVersionIdentifiers` in `Z_METADATA`); empty when none is set.
    package let versionIdentifier: String
    /// The other versions of the `.xcdatamodeld` the model was read from: a store one of them
    /// wrote is refused naming it.
    let otherVersions: [CoreDataModel]

    package init(entities: [Entity], version: String? = nil, versionIdentifier: String = "") {
        self.init(entities: entities, version: version, versionIdentifier: versionIdentifier, otherVersions: [])
    }

    init(entities: [Entity], version: String?, versionIdentifier: String, otherVersions: [CoreDataModel]) {
        self.entities = entities
        self.version = version
        self.versionIdentifier = versionIdentifier
        self.otherVersions = otherVersions
    }

    /// The model at `path`: a `.xcdatamodeld` folder (its current version, as its
    /// `.xccurrentversion` names it), a `.xcdatamodel` folder, or a `contents` file. A version
    /// read from a `.xcdatamodeld` knows the bundle's other versions.
    public static func read(path: String) throws -> CoreDataModel {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CoreDataModelError.unreadable(path, "there is no such file or folder")
        }
        guard isDirectory.boolValue else { return try parse(contentsOf: path, version: nil) }
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let bundle: String, current: String
        if folder.hasSuffix(".xcdatamodeld") {
            (bundle, current) = (folder, try currentVersion(of: folder))
        } else {
            (bundle, current) = (FilesWrittenWhole.parentDirectory(of: folder), (folder as NSString).lastPathComponent)
        }
        let model = try parse(contentsOf: (bundle as NSString).appendingPathComponent(current), version: current)
        guard bundle.hasSuffix(".xcdatamodeld") else { return model }
        // The bundle's other versions, as far as they can be read: only to name the one that
        // wrote a store, never to convert with.
        let others = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") && $0 != current }.sorted()
            .compactMap { try? parse(contentsOf: (bundle as NSString).appendingPathComponent($0), version: $0) }
        return CoreDataModel(entities: model.entities, version: model.version, versionIdentifier: model.versionIdentifier, otherVersions: others)
    }

    /// The model in the `contents` file of the `.xcdatamodel` folder (or the file) at `path`.
    private static func parse(contentsOf path: String, version folder: String?) throws -> CoreDataModel {
        let contents = folder == nil ? path : (path as NSString).appendingPathComponent("contents")
        guard let data = FileManager.default.contents(atPath: contents) else {
            throw CoreDataModelError.unreadable(contents, "it cannot be read")
        }
        let model = try parse(data, path: contents)
        let version = folder.map { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : $0 }
        return CoreDataModel(entities: model.entities, version: version, versionIdentifier: model.versionIdentifier)
    }

    /// The version a `.xcdatamodeld` folder names current (`_XCCurrentVersionName` in its
    /// `.xccurrentversion` property list, read by ``PropertyListStrings``), or its one version.
    /// The name must be one `.xcdatamodel` folder of the bundle: a path (`../../outside/evil`)
    /// would read a model from elsewhere.
    static func currentVersion(of bundle: String) throws -> String {
        let plist = (bundle as NSString).appendingPathComponent(".xccurrentversion")
        if let data = FileManager.default.contents(atPath: plist) {
            let names: [String]?
            do {
                names = try PropertyListStrings.strings(forKey: "_XCCurrentVersionName", in: data)
            } catch let refused as PropertyListStrings.Refused {
                throw CoreDataModelError.unreadable(plist, refused.reason)
            }
            if let name = names?.first {
                guard isVersionFolderName(name) else {
                    throw CoreDataModelError.unreadable(plist, "it names \(displayName(name)) as the current version, which is not the name of a .xcdatamodel folder in the bundle (one path component, ending in .xcdatamodel)")
                }
                return name
            }
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }
        guard versions.count == 1 else {
            throw CoreDataModelError.unreadable(bundle, versions.isEmpty ? "it holds no .xcdatamodel" : "it holds \(versions.count) versions and no .xccurrentversion names the current one: pass the version's .xcdatamodel")
        }
        return versions[0]
    }

    /// A model's `contents` is read up to 16 MiB: Xcode writes a few hundred kilobytes for a
    /// model of a hundred entities.
    static let maximumContentsSize = 16 << 20

    /// The model in a `contents` file's XML.
    ///
    /// The file may come from someone else (a model in a pull request, a bundle beside a store):
    /// Xcode never writes a document type or an entity in it, and one is refused before
    /// parsing, so that nothing expands (libxml2 stopped a billion laughs, not one entity of
    /// 3 KB referenced 3,000 times in each of 50 attributes: 455 KB that grew to 3.7 GB); it is
    /// read by ``MarkupScanner``, not libxml2, which crashed on a tag that gave an attribute
    /// twice.
    static func parse(_ data: Data, path: String) throws -> CoreDataModel {
        guard data.count <= maximumContentsSize else {
            throw CoreDataModelError.unreadable(path, "it is \(data.count) bytes, above the \(maximumContentsSize) bytes a model is read up to")
        }
        let markup = String(decoding: data, as: UTF8.self).uppercased()
        for declaration in ["<!DOCTYPE", "<!ENTITY"] where markup.contains(declaration) {
            throw CoreDataModelError.unreadable(path, "it declares \(declaration), which a Core Data model never does (no entity is expanded)")
        }
        var reader = ModelXMLReader()
        do {
            try MarkupScanner.scan(data) { reader.read($0) }
        } catch let malformed as MarkupScanner.Malformed where reader.sawModel {
            throw CoreDataModelError.unreadable(path, "it is no Core Data model: \(malformed.reason)")
        } catch is MarkupScanner.Malformed {
            throw CoreDataModelError.unreadable(path, "it is no Core Data model (no <model> element)")
        }
        guard reader.sawModel else { throw CoreDataModelError.unreadable(path, "it is no Core Data model (no <model> element)") }
        return CoreDataModel(entities: reader.entities, versionIdentifier: reader.versionIdentifier)
    }

    package func entity(_ name: String) -> Entity? {
        entities.first { $0.name == name }
    }

    /// The entity whose table holds `name`'s rows: the root of its hierarchy.
    func root(of name: String) -> String {
        var current = name
        for _ in entities.indices {
            guard let parent = entity(current)?.parent else { break }
            current = parent
        }
        return current
    }

    /// The references the model says the store `db` keeps, as answers the conversion and the
    /// audit read like the configuration's: each to-one relationship's column `Z<NAME>` in its
    /// entity's table, and both columns of each many-to-many relationship's table
    /// `Z_<n><RELATIONSHIP>`, each holding the keys of the entity its `Z_<n>` numbers in
    /// `Z_PRIMARYKEY`; and every other column of the entities' tables as no reference (an
    /// attribute). Throws ``CoreDataModelError/storeDoesNotMatch(_:)`` with every
    /// difference when a table or a column the model implies is not in the store.
    public func answers(for db: Database) throws -> [ReferenceAnswer] {
        try answers(for: db, schema: SchemaIntrospector.read(db))
    }

    /// ``answers(for:)`` for a caller that has read the store's schema already.
    ///
    /// A store another version of the model wrote is refused naming both
    /// (``CoreDataModelError/otherVersion(store:given:differences:)``): the store names its
    /// version in its metadata when the model has an identifier, and otherwise it has the
    /// tables and columns of one of the bundle's other versions and not this one's.
    package func answers(for db: Database, schema: DatabaseSchema) throws -> [ReferenceAnswer] {
        guard schema.isCoreDataStore else { throw CoreDataModelError.storeDoesNotMatch(["the database is no Core Data store (no Z_PRIMARYKEY and Z_METADATA)"]) }
        var numbers: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME FROM Z_PRIMARYKEY WHERE typeof(Z_ENT) = 'integer'") {
            if let name: String = row[1] { numbers[name] = row[0] }
        }
        let written = try Self.versionIdentifiers(of: db)
        let (answers, differences) = match(schema, numbers: numbers)
        let identified = written.isEmpty || written.contains(versionIdentifier)
        if identified && differences.isEmpty { return answers }
        // The version that wrote the store: the bundle's that it matches, by identifier when it
        // has one and by tables and columns.
        if let writer = otherVersions.first(where: { other in
            (written.isEmpty || written.contains(other.versionIdentifier)) && other.match(schema, numbers: numbers).differences.isEmpty
        }) {
            throw CoreDataModelError.otherVersion(store: writer.versionDescription, given: versionDescription, differences: differences)
        }
        if !identified {
            let store = "version identifier " + written.map { "\"\($0)\"" }.joined(separator: ", ") + " (its Z_METADATA)"
            throw CoreDataModelError.otherVersion(store: store, given: versionDescription, differences: differences)
        }
        throw CoreDataModelError.storeDoesNotMatch(differences)
    }

    /// Whether `column` is where Core Data stores the property `name`: `Z<NAME>`, or
    /// `Z<NAME><n>` when a sub-entity's property takes a name already taken in the table.
    static func stores(_ column: String, _ name: String) -> Bool {
        let column = column.uppercased(), expected = "Z" + name.uppercased()
        return column == expected || (column.hasPrefix(expected) && column.dropFirst(expected.count).allSatisfy { $0.isASCII && $0.isNumber })
    }

    /// Core Data's own columns in an entity's table: `Z_PK`, `Z_ENT`, `Z_OPT`, and the companion
    /// `Z<n>_<NAME>` of a to-one whose destination has sub-entities.
    static func isCoreDataColumn(_ name: String) -> Bool {
        name.hasPrefix("Z_") || DatabaseSchema.isCoreDataCompanion(name)
    }

    /// How a refusal names this version: `"Bear 7" (identifier "Version 7")`.
    var versionDescription: String {
        let identifier = versionIdentifier.isEmpty ? "no identifier" : "identifier \"\(versionIdentifier)\""
        return version.map { "version \"\($0)\" (\(identifier))" } ?? "the model given (\(identifier))"
    }

    /// The model version identifiers the store's metadata says wrote it
    /// (`NSStoreModelVersionIdentifiers` in `Z_METADATA`'s property list), the empty one
    /// left out: none when the metadata says none, or cannot be read.
    ///
    /// The property list comes from a store someone else wrote: it is read by
    /// ``PropertyListStrings``, which builds nothing but that key's strings; one it refuses (a
    /// list above its size, malformed, or declaring entities) is an error naming `Z_METADATA`.
    static func versionIdentifiers(of db: Database) throws -> [String] {
        guard let plist = try Data.fetchOne(db, sql: "SELECT Z_PLIST FROM Z_METADATA WHERE typeof(Z_PLIST) = 'blob' ORDER BY Z_VERSION DESC LIMIT 1") else { return [] }
        do {
            return (try PropertyListStrings.strings(forKey: "NSStoreModelVersionIdentifiers", in: plist) ?? []).filter { !$0.isEmpty }
        } catch let refused as PropertyListStrings.Refused {
            let store = databaseFilePath(db).map { "\($0): " } ?? ""
            throw CoreDataModelError.unreadable("\(store)Z_METADATA.Z_PLIST", refused.reason)
        }
    }

    /// Whether `name` names a version folder of a bundle: one path component that ends in
    /// `.xcdatamodel`.
    static func isVersionFolderName(_ name: String) -> Bool {
        name.hasSuffix(".xcdatamodel") && name != ".xcdatamodel" && !name.contains("/") && !name.contains("\0")
            && name != "." && name != ".."
    }

    /// The answers this model gives for the store's schema, and every difference between them:
    /// a table or a column the model implies and the store does not have.
    private func match(_ schema: DatabaseSchema, numbers: [String: Int64]) -> (answers: [ReferenceAnswer], differences: [String]) {
        var differences: [String] = []
        func table(of entity: String) -> DatabaseSchema.Table? {
            let name = "Z" + root(of: entity).uppercased()
            guard let table = schema.table(name) else {
                differences.append("entity \(entity): no table \(quoteIdentifier(name))")
                return nil
            }
            return table
        }
        for entity in entities where numbers[entity.name] == nil {
            differences.append("entity \(entity.name): not in Z_PRIMARYKEY")
        }
        var answers: [ReferenceAnswer] = []
        var seenJoinTables: Set<String> = []
        for entity in entities {
            for relationship in entity.relationships {
                let inverse = relationship.inverse.flatMap { name in self.entity(relationship.destination)?.relationships.first { $0.name == name } }
                if !relationship.toMany {
                    guard let child = table(of: entity.name), let parent = table(of: relationship.destination) else { continue }
                    let column = "Z" + relationship.name.uppercased()
                    guard child.column(column) != nil else {
                        differences.append("\(entity.name).\(relationship.name): no column \(quoteIdentifier(child.name)).\(quoteIdentifier(column))")
                        continue
                    }
                    var declaration = ReferenceDeclaration(table: child.name, column: column, parentTable: parent.name, parentColumn: "Z_PK")
                    switch declared(entity, relationship, inverse: inverse) {
                    case .onDelete(let action): declaration.declaredOnDelete = action
                    case .cycle(let reason): declaration.undeclaredBecause = reason
                    }
                    answers.append(ReferenceAnswer(.reference(declaration), isFromModel: true))
                } else if let inverse, inverse.toMany {
                    // Many-to-many: one table, owned by one of the two relationships.
                    guard let n = numbers[entity.name] ?? numbers[root(of: entity.name)], let m = numbers[relationship.destination] ?? numbers[root(of: relationship.destination)],
                          let mine = table(of: entity.name), let theirs = table(of: relationship.destination)
                    else { continue }
                    let owned = "Z_\(n)\(relationship.name.uppercased())", other = "Z_\(m)\(inverse.name.uppercased())"
                    if seenJoinTables.contains(owned.sqlFolded) || seenJoinTables.contains(other.sqlFolded) { continue }
                    if let join = schema.table(owned) {
                        seenJoinTables.insert(owned.sqlFolded)
                        for (column, parent) in [("Z_\(n)\(inverse.name.uppercased())", mine), ("Z_\(m)\(relationship.name.uppercased())", theirs)] {
                            guard join.column(column) != nil else {
                                differences.append("\(entity.name).\(relationship.name): no column \(quoteIdentifier(join.name)).\(quoteIdentifier(column))")
                                continue
                            }
                            // A link goes with either of its rows.
                            var declaration = ReferenceDeclaration(table: join.name, column: column, parentTable: parent.name, parentColumn: "Z_PK")
                            declaration.declaredOnDelete = .cascade
                            answers.append(ReferenceAnswer(.reference(declaration), isFromModel: true))
                        }
                    } else if schema.table(other) == nil {
                        // Said once, from the side read first.
                        seenJoinTables.formUnion([owned.sqlFolded, other.sqlFolded])
                        differences.append("\(entity.name).\(relationship.name): no many-to-many table \(quoteIdentifier(owned)) or \(quoteIdentifier(other))")
                    }
                }
                // A to-many whose inverse is to-one keeps no column on this side.
            }
        }
        // Attributes, in the columns Core Data names for them.
        for entity in entities {
            guard let table = schema.table("Z" + root(of: entity.name).uppercased()) else { continue }
            for attribute in entity.attributes where !table.columns.contains(where: { Self.stores($0.name, attribute) }) {
                differences.append("\(entity.name).\(attribute): no column \(quoteIdentifier(table.name)).\(quoteIdentifier("Z" + attribute.uppercased()))")
            }
        }
        // What the store has and the model does not: an entity, a column no attribute or to-one
        // relationship of the table's entities is stored in (`Z<NAME>`, or `Z<NAME>1` when a
        // sub-entity's name is taken).
        let modelled = Set(entities.map(\.name))
        for name in numbers.keys.sorted() where !modelled.contains(name) {
            differences.append("entity \(name) (Z_PRIMARYKEY): not in the model")
        }
        for tableName in Set(entities.map { "Z" + root(of: $0.name).uppercased() }).sorted() {
            guard let table = schema.table(tableName) else { continue }
            let stored = entities.filter { "Z" + root(of: $0.name).uppercased() == tableName }.flatMap { entity in
                entity.attributes + entity.relationships.filter { !$0.toMany }.map(\.name)
            }
            for column in table.columns where !Self.isCoreDataColumn(column.name) {
                if !stored.contains(where: { Self.stores(column.name, $0) }) {
                    differences.append("no attribute or to-one relationship of the model is stored in \(quoteIdentifier(table.name)).\(quoteIdentifier(column.name))")
                }
            }
        }
        guard differences.isEmpty else { return (answers, differences) }
        // Every other column of the entities' tables is an attribute (or Core Data's own): no
        // reference, whatever its values look like.
        let references = Set(answers.map { ColumnPath(table: $0.column.table, column: $0.column.column) })
        for table in Set(entities.map { "Z" + root(of: $0.name).uppercased() }).sorted() {
            guard let table = schema.table(table) else { continue }
            for column in table.columns where !references.contains(ColumnPath(table: table.name, column: column.name)) && !Self.isCoreDataColumn(column.name) {
                answers.append(ReferenceAnswer(.notReference(ColumnPath(table: table.name, column: column.name), reason: "an attribute of the Core Data model"), isFromModel: true))
            }
        }
        return (answers, [])
    }
}

extension CoreDataModel {
    /// How the converted table declares a to-one relationship.
    enum Declared: Equatable {
        /// `REFERENCES … ON DELETE` this action.
        case onDelete(DatabaseSchema.ForeignKey.Action)
        /// Not at all: declaring it would make a cycle, which SyncEngine refuses; why, in words.
        case cycle(String)
    }

    /// How the converted table declares `entity`'s to-one `relationship`: with the `ON DELETE`
    /// of what deleting the destination does to this row, the inverse's deletion rule (Cascade
    /// → CASCADE, Nullify → SET NULL, Deny → RESTRICT, No Action → NO ACTION; no inverse: SET
    /// NULL); not at all where that would make a cycle, which SyncEngine refuses: a
    /// relationship to its own hierarchy, and one side of a one-to-one stored on both sides
    /// (the side the other cascades to keeps the declaration; else the side whose entity sorts
    /// first).
    func declared(_ entity: Entity, _ relationship: Relationship, inverse: Relationship?) -> Declared {
        let root = root(of: entity.name)
        if root == self.root(of: relationship.destination) {
            return .cycle("\(entity.name).\(relationship.name) is a relationship to its own entity hierarchy (\(root)): declared, it would be a cycle SyncEngine refuses")
        }
        if let inverse, !inverse.toMany {
            let cascadesHere = inverse.deletionRule == "Cascade", cascadesThere = relationship.deletionRule == "Cascade"
            if cascadesHere != cascadesThere ? !cascadesHere : entity.name > relationship.destination {
                let other = "\(quoteIdentifier("Z" + self.root(of: relationship.destination).uppercased())).\(quoteIdentifier("Z" + inverse.name.uppercased()))"
                return .cycle("the one-to-one \(entity.name).\(relationship.name) ↔ \(relationship.destination).\(inverse.name) is stored on both sides and declared on the other, \(other): both declared, it would be a cycle SyncEngine refuses")
            }
        }
        switch inverse?.deletionRule {
        case "Cascade": return .onDelete(.cascade)
        case "Deny": return .onDelete(.restrict)
        case "No Action": return .onDelete(.noAction)
        default: return .onDelete(.setNull)
        }
    }
}

/// Why a Core Data model cannot be used.
public enum CoreDataModelError: Error, Equatable, CustomStringConvertible {
    /// The model file cannot be read: where, and why.
    case unreadable(String, String)
    /// The store does not have what the model says: every difference.
    case storeDoesNotMatch([String])
    /// Another version of the model wrote the store: that version (or the identifier the
    /// store's metadata names), the version given, and how the store differs from the latter.
    case otherVersion(store: String, given: String, differences: [String])

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): \(reason)"
        case .storeDoesNotMatch(let differences): "the store does not match the Core Data model: " + differences.joined(separator: "; ")
        case .otherVersion(let store, let given, let differences):
            "the store was written by Core Data model \(store), not by \(given)"
                + (differences.isEmpty ? "" : ", which it does not match: " + differences.joined(separator: "; "))
                + "; convert it with the version that wrote it, or let the app open it with this version first (Core Data migrates it), then convert"
        }
    }
}

/// Reads a model file's `<entity>` and `<relationship>` elements.
private struct ModelXMLReader {
    var entities: [CoreDataModel.Entity] = []
    var sawModel = false
    var versionIdentifier = ""
    private var current: (name: String, parent: String?, attributes: [String], relationships: [CoreDataModel.Relationship])?

    mutating func read(_ event: MarkupScanner.Event) {
        switch event {
        case .start("model", let attributes):
            sawModel = true
            versionIdentifier = attributes["userDefinedModelVersionIdentifier"] ?? ""
        case .start("entity", let attributes):
            current = (attributes["name"] ?? "", attributes["parentEntity"], [], [])
        case .start("attribute", let attributes):
            guard let name = attributes["name"], attributes["transient"] != "YES" else { return }
            current?.attributes.append(name)
        case .start("relationship", let attributes):
            guard let name = attributes["name"], let destination = attributes["destinationEntity"] else { return }
            current?.relationships.append(CoreDataModel.Relationship(
                name: name, destination: destination, inverse: attributes["inverseName"],
                toMany: attributes["toMany"] == "YES", deletionRule: attributes["deletionRule"] ?? "Nullify"))
        case .end("entity"):
            if let entity = current {
                entities.append(CoreDataModel.Entity(name: entity.name, parent: entity.parent, attributes: entity.attributes, relationships: entity.relationships))
                current = nil
            }
        default:
            break
        }
    }
}

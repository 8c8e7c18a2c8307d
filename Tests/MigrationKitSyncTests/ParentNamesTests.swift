@testable import MigrationKitSync
import Testing

/// Which tables a column's name names, on names real apps use (digiKam, Kodi, Firefox, todo
/// apps), and the integer columns beside them that name none.
@Suite struct ParentNamesTests {
    let names = ParentNames(["users", "tvshow", "Images", "Tags", "moz_places", "folders", "accounts", "lists", "thread", "EventTable"])

    @Test(arguments: [
        // an id without a separator (digiKam)
        ("imageid", "ImageTags", ["images"]), ("tagid", "ImageTags", ["tags"]),
        // roles name the tables of people
        ("owner_id", "folders", ["users", "accounts"]), ("created_by", "lists", ["users", "accounts"]),
        ("authorID", "posts", ["users", "accounts"]), ("assigned_to", "tasks", ["users", "accounts"]),
        // a table's name without its short head (Kodi's tvshow), and an id first (idShow)
        ("show_id", "episode", ["tvshow"]), ("idShow", "episode", ["tvshow"]),
        // the parent in a hierarchy: its own table
        ("parent_id", "folders", ["folders"]), ("pid", "Tags", ["tags"]),
        // a parent that says it is a table (Shotwell)
        ("event_id", "PhotoTable", ["eventtable"]),
        // what was found before stays found
        ("place_id", "moz_historyvisits", ["moz_places"]), ("listID", "items", ["lists"]),
    ])
    func namesAParent(column: String, table: String, parents: [String]) {
        #expect(names.parents(namedBy: column, of: table) == Set(parents))
    }

    @Test(arguments: ["uuid", "guid", "valid", "position", "rating", "orientation", "width", "flags", "id", "rowid", "visit_count", "parent_count", "by", "read", "show"])
    func namesNone(column: String) {
        #expect(names.parents(namedBy: column, of: "things") == [])
    }

    /// A hierarchy's parent column names its own table only when that table is converted.
    @Test func aParentColumnOfATableThatIsNoParentNamesNothing() {
        #expect(names.parents(namedBy: "parent", of: "log") == [])
    }
}

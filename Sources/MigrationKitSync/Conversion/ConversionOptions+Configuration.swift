import MigrationKitGRDB

// A team's configuration (`.migrationkit.json`) as conversion options: the one mapping that
// `migrationkit generate --config` and an app's `ConversionOptions(configuration:)` share, so
// that the app converts each device as the reviewed file was generated.

extension ConversionOptions {
    /// The options a team's configuration gives the conversion, as `migrationkit generate`
    /// reads the same file: its answers about columns the schema does not declare as references
    /// (``AuditConfiguration/references``: each a reference, converted with its parent, or
    /// none, left as it is), the tables the app gives SyncEngine as the scope
    /// (``AuditConfiguration/syncedTables``; every table without it), and the form in which the
    /// app's client binds each table's keys (``AuditConfiguration/keyRepresentations``).
    /// Every other option keeps its default; set it after:
    ///
    /// ```swift
    /// let url = Bundle.main.url(forResource: "migrationkit", withExtension: "json")!
    /// var options = ConversionOptions(configuration: try AuditConfiguration.read(Data(contentsOf: url)))
    /// options.orphans = .setNull
    /// ```
    public init(configuration: AuditConfiguration) {
        self.init()
        adopt(configuration)
    }

    /// Takes `configuration` for what these options leave open: its answers for the columns
    /// they do not answer (`adopt(_:)` of the answers), its synced tables as the scope's
    /// tables when the scope names none (its excluded tables stay), its key representations.
    /// `generate` gives its flags first, then adopts the file: a flag wins for its run.
    package mutating func adopt(_ configuration: AuditConfiguration) {
        adopt(configuration.references)
        if scope.tables == nil, let synced = configuration.syncedTables {
            scope = ConversionScope(tables: synced, excluded: scope.excluded.sorted())
        }
        keyRepresentations = configuration.keyRepresentations
    }
}

import MigrationKitGRDB

extension SyncRule {
    /// Every rule, in code order: the schema rules (MK0xx), then the data rules (MK1xx).
    public static let all: [SyncRule] = [
        .integerPrimaryKey,
        .missingPrimaryKey,
        .compositePrimaryKey,
        .nullablePrimaryKey,
        .uniqueConstraint,
        .foreignKeyAction,
        .foreignKeyCycle,
        .foreignKeyTarget,
        .invalidTableName,
        .reservedColumnName,
        .notNullWithoutDefault,
        .undeclaredReference,
        .ftsContentRowid,
        .primaryKeyWithoutDefault,
        .integerLiteralComparison,
        .coreDataStore,
        .coreDataPlainRelation,
        .unconvertibleKeyValue,
        .orphanedRows,
        .invalidRecordName,
        .mixedUUIDFormat,
        .zeroPrefixKey,
        .staleReference,
        .keyRepresentation,
    ]

    /// The rule with this id or code.
    package static func rule(_ idOrCode: String) -> SyncRule? {
        all.first { $0.id == idOrCode || $0.code == idOrCode }
    }
}

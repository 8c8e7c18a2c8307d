import ArgumentParser
import MigrationKitGRDB
import MigrationKitSync

/// `--core-data-model`: a Core Data store's relations from the app's model file, not inferred.
struct CoreDataModelOptions: ParsableArguments {
    @Option(name: .customLong("core-data-model"), help: ArgumentHelp(
        "The app's Core Data model (Model.xcdatamodeld, one version's .xcdatamodel, or its contents file): a Core Data store's to-one and many-to-many relations are taken from it, with no question; a store that does not match it is refused, naming every difference.",
        valueName: "path"))
    var coreDataModel: String?

    /// The model, read before any database is opened; nil without the option.
    func load() throws -> CoreDataModel? {
        guard let coreDataModel else { return nil }
        do {
            return try CoreDataModel.read(path: coreDataModel)
        } catch let error as CoreDataModelError {
            throw ValidationError("--core-data-model \(error)")
        }
    }
}

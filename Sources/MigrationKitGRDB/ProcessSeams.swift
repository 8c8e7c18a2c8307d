import Foundation

/// What the `migrationkit` process asks of the libraries beyond their arguments: set once, at
/// start, by MigrationKitCLI from the tool's environment (`ToolEnvironment`). The libraries
/// read no environment themselves, so an app's process, which never sets these, runs as it
/// always does; the seams are the tool's, for the tests and pages that drive it as a process.
package struct ProcessSeams: Sendable, Equatable {
    /// Every statement's duration on standard error (`MIGRATIONKIT_PROFILE=1`): where the time
    /// of a long command goes.
    package var profilesStatements = false
    /// Stands for the free bytes of every volume (`MIGRATIONKIT_FREE_SPACE`): where the tests
    /// and the pages give a volume that lacks room (``freeSpace(onVolumeOf:)``).
    package var freeSpace: Int? = nil
    /// The point at which the process says it has arrived and raises a signal
    /// (`MIGRATIONKIT_AT`, ``SignalPoint``).
    package var signalPoint: SignalPoint.Target? = nil

    package init(profilesStatements: Bool = false, freeSpace: Int? = nil, signalPoint: SignalPoint.Target? = nil) {
        self.profilesStatements = profilesStatements
        self.freeSpace = freeSpace
        self.signalPoint = signalPoint
    }

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var seams = ProcessSeams()
    }

    private static let box = Box()

    /// The seams of this process: none unless the tool set them.
    package static var current: ProcessSeams {
        get { box.lock.withLock { box.seams } }
        set { box.lock.withLock { box.seams = newValue } }
    }
}

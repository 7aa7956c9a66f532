import ArgumentParser
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The configuration a command runs with: the settings file, problems in it reported as warnings, then the
/// command-line overrides on top.
enum UserConfiguration {
    /// The settings file path for this environment, `nil` with no home folder (`DataLocations.userFolder`).
    static var path: String? { ConfigurationFile.userPath() }

    /// The settings file read and checked, each problem printed as one warning line; an XDG variable that is set but
    /// ignored (relative) is said once, with the folder used instead.
    static func file() -> Configuration {
        for base in DataLocations.Base.allCases {
            guard let note = DataLocations.note(base) else { continue }
            let folder = DataLocations.userFolder(base)
            StandardError.warn(
                note
                    + (folder.isEmpty
                        ? "; there is no home folder either, so nothing is kept there" : ": using \(folder)"))
        }
        guard let path = ConfigurationFile.userPath() else { return Configuration() }
        let reading = ConfigurationFile.load(path, home: DataLocations.home())
        for problem in reading.problems { StandardError.warn(problem.description) }
        return reading.configuration
    }

    /// The settings file with `overrides` applied; an override refused together with the file's values (a 1 x 1 grid
    /// from `--rows 1` and `columns = 1`) is a usage error.
    static func load(overrides: ConfigurationOverrides) throws -> Configuration {
        do {
            return try overrides.applied(
                to: file(), context: SettingContext(folder: ProcessEnvironment.workingDirectory, home: nil))
        } catch {
            throw ValidationError(error.description)
        }
    }
}

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
    /// The settings file path for this environment, `nil` without XDG_CONFIG_HOME or HOME.
    static var path: String? { ConfigurationFile.userPath(ProcessEnvironment.values(["XDG_CONFIG_HOME", "HOME"])) }

    /// The settings file read and checked, each problem printed as one warning line.
    static func file() -> Configuration {
        let environment = ProcessEnvironment.values(["XDG_CONFIG_HOME", "HOME"])
        guard let path = ConfigurationFile.userPath(environment) else { return Configuration() }
        let reading = ConfigurationFile.load(path, home: environment["HOME"])
        for problem in reading.problems { StandardError.warn(problem.description) }
        return reading.configuration
    }

    /// The settings file with `overrides` applied; an override refused together with the file's values (a 1 x 1 grid
    /// from `--rows 1` and `columns = 1`) is a usage error.
    static func load(overrides: ConfigurationOverrides) throws -> Configuration {
        do {
            return try overrides.applied(to: file(), context: SettingContext(folder: ProcessEnvironment.workingDirectory, home: nil))
        } catch {
            throw ValidationError(error.description)
        }
    }
}

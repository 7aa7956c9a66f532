/// The version `--version` prints: the one place it is written. Bump it here (semantic versioning) in the commit
/// that makes a release, and tag that commit `vX.Y.Z`.
enum AppVersion {
    static let current = "0.5.0"
}

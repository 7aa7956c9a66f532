/// Times the shell's own machinery must act at, handed to the model so that `AppState.nextDeadline` is the event
/// loop's only timeout: the selection broker's time limit on stalled transfers.
public struct PlatformTimers: Hashable, Sendable {
    /// When a selection transfer under way runs out of time unless it progresses first.
    public internal(set) var selectionTransfersExpireAt: Milliseconds?

    /// No timers.
    public init() {}

    /// The earliest of the timers.
    var nextDeadline: Milliseconds? {
        selectionTransfersExpireAt
    }

    /// The effects of the timers due at `now`, each cleared until the shell reports its next time.
    mutating func due(now: Milliseconds) -> [AppEffect] {
        var effects: [AppEffect] = []
        if let at = selectionTransfersExpireAt, now >= at {
            selectionTransfersExpireAt = nil
            effects.append(.expireSelectionTransfers)
        }
        return effects
    }
}

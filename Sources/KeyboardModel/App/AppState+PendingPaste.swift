extension AppState {
    /// Holds `action` when it is input that must wait for a paste asked for before it; returns whether it was held.
    /// At `PendingPaste.deferredLimit` the wait is given up instead: what was held is handed to `handle` first, in
    /// order, its effects added to `effects`, then `action` is handled as usual (`false`).
    mutating func holdsForPaste(
        _ action: AppAction, handle: (inout AppState, AppAction) -> [AppEffect],
        effects: inout [AppEffect]
    ) -> Bool {
        guard var pending = pendingPaste, PendingPaste.waits(action) else { return false }
        if pending.deferred.count < PendingPaste.deferredLimit {
            pending.deferred.append(action)
            pendingPaste = pending
            return true
        }
        pendingPaste = nil
        for held in pending.deferred { effects += handle(&self, held) }
        // What was held may have asked for a paste again: `action` then waits for that one.
        guard pendingPaste != nil else { return false }
        pendingPaste?.deferred.append(action)
        return true
    }

    /// After `action` and its `effects`: a paste asked for starts holding input, and its answer (or none) hands the
    /// held input to `handle` in order (input after a second paste asked for among it waits again, for that one).
    mutating func pasteEffects(
        after action: AppAction, effects: [AppEffect],
        handle: (inout AppState, AppAction) -> [AppEffect]
    ) -> [AppEffect] {
        switch action {
        case .pasted, .pasteUnanswered:
            guard let pending = pendingPaste else { return [] }
            pendingPaste = nil
            return pending.deferred.flatMap { handle(&self, $0) }
        default:
            if pendingPaste == nil, effects.contains(where: { if case .requestPaste = $0 { true } else { false } }) {
                pendingPaste = PendingPaste()
            }
            return []
        }
    }
}

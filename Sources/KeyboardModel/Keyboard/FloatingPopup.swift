/// What floats over the grid, at most one at a time: the tone menu over everything, else the skin-tone picker, else
/// the magnifier of the pressed cell.
public enum FloatingPopup: Hashable, Sendable {
    case toneMenu
    case variants(VariantChoice)
    case magnifier(cell: Int)
}

extension KeyboardState {
    /// The one popup to draw now, if any. O(variants of the pressed emotion).
    public func popup(catalog: KeyboardCatalog) -> FloatingPopup? {
        if toneMenuOpen { return .toneMenu }
        if let choice = variantChoice(catalog: catalog) { return .variants(choice) }
        return magnifiedCell.map { .magnifier(cell: $0) }
    }

    /// The cell drawn pressed: the one under a press in the grid, the picker's while it is open, delete while held.
    public var pressedCell: Int? {
        switch press {
        case .grid(let grid): return grid.cell
        case .variants(let cell, _): return cell
        case .delete: return paging.deleteCell
        default: return picker?.cell
        }
    }
}

/// Whether animated stickers play (`motion`): `reduce` shows each one's first frame, as the desktop's own setting
/// (XSETTINGS `Gtk/EnableAnimations` = 0) does.
public enum MotionChoice: String, CaseIterable, Hashable, Sendable {
    case play
    case reduce
}

import CX11
import KeyboardModel

/// Follows the desktop's XSETTINGS daemon: the owner of the selection `_XSETTINGS_S<screen>` and its
/// `_XSETTINGS_SETTINGS` property, read again when a new owner announces itself on the root window (MANAGER), when
/// the owner's window goes away, and when the property changes. The property is another client's: `XSettings` checks
/// every byte of it.
final class XSettingsWatcher {
    private let display: XDisplay
    private let selection: Atom
    private let settingsAtom: Atom
    private let managerAtom: Atom
    /// The settings daemon's window; 0 without one.
    private(set) var owner: Window = 0
    /// The last problem reported, so a daemon that keeps writing the same bad bytes is reported once.
    private var reported: String?

    /// The atoms of `display`'s screen it watches, for start-up to intern with the others.
    static func atomNames(_ display: XDisplay) -> [String] {
        ["_XSETTINGS_S\(display.screen)", "_XSETTINGS_SETTINGS", "MANAGER"]
    }

    init(display: XDisplay) {
        self.display = display
        display.internAtoms(Self.atomNames(display))
        selection = display.atom("_XSETTINGS_S\(display.screen)")
        settingsAtom = display.atom("_XSETTINGS_SETTINGS")
        managerAtom = display.atom("MANAGER")
        // A new owner announces itself with a MANAGER client message sent to the root window with this mask.
        display.selectRootInput(adding: StructureNotifyMask)
    }

    /// The current daemon's settings: `nil` without a daemon, or when its property is missing or malformed (reported
    /// once per kind of problem). Three round trips; the server is grabbed while the owner is found and watched, so it
    /// cannot go away unseen in between (as the XSETTINGS specification asks).
    func read() -> XSettings? {
        XGrabServer(display.handle)
        owner = XGetSelectionOwner(display.handle, selection)
        if owner != 0 { XSelectInput(display.handle, owner, StructureNotifyMask | PropertyChangeMask) }
        XUngrabServer(display.handle)
        display.flush()
        guard owner != 0 else { return nil }
        guard
            let (type, data) = WindowProperty.bytes(
                display, window: owner, atom: settingsAtom, limit: XSettings.byteLimit + 4)
        else {
            report("the settings daemon's window has no _XSETTINGS_SETTINGS property")
            return nil
        }
        guard type == settingsAtom else {
            report("the settings daemon's _XSETTINGS_SETTINGS property has another type")
            return nil
        }
        do {
            let settings = try XSettings(parsing: [UInt8](data))
            reported = nil
            return settings
        } catch {
            report("the settings daemon's _XSETTINGS_SETTINGS property is malformed (\(error))")
            return nil
        }
    }

    /// Which events may have changed the desktop's settings, with the daemon's window of now.
    var events: XSettingsEvents {
        XSettingsEvents(
            root: display.root, managerAtom: managerAtom, selection: selection, settingsAtom: settingsAtom, owner: owner
        )
    }

    private func report(_ problem: String) {
        guard problem != reported else { return }
        reported = problem
        StandardError.warn("\(problem); theme = \"system\" shows the light theme until it is fixed")
    }
}

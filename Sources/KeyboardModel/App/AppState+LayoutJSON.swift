/// The window's rectangles as data, for the tools that drive it (the end-to-end tests read it from a property of the
/// running window): everything a pointer can aim at, from the same values that place what is drawn and take the
/// pointer, so a test never re-derives the geometry.
extension AppState {
    /// The layout at the window's size now, its tab strip at its scroll, the letters of the page shown and the popup
    /// open, as one JSON object:
    ///
    /// - `window` (`width`, `height`) and `layer` (`emotions` or `letters`);
    /// - `composer`: `mode`, `layer`, `field` and `send`;
    /// - `cells`: the band they are centred in (`area`) and their `frame`, which grid is `shown` (`square` or `wide`),
    ///   `tab`, `page`, `pages`, and the `square` and `wide` grids, each with
    ///   `rows`, `columns`, `emotionsPerPage`, `deleteCell` and `cells` (row by row);
    /// - `indicator`: `frame`, and `dots` or `scrubber`;
    /// - `tabBar`: `frame`, `search`, `settings`, `tone`, `searchField`, the strip's `viewport`, `back` and `forward`
    ///   arrows (`null` when every tab fits), `scroll` and `maximumScroll`, and `tabs` (`id`, `title`, `frame`);
    /// - `popup`: the skin-tone picker, the sticker menu or the tone menu while open (`options`, each `text` and
    ///   `frame`), else `null`;
    /// - `letters`: `page`, `shift`, `keys` (`key`, `keycode` for a key of the keymap, `label`, `variants`, `frame`)
    ///   and the accents strip while open, `variants` (`text`, `frame`).
    ///
    /// Rectangles are `{"x", "y", "width", "height"}` in window pixels. O(cells + tabs + keys).
    public func layoutJSON(catalog: KeyboardCatalog) -> JSONOutput {
        .object([
            ("window", .object([("width", .int(layout.windowSize.width)), ("height", .int(layout.windowSize.height))])),
            ("layer", .string(layer.rawValue)),
            (
                "composer",
                .object([
                    ("mode", JSONOutput(layout.modeButton)), ("layer", JSONOutput(layout.layerButton)),
                    ("field", JSONOutput(layout.textField)), ("send", JSONOutput(layout.sendButton))
                ])
            ),
            ("cells", cellsJSON(catalog: catalog)),
            ("indicator", indicatorJSON(catalog: catalog)),
            ("tabBar", tabBarJSON(catalog: catalog)),
            ("popup", popupJSON(catalog: catalog)),
            ("letters", lettersJSON)
        ])
    }

    private func cellsJSON(catalog: KeyboardCatalog) -> JSONOutput {
        func grid(_ grid: CellGrid) -> JSONOutput {
            let paging = Paging(rows: grid.rows, columns: grid.columns)
            return .object([
                ("rows", .int(grid.rows)), ("columns", .int(grid.columns)),
                ("emotionsPerPage", .int(paging.emotionsPerPage)), ("deleteCell", .int(paging.deleteCell)),
                ("cells", .array((0..<grid.count).map { JSONOutput(grid.rect($0)) }))
            ])
        }
        return .object([
            ("area", JSONOutput(layout.gridArea)),
            ("frame", JSONOutput(layout.grid)),
            ("shown", .string(keyboard.cellGrid == layout.squareCells ? "square" : "wide")),
            ("tab", .int(keyboard.tabIndex)),
            ("page", .int(keyboard.currentPage(catalog: catalog))),
            ("pages", .int(keyboard.pageCount(catalog: catalog))),
            ("square", grid(layout.squareCells)),
            ("wide", grid(layout.wideCells))
        ])
    }

    private func indicatorJSON(catalog: KeyboardCatalog) -> JSONOutput {
        let pages = keyboard.pageCount(catalog: catalog)
        let shape: (key: String, value: JSONOutput) =
            switch layout.pageIndicator(pages: pages) {
            case .dots(let dots): ("dots", .array(dots.map(JSONOutput.init)))
            case .scrubber(let track): ("scrubber", JSONOutput(track))
            }
        return .object([("frame", JSONOutput(layout.indicator)), shape])
    }

    private func tabBarJSON(catalog: KeyboardCatalog) -> JSONOutput {
        let strip = keyboard.tabStrip(catalog: catalog)
        let scroll = strip.clamped(scroll: keyboard.tabScroll)
        let tabs = catalog.tabs.indices.map { index in
            JSONOutput.object([
                ("id", .string(catalog.tabs[index].id)), ("title", .string(catalog.tabs[index].title)),
                ("frame", JSONOutput(strip.tabRect(index, scroll: scroll)))
            ])
        }
        return .object([
            ("frame", JSONOutput(layout.tabBar)), ("search", JSONOutput(layout.searchButton)),
            ("settings", JSONOutput(layout.settingsButton)), ("tone", JSONOutput(layout.toneButton)),
            ("searchField", JSONOutput(layout.searchField)), ("viewport", JSONOutput(strip.viewport)),
            ("back", JSONOutput(strip.backArrow)), ("forward", JSONOutput(strip.forwardArrow)),
            ("scroll", .int(scroll)), ("maximumScroll", .int(strip.maximumScroll)), ("tabs", .array(tabs))
        ])
    }

    private func popupJSON(catalog: KeyboardCatalog) -> JSONOutput {
        func options(_ texts: [String], _ frames: [Rect]) -> JSONOutput {
            let entries = zip(texts, frames).map { text, frame in
                JSONOutput.object([("text", .string(text)), ("frame", JSONOutput(frame))])
            }
            return .object([("options", .array(entries))])
        }
        switch keyboard.popup(catalog: catalog) {
        case .toneMenu: return options(SkinTone.allCases.map(\.rawValue), layout.toneMenu.items)
        case .variants(let choice): return options(choice.options.map(\.text), choice.popup.items)
        case .magnifier, nil: return .null
        }
    }

    private var lettersJSON: JSONOutput {
        let keys = lettersLayout.keys.map { cap in
            var members: [(key: String, value: JSONOutput)] = [("key", .string(Self.name(of: cap.key)))]
            if case .keycode(let code) = cap.key { members.append(("keycode", .int(Int(code)))) }
            members += [
                ("label", .string(label(of: cap.key))),
                ("variants", .array(variants(of: cap.key).map(JSONOutput.string))),
                ("frame", JSONOutput(cap.frame))
            ]
            return JSONOutput.object(members)
        }
        let strip = zip(letters.press?.variants ?? [], letterVariantFrames).map { text, frame in
            JSONOutput.object([("text", .string(text)), ("frame", JSONOutput(frame))])
        }
        let shift =
            switch letters.shift {
            case .off: "off"
            case .once: "once"
            case .locked: "locked"
            }
        return .object([
            ("page", .string(letters.page == .letters ? "letters" : "symbols")),
            ("shift", .string(shift)),
            ("keys", .array(keys)),
            ("variants", .array(strip))
        ])
    }

    /// A letter key's kind as the layout data names it.
    private static func name(of key: LetterKey) -> String {
        switch key {
        case .keycode: "keycode"
        case .symbol: "symbol"
        case .shift: "shift"
        case .backspace: "backspace"
        case .emotions: "emotions"
        case .page: "page"
        case .space: "space"
        case .enter: "enter"
        case .modifier(.control): "control"
        case .modifier(.alt): "alt"
        case .modifier(.super): "super"
        case .modifier: "altGr"
        }
    }
}

/// How the skin-tone picker lays out an emoji's options (the base first, then its variants).
public enum VariantArrangement: Hashable, Sendable {
    /// One row, in order.
    case strip(count: Int)
    /// Two people with a tone each (🧑‍🤝‍🧑, couples, kisses, handshakes): a 6 x 6 board whose first row and column
    /// name the tones, first person down and second across, with the base in the corner; `positions[i]` is option
    /// `i`'s place on the board (row * 6 + column).
    case pairs(positions: [Int])

    /// The side of the board of `pairs`.
    public static let boardSide = 6

    /// The arrangement for `options`: a board when the variants are exactly the 25 pairs of tones (a single modifier
    /// stands for both people, as in 💏🏻), a strip otherwise. O(total length of the options).
    public init(options: [Emotion]) {
        guard options.count == 26 else {
            self = .strip(count: options.count)
            return
        }
        var positions = [0]
        var taken: Set<Int> = [0]
        for option in options.dropFirst() {
            let tones = SkinTone.tones(in: option.text)
            guard (1...2).contains(tones.count), let first = SkinTone.modifiers.firstIndex(of: tones[0]),
                let second = SkinTone.modifiers.firstIndex(of: tones[tones.count - 1])
            else {
                self = .strip(count: options.count)
                return
            }
            let position = (first + 1) * Self.boardSide + second + 1
            guard taken.insert(position).inserted else {
                self = .strip(count: options.count)
                return
            }
            positions.append(position)
        }
        self = .pairs(positions: positions)
    }

    public var count: Int {
        switch self {
        case .strip(let count): count
        case .pairs(let positions): positions.count
        }
    }

    /// Option `index`'s place as (row, column): a strip is one row.
    func place(of index: Int) -> (row: Int, column: Int) {
        switch self {
        case .strip: (0, index)
        case .pairs(let positions): (positions[index] / Self.boardSide, positions[index] % Self.boardSide)
        }
    }

    /// The option an arrow key moves to from `index`: the nearest one that lies in that direction (fewest steps that
    /// way first, then fewest across), or `index` itself when there is none. O(options).
    public func option(from index: Int, rowStep: Int, columnStep: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        let from = place(of: index)
        var best: (index: Int, along: Int, across: Int)?
        for candidate in 0..<count where candidate != index {
            let to = place(of: candidate)
            let along = rowStep != 0 ? (to.row - from.row) * rowStep : (to.column - from.column) * columnStep
            let across = rowStep != 0 ? abs(to.column - from.column) : abs(to.row - from.row)
            guard along > 0 else { continue }
            if best.map({ (along, across) < ($0.along, $0.across) }) ?? true { best = (candidate, along, across) }
        }
        return best?.index ?? index
    }
}

/// Deterministic benchmark inputs.
enum SyntheticText {
    /// A hundred codes like a chat app's sticker set, plus the shipped pack's.
    static let knownCodes: [String] = {
        let names = [
            "微笑", "撇嘴", "色", "发呆", "得意", "流泪", "害羞", "闭嘴", "睡", "大哭", "尴尬", "发怒", "调皮", "呲牙", "惊讶", "难过",
            "酷", "冷汗", "抓狂", "吐", "偷笑", "愉快", "白眼", "傲慢", "饥饿", "困", "惊恐", "流汗", "憨笑", "悠闲", "奋斗", "咒骂",
            "疑问", "嘘", "晕", "疯了", "衰", "骷髅", "敲打", "再见", "擦汗", "抠鼻", "鼓掌", "糗大了", "坏笑", "左哼哼", "右哼哼", "哈欠",
            "鄙视", "委屈", "快哭了", "阴险", "亲亲", "吓", "可怜", "菜刀", "西瓜", "啤酒", "篮球", "乒乓", "咖啡", "饭", "猪头", "玫瑰",
            "凋谢", "嘴唇", "爱心", "心碎", "蛋糕", "闪电", "炸弹", "刀", "足球", "瓢虫", "便便", "月亮", "太阳", "礼物", "拥抱", "强",
            "弱", "握手", "胜利", "抱拳", "勾引", "拳头", "差劲", "爱你", "NO", "OK", "笑哭", "开心", "生气", "哭", "爱心眼", "机智",
            "皱眉", "耶", "吃瓜", "加油"
        ]
        return names.map { "[\($0)]" }
    }()

    /// About `bytes` of text: ASCII and CJK words with a bracket token every ~20 bytes, one in five unknown.
    static func make(bytes: Int, codes: [String]) -> String {
        var random = SplitMix(state: 42)
        let words = ["hello ", "好的", "ok ", "今天", "天气", "不错 ", "see you ", "哈哈", "😂", "👍🏽", "[", "]", "a[b", "x] "]
        var text = ""
        text.reserveCapacity(bytes + 64)
        var sinceToken = 0
        while text.utf8.count < bytes {
            if sinceToken >= 20 {
                text +=
                    random.next() % 5 == 0
                    ? "[未知\(random.next() % 1000)]" : codes[Int(random.next() % UInt64(codes.count))]
                sinceToken = 0
            } else {
                let word = words[Int(random.next() % UInt64(words.count))]
                text += word
                sinceToken += word.utf8.count
            }
        }
        return text
    }

    /// Inputs that make backtracking scanners slow: long runs of open brackets, and a bracket never closed.
    static func hostile(bytes: Int) -> [(String, String)] {
        [
            ("all open brackets", String(repeating: "[", count: bytes)),
            ("one unclosed bracket", "[" + String(repeating: "好", count: bytes / 3)),
            ("unknown codes", String(repeating: "[未知未知]", count: bytes / 14))
        ]
    }
}

struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

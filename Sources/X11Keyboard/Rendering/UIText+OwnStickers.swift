import KeyboardModel

extension UIText {
    /// What ➕ and a sticker's menu in My stickers did, or what to do first. Codes come from the model's check, so
    /// they hold no control character; a failure is the store's one line, in English as the command line says it.
    static func ownStickers(_ what: OwnStickerNotice, chinese: Bool) -> String {
        switch what {
        case .typeCodeFirst: chinese ? "先在输入框里输入表情的代码" : "Type the sticker's code in the text field first"
        case .composeModeFirst: chinese ? "先切换到编辑模式（✎），在输入框里输入代码" : "Switch to compose mode (✎) and type the code in the text field"
        case .badCode(let reason): (chinese ? "不能用作代码：" : "Not a code: ") + reason
        case .codeTaken(let code): chinese ? "\(code) 已被其他表情使用" : "\(code) is taken by another sticker"
        case .noImageOnClipboard: chinese ? "剪贴板里没有图片：先复制一张图片" : "No image on the clipboard: copy one first"
        case .added(let code): chinese ? "已添加 \(code) 到我的表情" : "Added \(code) to My stickers"
        case .renamed(let code): chinese ? "已改名为 \(code)" : "Renamed to \(code)"
        case .removed(let code): chinese ? "已删除 \(code)" : "Removed \(code)"
        case .failed(let reason): reason
        }
    }

    static func emptyOwnStickers(chinese: Bool) -> String {
        chinese ? "还没有表情：复制一张图片，在上面输入代码，再按 ➕" : "Empty: copy an image, type its code above, press ➕"
    }
}

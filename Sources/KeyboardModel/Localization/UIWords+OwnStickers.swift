extension UIWords {
    /// What ➕ and a sticker's menu in My stickers did, or what to do first. Codes come from the model's check, so
    /// they hold no control character; a failure is the store's one line, in English as the command line says it.
    public func ownStickers(_ what: OwnStickerNotice) -> String {
        switch what {
        case .typeCodeFirst: chinese ? "先在输入框里输入表情的代码" : "Type the sticker's code in the text field first"
        case .composeModeFirst:
            chinese ? "先切换到编辑模式（✎），在输入框里输入代码" : "Switch to compose mode (✎) and type the code in the text field"
        case .badCode(let reason): (chinese ? "不能用作代码：" : "Not a code: ") + reason
        case .codeTaken(let code): chinese ? "\(code) 已被其他表情使用" : "\(code) is taken by another sticker"
        case .clipboardImage(let problem): clipboardImage(problem)
        case .added(let code): chinese ? "已添加 \(code) 到我的表情" : "Added \(code) to My stickers"
        case .renamed(let code): chinese ? "已改名为 \(code)" : "Renamed to \(code)"
        case .removed(let code): chinese ? "已删除 \(code)" : "Removed \(code)"
        case .failed(let reason): reason
        }
    }

    /// Why the clipboard gave no image, and what to do; the command line says the same in English.
    public func clipboardImage(_ problem: ClipboardImageProblem) -> String {
        switch problem {
        case .noImage: chinese ? "剪贴板里没有图片：先复制一张图片" : "No image on the clipboard: copy one first"
        case .notAnImage(let offered):
            chinese
                ? "剪贴板里没有 PNG、GIF 或 WebP 图片（它提供 \(offered.joined(separator: "、"))）：先复制一张"
                : "No PNG, GIF or WebP on the clipboard (it offers \(offered.joined(separator: ", "))): copy one first"
        case .noLocalFile:
            chinese
                ? "复制的不是这台电脑上的文件：先把图片存下来再复制"
                : "The copied files are not on this computer: save the image, copy it again"
        case .fileNotImage(let name, let reason):
            chinese ? "复制的文件 \(name) 不能用作表情：\(reason)" : "The copied file \(name) cannot be a sticker: \(reason)"
        case .tooLarge: chinese ? "剪贴板里的图片超过 8 MiB：复制一张小一些的" : "The clipboard's image is over 8 MiB: copy a smaller one"
        case .noAnswer:
            chinese ? "持有剪贴板的程序没有回应：再复制一次图片" : "The program holding the clipboard did not answer: copy the image again"
        case .ownerGone:
            chinese
                ? "持有剪贴板的程序在回应前退出了：再复制一次图片"
                : "The program holding the clipboard quit before answering: copy the image again"
        }
    }

    public func emptyOwnStickers() -> String {
        chinese ? "还没有表情：复制一张图片，在上面输入代码，再按 ➕" : "Empty: copy an image, type its code above, press ➕"
    }
}

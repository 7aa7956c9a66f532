import CX11

/// The answer to a selection request (ICCCM 2.2): a SelectionNotify sent to the requestor, naming the property that
/// holds the data, or None for a refusal.
enum SelectionReply {
    static func send(_ display: XDisplay, answering request: XSelectionRequestEvent, property: Atom) {
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = request.display
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        reply.property = property
        var event = XEvent(xselection: reply)
        XSendEvent(display.handle, request.requestor, 0, 0, &event)
        display.flush()
    }
}

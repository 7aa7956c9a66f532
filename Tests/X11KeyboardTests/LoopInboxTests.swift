import Dispatch
import Testing

@testable import X11Keyboard

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Loop inbox")
struct LoopInboxTests {
    func readable(_ inbox: LoopInbox<Int>, timeout: Int32) -> Bool {
        var descriptor = pollfd(fd: inbox.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, timeout) == 1
    }

    @Test func valuesPostedOnAnotherThreadWakeTheLoopInOrder() {
        let inbox = LoopInbox<Int>()
        #expect(!readable(inbox, timeout: 0))
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { for value in 0..<100 { inbox.post(value) } }
        group.wait()
        #expect(readable(inbox, timeout: 1000))
        #expect(inbox.take() == Array(0..<100))
        #expect(!readable(inbox, timeout: 0), "every wake-up byte is read with the values")
        #expect(inbox.take() == [])
    }
}

import Testing
import PropertyBased
import Tactile
@testable import TactileLinuxInput

/// Issue 25, item 2: a raw evdev recording replays as a stream (`EvdevFrameStream`),
/// chunk by chunk in constant memory, with the frames of the whole-file decoder.
struct EvdevFrameStreamTests {
    /// A two-finger stream with a reused tracking id (the repair of bug 18).
    func recording() -> [UInt8] {
        var s = EventScript()
        s.at(1); s.down(slot: 0, id: 4, x: 10, y: 20); s.syn()
        s.at(1.01); s.down(slot: 1, id: 4, x: 50, y: 60); s.syn()
        for i in 0..<40 { s.at(1.02 + Double(i) / 120); s.move(slot: 0, x: 10 + Int32(i), y: 20); s.move(slot: 1, x: 50, y: 60 + Int32(i)); s.syn() }
        s.at(2); s.up(slot: 0); s.syn()
        s.at(2.1); s.down(slot: 2, id: 9, x: 5, y: 5); s.syn()
        return EvdevByteDecoder.encode(s.events)
    }

    func stream(_ bytes: [UInt8], chunk: Int) -> [InputFrame] {
        var stream = EvdevFrameStream(windowSize: Size(width: 390, height: 844))
        var frames: [InputFrame] = []
        var i = 0
        while i < bytes.count {
            frames += stream.decode(bytes[i..<min(i + chunk, bytes.count)])
            i += chunk
        }
        return frames + stream.finish()
    }

    /// Any chunking gives the frames `TouchRecordingFile` decodes from the whole file.
    @Test func streamedFramesEqualTheWholeFileDecodersForAnyChunkSize() async {
        let bytes = recording()
        let whole = try? TouchRecordingFile.load(bytes: bytes, path: "r.evdev").frames(windowSize: Size(width: 390, height: 844)).frames
        #expect(whole?.isEmpty == false)
        await propertyCheck(input: Gen.int(in: 1...600)) { chunk in
            #expect(stream(bytes, chunk: chunk) == whole)
        }
    }

    /// Bug 18: the reused tracking id gets -1, inside the trace format's 32-bit range.
    @Test func aReusedTrackingIdGetsANegativeIdInRange() {
        let ids = Set(stream(recording(), chunk: 4096).flatMap { $0.samples.map(\.id) })
        #expect(ids == [4, -1, 9])
    }

    /// Too few bytes, or bytes that are no records, are not an evdev stream (the reader's words).
    @Test func bytesThatAreNoRecordsAreReported() {
        var short = EvdevFrameStream(windowSize: Size(width: 10, height: 10))
        _ = short.decode([1, 2, 3])
        _ = short.finish()
        #expect(short.notAStreamReason == "not an evdev event stream: 3 bytes, shorter than one 24-byte input_event record")
        var good = EvdevFrameStream(windowSize: Size(width: 10, height: 10))
        _ = good.decode(recording())
        #expect(good.notAStreamReason == nil)
    }
}

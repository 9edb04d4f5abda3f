import Testing
import Tactile
@testable import TactileLinuxInput

@Suite struct EvdevByteDecoderTests {
    let events = [
        EvdevEvent(seconds: 1_700_000_000, microseconds: 123_456, type: 3, code: 57, value: 1420),
        EvdevEvent(seconds: 1_700_000_000, microseconds: 123_456, type: 3, code: 53, value: -5),
        EvdevEvent(seconds: 1_700_000_000, microseconds: 123_456, type: 0, code: 0, value: 0),
    ]

    @Test func decodesLittleEndian24ByteRecords() {
        // Hand-assembled record: sec 2, usec 500000, EV_ABS, ABS_MT_POSITION_X, 1218.
        var bytes: [UInt8] = [2, 0, 0, 0, 0, 0, 0, 0, 0x20, 0xA1, 0x07, 0, 0, 0, 0, 0, 3, 0, 0x35, 0, 0xC2, 0x04, 0, 0]
        #expect(bytes.count == 24)
        bytes += EvdevByteDecoder.encode([EvdevEvent(seconds: 2, microseconds: 500_000, type: 0, code: 0, value: 0)])
        let (decoded, diagnostics) = EvdevByteDecoder.decodeAll(bytes)
        #expect(decoded == [EvdevEvent(seconds: 2, microseconds: 500_000, type: 3, code: 0x35, value: 1218),
                            EvdevEvent(seconds: 2, microseconds: 500_000, type: 0, code: 0, value: 0)])
        #expect(diagnostics.isEmpty)
        #expect(decoded[0].time == 2.5)
    }

    @Test func roundTripsBothLayouts() {
        for layout in [EvdevByteDecoder.Layout.timeval64, .timeval32] {
            let bytes = EvdevByteDecoder.encode(events, layout: layout)
            #expect(bytes.count == events.count * layout.recordSize)
            let (decoded, diagnostics) = EvdevByteDecoder.decodeAll(bytes, layout: layout)
            #expect(decoded == events)
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func acceptsAnyChunking() {
        let bytes = EvdevByteDecoder.encode(events)
        for chunk in [1, 5, 23, 24, 25, 71] {
            var decoder = EvdevByteDecoder()
            var out: [EvdevEvent] = []
            var i = 0
            while i < bytes.count {
                out += decoder.decode(bytes[i..<min(bytes.count, i + chunk)])
                i += chunk
            }
            decoder.finish()
            #expect(out == events, "chunk \(chunk)")
            #expect(decoder.diagnostics.isEmpty)
        }
    }

    @Test func truncatedStreamReportsTheDroppedTail() {
        let bytes = Array(EvdevByteDecoder.encode(events).dropLast(10))
        let (decoded, diagnostics) = EvdevByteDecoder.decodeAll(bytes)
        #expect(decoded == Array(events.prefix(2)))
        #expect(diagnostics == [.truncatedEvent(byteOffset: 48, length: 14)])
        #expect(diagnostics[0].description == "truncated event: 14 trailing bytes at offset 48 dropped")
    }

    @Test func garbageRecordsAreSkippedAndReported() {
        var bytes = EvdevByteDecoder.encode([events[0]])
        bytes += [UInt8](repeating: 0xFF, count: 48)        // negative time, huge usec
        bytes += EvdevByteDecoder.encode([events[1]])
        // usec 2 000 000 is impossible
        bytes += EvdevByteDecoder.encode([EvdevEvent(seconds: 1, microseconds: 2_000_000, type: 3, code: 0, value: 0)])
        bytes += EvdevByteDecoder.encode([EvdevEvent(seconds: 1, microseconds: 0, type: 0x40, code: 0, value: 0)]) // type > EV_MAX
        bytes += EvdevByteDecoder.encode([events[2]])
        let (decoded, diagnostics) = EvdevByteDecoder.decodeAll(bytes)
        #expect(decoded == events)
        #expect(diagnostics == [.implausibleEvents(byteOffset: 24, count: 2), .implausibleEvents(byteOffset: 96, count: 2)])
        #expect(diagnostics[0].description == "2 implausible event records at offset 24 skipped (not kernel input events)")
    }

    @Test func textIsNotAnEventStream() {
        let bytes = Array("Event: time 1700000000.123456, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 1218\n".utf8)
        var decoder = EvdevByteDecoder()
        let decoded = decoder.decode(bytes)
        decoder.finish()
        #expect(decoded.isEmpty)
        #expect(decoder.implausibleRecordCount == 3)
        #expect(decoder.diagnostics.contains(.truncatedEvent(byteOffset: 72, length: bytes.count - 72)))
    }

    @Test func eventTimeIsExactRelativeToAnAbsoluteOrigin() {
        let a = EvdevEvent(seconds: 1_700_000_000, microseconds: 999_999, type: 0, code: 0, value: 0)
        let b = EvdevEvent(seconds: 1_700_000_001, microseconds: 8_332, type: 0, code: 0, value: 0)
        #expect(b.time(since: a) == 0.008333)
        #expect(EvdevEvent(time: 1.25, type: 0, code: 0, value: 0).microseconds == 250_000)
        #expect(EvdevEvent(time: -0.5, type: 0, code: 0, value: 0).seconds == -1)
        #expect(EvdevEvent(time: .nan, type: 0, code: 0, value: 0).time == 0)
        #expect(b.description == "1700000001.008332 EV_SYN SYN_REPORT 0")
    }
}

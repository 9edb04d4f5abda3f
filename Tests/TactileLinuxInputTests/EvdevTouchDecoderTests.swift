import Testing
import Tactile
@testable import TactileLinuxInput

@Suite struct EvdevTouchDecoderTests {
    func decode(_ script: EventScript, _ configuration: EvdevTouchDecoder.Configuration = .init(),
                finish: Bool = true) -> (frames: [InputFrame], decoder: EvdevTouchDecoder) {
        var decoder = EvdevTouchDecoder(mapping: testMapping, configuration: configuration)
        var frames = decoder.decode(script.events)
        if finish { frames += decoder.finish() }
        return (frames, decoder)
    }

    // MARK: Protocol B

    @Test func protocolB_twoFingersUseTrackingIds() {
        var s = EventScript()
        s.down(slot: 0, id: 10, x: 500, y: 500); s.key(EvdevCode.BTN_TOUCH, 1)
        s.abs(EvdevCode.ABS_X, 500); s.abs(EvdevCode.ABS_Y, 500); s.syn()
        s.at(0.01); s.down(slot: 1, id: 11, x: 100, y: 200); s.syn()
        s.at(0.02); s.move(slot: 0, x: 600, y: 500); s.syn()
        s.at(0.03); s.abs(EvdevCode.ABS_MT_POSITION_Y, 400); s.syn()   // still slot 0
        s.at(0.04); s.up(slot: 1); s.syn()
        s.at(0.05); s.up(slot: 0); s.key(EvdevCode.BTN_TOUCH, 0); s.syn()
        let (frames, decoder) = decode(s)
        #expect(summary(frames) == [
            "0: 10 began 50 100",
            "0.01: 11 began 10 40",
            "0.02: 10 moved 60 100",
            "0.03: 10 moved 60 80",
            "0.04: 11 ended 10 40",
            "0.05: 10 ended 60 80",
        ])
        #expect(decoder.activeProtocol == .typeB)
        #expect(decoder.diagnostics.isEmpty)
        #expect(frames.allSatisfy { !$0.listsAllContacts })
    }

    @Test func protocolB_slotIdsOption() {
        var s = EventScript()
        s.down(slot: 3, id: 900, x: 0, y: 0); s.syn()
        s.at(0.01); s.up(slot: 3); s.syn()
        let (frames, _) = decode(s, .init(touchIds: .slot))
        #expect(summary(frames) == ["0: 3 began 0 0", "0.01: 3 ended 0 0"])
    }

    @Test func protocolB_touchBeginningAndEndingInOneReportGivesTwoFrames() {
        var s = EventScript()
        s.down(slot: 0, id: 5, x: 100, y: 100); s.abs(EvdevCode.ABS_MT_TRACKING_ID, -1); s.syn()
        let (frames, _) = decode(s)
        #expect(summary(frames) == ["0: 5 began 10 20", "0: 5 ended 10 20"])
    }

    @Test func protocolB_newTrackingIdInABusySlotEndsTheOldContact() {
        var s = EventScript()
        s.down(slot: 0, id: 5, x: 100, y: 100); s.syn()
        s.at(0.01); s.abs(EvdevCode.ABS_MT_TRACKING_ID, 6); s.abs(EvdevCode.ABS_MT_POSITION_X, 900); s.syn()
        s.at(0.02); s.up(slot: 0); s.syn()
        let (frames, _) = decode(s)
        #expect(summary(frames) == ["0: 5 began 10 20", "0.01: 5 ended 10 20; 6 began 90 20", "0.02: 6 ended 90 20"])
    }

    @Test func protocolB_slotKeepsItsLastPositionForTheNextContact() {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 300, y: 300); s.syn()
        s.at(0.01); s.up(slot: 0); s.syn()
        s.at(0.02); s.abs(EvdevCode.ABS_MT_TRACKING_ID, 2); s.abs(EvdevCode.ABS_MT_POSITION_Y, 600); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(summary(frames).last == "0.02: 2 began 30 120")
        #expect(decoder.liveTouchIds == [2])
    }

    @Test func protocolB_pressureAndTouchMajorGiveForceAndRadius() {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 0, y: 0)
        s.abs(EvdevCode.ABS_MT_PRESSURE, 50); s.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 40); s.syn()
        s.at(0.01); s.abs(EvdevCode.ABS_MT_PRESSURE, 100); s.syn()
        let (frames, _) = decode(s, finish: false)
        #expect(frames.count == 2)
        #expect(frames[0].samples[0].force == 1)
        #expect(frames[0].samples[0].maximumPossibleForce == 2)
        // 40 units / 2 × mean(100/1000, 200/1000) points per unit = 3 points.
        #expect(abs((frames[0].samples[0].majorRadius ?? 0) - 3) < 1e-9)
        #expect(frames[1].samples[0].phase == .moved)
        #expect(frames[1].samples[0].force == 2)
    }

    @Test func protocolB_duplicateTrackingIdGetsADistinctTouchId() {
        var s = EventScript()
        s.down(slot: 0, id: 7, x: 0, y: 0); s.down(slot: 1, id: 7, x: 1000, y: 0); s.syn()
        let (frames, decoder) = decode(s)
        let assigned = -1   // repaired ids count down from -1 (never a tracking id of the file)
        #expect(summary(frames) == ["0: 7 began 0 0; \(assigned) began 100 0", "0: 7 cancelled 0 0; \(assigned) cancelled 100 0"])
        #expect(decoder.diagnostics.first == .duplicateTrackingId(trackingId: 7, slot: 1, assignedId: assigned))
    }

    @Test func protocolB_slotOutOfRangeIsIgnored() {
        var s = EventScript()
        s.down(slot: 12, id: 1, x: 0, y: 0); s.syn()         // ABS_MT_SLOT max is 9
        s.down(slot: -1, id: 2, x: 0, y: 0); s.syn()
        s.down(slot: 0, id: 3, x: 0, y: 0); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 3 began 0 0"])
        #expect(decoder.diagnostics == [.slotOutOfRange(slot: 12), .slotOutOfRange(slot: -1)])
    }

    @Test func protocolB_contactWithoutAnyPositionIsPlacedAtTheAxisMinimumAndReported() {
        var s = EventScript()
        s.abs(EvdevCode.ABS_MT_TRACKING_ID, 4); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 4 began 0 0"])
        #expect(decoder.diagnostics == [.contactWithoutPosition(id: 4)])
    }

    // MARK: Protocol A

    @Test func protocolA_contactsAreMatchedByNearestPosition() {
        var s = EventScript()
        s.contact(x: 100, y: 100); s.key(EvdevCode.BTN_TOUCH, 1); s.syn()
        s.at(0.01); s.contact(x: 110, y: 100); s.contact(x: 800, y: 800); s.syn()
        // Listed in the other order: still matched by position.
        s.at(0.02); s.contact(x: 810, y: 800); s.contact(x: 120, y: 100); s.syn()
        s.at(0.03); s.contact(x: 810, y: 800); s.contact(x: 120, y: 100); s.syn()   // no change: no frame
        s.at(0.04); s.contact(x: 820, y: 800); s.syn()                             // first finger lifted
        s.at(0.05); s.syn(EvdevCode.SYN_MT_REPORT); s.key(EvdevCode.BTN_TOUCH, 0); s.syn()
        let (frames, decoder) = decode(s)
        #expect(summary(frames) == [
            "0: 1 began 10 20",
            "0.01: 1 moved 11 20; 2 began 80 160",
            "0.02: 2 moved 81 160; 1 moved 12 20",
            "0.04: 1 ended 12 20; 2 moved 82 160",
            "0.05: 2 ended 82 160",
        ])
        #expect(decoder.activeProtocol == .typeA)
    }

    @Test func protocolA_aJumpBeyondTheMatchDistanceIsANewTouch() {
        var s = EventScript()
        s.contact(x: 0, y: 0); s.syn()
        s.at(0.01); s.contact(x: 1000, y: 1000); s.syn()
        s.at(0.02); s.syn(EvdevCode.SYN_MT_REPORT); s.syn()
        let (frames, _) = decode(s)
        #expect(summary(frames) == ["0: 1 began 0 0", "0.01: 1 ended 0 0; 2 began 100 200", "0.02: 2 ended 100 200"])
        let (near, _) = decode(s, .init(maximumMatchDistance: 1000))
        #expect(summary(near) == ["0: 1 began 0 0", "0.01: 1 moved 100 200", "0.02: 1 ended 100 200"])
    }

    @Test func protocolA_trackingIdsTakePrecedenceOverDistance() {
        var s = EventScript()
        s.abs(EvdevCode.ABS_MT_TRACKING_ID, 40); s.contact(x: 100, y: 100)
        s.abs(EvdevCode.ABS_MT_TRACKING_ID, 41); s.contact(x: 200, y: 100); s.syn()
        // The fingers cross: ids, not distance, decide.
        s.at(0.01)
        s.abs(EvdevCode.ABS_MT_TRACKING_ID, 40); s.contact(x: 190, y: 100)
        s.abs(EvdevCode.ABS_MT_TRACKING_ID, 41); s.contact(x: 110, y: 100); s.syn()
        let (frames, _) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 1 began 10 20; 2 began 20 20", "0.01: 1 moved 19 20; 2 moved 11 20"])
    }

    @Test func protocolA_reportWithoutContactDataChangesNothing() {
        var s = EventScript()
        s.contact(x: 100, y: 100); s.syn()
        s.at(0.01); s.events.append(EvdevEvent(time: 0.01, type: EvdevCode.EV_MSC, code: 5, value: 10)); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 1 began 10 20"])
        #expect(decoder.liveTouchIds == [1])
    }

    // MARK: Single-touch

    @Test func singleTouch_btnTouchWithAbsXY() {
        var s = EventScript()
        s.abs(EvdevCode.ABS_X, 200); s.abs(EvdevCode.ABS_Y, 300); s.abs(EvdevCode.ABS_PRESSURE, 255)
        s.key(EvdevCode.BTN_TOUCH, 1); s.syn()
        s.at(0.01); s.abs(EvdevCode.ABS_X, 250); s.syn()
        s.at(0.02); s.key(EvdevCode.BTN_TOUCH, 0); s.abs(EvdevCode.ABS_PRESSURE, 0); s.syn()
        s.at(0.03); s.abs(EvdevCode.ABS_X, 900); s.syn()            // hover move: nothing
        s.at(0.04); s.key(EvdevCode.BTN_TOUCH, 1); s.syn()
        s.at(0.05); s.key(EvdevCode.BTN_TOUCH, 0); s.syn()
        let (frames, decoder) = decode(s)
        #expect(summary(frames) == [
            "0: 1 began 20 60", "0.01: 1 moved 25 60", "0.02: 1 ended 25 60",
            "0.04: 2 began 90 60", "0.05: 2 ended 90 60",
        ])
        #expect(frames[0].samples[0].force == 2)
        #expect(decoder.activeProtocol == .singleTouch)
    }

    @Test func singleTouch_switchingToMultitouchCancelsTheSingleContact() {
        var s = EventScript()
        s.abs(EvdevCode.ABS_X, 0); s.abs(EvdevCode.ABS_Y, 0); s.key(EvdevCode.BTN_TOUCH, 1); s.syn()
        s.at(0.01); s.down(slot: 0, id: 3, x: 0, y: 0); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 1 began 0 0", "0.01: 1 cancelled 0 0; 3 began 0 0"])
        #expect(decoder.diagnostics == [.protocolChanged(to: "multitouch protocol B")])
        #expect(decoder.diagnostics[0].description == "the device switched to multitouch protocol B reporting; open contacts were cancelled")
    }

    @Test func forcedProtocolIgnoresOtherEvents() {
        var s = EventScript()
        s.down(slot: 0, id: 3, x: 0, y: 0); s.abs(EvdevCode.ABS_X, 500); s.abs(EvdevCode.ABS_Y, 500)
        s.key(EvdevCode.BTN_TOUCH, 1); s.syn()
        let (frames, _) = decode(s, .init(touchProtocol: .singleTouch), finish: false)
        #expect(summary(frames) == ["0: 1 began 50 100"])
    }

    // MARK: SYN_DROPPED

    func droppedScript() -> EventScript {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 100, y: 100); s.down(slot: 1, id: 2, x: 500, y: 500); s.syn()
        s.at(0.01); s.move(slot: 0, x: 120, y: 100)
        s.syn(EvdevCode.SYN_DROPPED)                           // the report in progress is lost
        s.at(0.02); s.move(slot: 1, x: 520, y: 500); s.syn()  // discarded up to and including this report
        s.at(0.03); s.abs(EvdevCode.ABS_MT_POSITION_X, 540); s.syn()  // slot 1 still down
        s.at(0.04); s.abs(EvdevCode.ABS_MT_TRACKING_ID, -1); s.syn()
        s.at(0.05); s.down(slot: 0, id: 3, x: 0, y: 0); s.syn()
        return s
    }

    @Test func synDropped_cancelsContactsAndIgnoresFingersUntilTheyTouchAgain() {
        let (frames, decoder) = decode(droppedScript())
        #expect(summary(frames) == [
            "0: 1 began 10 20; 2 began 50 100",
            "0.02: 1 cancelled 10 20; 2 cancelled 50 100",
            "0.05: 3 began 0 0",
            "0.05: 3 cancelled 0 0",
        ])
        #expect(decoder.diagnostics.first == .eventsDropped(time: 0.01))
        #expect(lifecycleProblems(frames).problems.isEmpty)
    }

    @Test func synDropped_keepContactsRebaselines() {
        let (frames, _) = decode(droppedScript(), .init(droppedEvents: .keepContacts))
        #expect(summary(frames) == [
            "0: 1 began 10 20; 2 began 50 100",
            "0.03: 2 moved 54 100",
            "0.04: 2 ended 54 100",
            "0.05: 1 ended 10 20; 3 began 0 0",   // slot 0's new tracking id ends contact 1
            "0.05: 3 cancelled 0 0",
        ])
    }

    @Test func synDropped_protocolAResumesWithNewTouches() {
        var s = EventScript()
        s.contact(x: 100, y: 100); s.syn()
        s.at(0.01); s.syn(EvdevCode.SYN_DROPPED); s.contact(x: 900, y: 900); s.syn()
        s.at(0.02); s.contact(x: 110, y: 100); s.syn()
        let (frames, _) = decode(s, finish: false)
        #expect(summary(frames) == ["0: 1 began 10 20", "0.01: 1 cancelled 10 20", "0.02: 2 began 11 20"])
    }

    // MARK: Stream end and time

    @Test func finishCancelsOpenContactsAndReportsAnUnterminatedReport() {
        var s = EventScript()
        s.down(slot: 0, id: 9, x: 0, y: 0); s.syn()
        s.at(0.5); s.move(slot: 0, x: 10, y: 10)
        let (frames, decoder) = decode(s)
        #expect(summary(frames) == ["0: 9 began 0 0", "0: 9 cancelled 0 0"])
        #expect(decoder.diagnostics == [.unterminatedFrame(eventCount: 3), .contactsCancelledAtEnd(ids: [9])])
        #expect(decoder.diagnostics[1].description == "stream ended with touches 9 down; they were cancelled")
    }

    @Test func timeNeverGoesBackwards() {
        var s = EventScript()
        s.at(1.0); s.down(slot: 0, id: 1, x: 0, y: 0); s.syn()
        s.at(1.5); s.move(slot: 0, x: 10, y: 0); s.syn()
        s.at(1.2); s.move(slot: 0, x: 20, y: 0); s.syn()
        let (frames, decoder) = decode(s, finish: false)
        #expect(frames.map(\.timestamp) == [0, 0.5, 0.5])
        #expect(decoder.diagnostics == [.timeWentBackwards(time: 0.2, previous: 0.5)])
        let (absolute, _) = decode(s, .init(timeBase: .eventTime), finish: false)
        #expect(absolute.map(\.timestamp) == [1.0, 1.5, 1.5])
    }

    @Test func touchTypeIsConfigurable() {
        var s = EventScript()
        s.down(slot: 0, id: 1, x: 0, y: 0); s.syn()
        let (frames, _) = decode(s, .init(touchType: .indirect), finish: false)
        #expect(frames.first?.samples.first?.type == .indirect)
    }
}

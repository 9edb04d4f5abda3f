import Testing
import TactileScene
@testable import TactileCommands

/// What each `Examples/applications/` replay means (seed-000 §8): assertions
/// on the decisive log lines, on top of the byte-for-byte goldens.
@Suite struct ApplicationScenarioReplayTests {
    /// The replay's events, with helpers to ask about them.
    struct Log {
        let events: [LogEvent]
        init(_ name: String) throws { events = try ApplicationExample.named(name).replay() }

        /// Recognizers that reached `to`, in log order.
        func reached(_ to: LoggedState) -> [String] {
            events.compactMap { if case .state(let s) = $0.kind, s.to == to { return s.recognizer } else { return nil } }
        }
        /// Recognizers that logged any state change.
        var engaged: [String] {
            var out: [String] = []
            for e in events { if case .state(let s) = e.kind, !out.contains(s.recognizer) { out.append(s.recognizer) } }
            return out
        }
        /// Recognizers whose actions fired, in order.
        var actions: [String] { events.compactMap { if case .action(let a) = $0.kind { return a.recognizer } else { return nil } } }
        /// `view phase` for every responder callback.
        var touches: [String] {
            events.compactMap { if case .touches(let t) = $0.kind { return "\(t.view) \(t.phase)" } else { return nil } }
        }
        var routes: [LogEvent.RouteEvent] { events.compactMap { if case .route(let r) = $0.kind { return r } else { return nil } } }
        var systems: [LogEvent.SystemEvent] { events.compactMap { if case .system(let s) = $0.kind { return s } else { return nil } } }
        var definitions: [LogEvent.DefinitionEvent] {
            events.compactMap { if case .definition(let d) = $0.kind { return d } else { return nil } }
        }
        /// The index of the first event matching `f`.
        func index(_ f: (LogEvent.Kind) -> Bool) -> Int? { events.firstIndex { f($0.kind) } }
    }

    // MARK: S14–S20 (one view tree)

    /// seed-000 S14.
    @Test func hitViewAndActivelyInvolvedViewsReplay() throws {
        let ancestors = try Log("s14-hit-view-and-ancestors")
        #expect(ancestors.reached(.recognized) == ["mapsTap", "panelTap", "outermostTap"])
        #expect(!ancestors.engaged.contains("searchFieldTap") && !ancestors.engaged.contains("homeRowTap"))
        #expect(ancestors.touches.first == "mapsView began")
        #expect(try Log("s14-hit-view-only").reached(.recognized) == ["mapsTap"])
        #expect(try Log("s14-all-containing-location").reached(.recognized) == ["mapsTap", "panelTap", "outermostTap"])
    }

    /// seed-000 S15.
    @Test func skipPropertyReplay() throws {
        let log = try Log("s15-skip")
        #expect(log.reached(.recognized) == ["mapsTap", "outermostTap"])
        #expect(!log.engaged.contains("panelTap"))
    }

    /// seed-000 S16.
    @Test func noHitSkipPropertyReplay() throws {
        let log = try Log("s16-no-hit-skip")
        // (a) mapsView is the hit view: its recognizers receive although it is noHitSkip;
        // (b) the panel is not the hit view: its recognizers do not; (c) a touch in the panel: they do.
        #expect(log.reached(.recognized) == ["mapsTap", "outermostTap", "panelTap", "outermostTap"])
        let panel = try #require(log.index { if case .state(let s) = $0 { return s.recognizer == "panelTap" } else { return false } })
        let secondTouch = try #require(log.index { if case .touches(let t) = $0 { return t.view == "searchResultsPanel" } else { return false } })
        #expect(panel > secondTouch)
    }

    /// seed-000 S17.
    @Test func stopPropertyReplay() throws {
        let log = try Log("s17-stop")
        #expect(log.engaged == ["mapsTap"])
        #expect(log.actions == ["mapsTap"])
    }

    /// seed-000 S18.
    @Test func nonExclusiveRecognizerBlocksExclusiveOnesReplay() throws {
        let log = try Log("s18-non-exclusive-blocks-exclusive")
        // N begins; at that sub-event E1 becomes impossible, while E2 (an exception) and N2 keep
        // receiving until the lift (they fail only then, the press being too short).
        let nBegan = try #require(log.events.first { if case .state(let s) = $0.kind { return s.recognizer == "N" && s.to == .began } else { return false } })
        func failure(_ id: String) -> Double? {
            log.events.first { if case .state(let s) = $0.kind { return s.recognizer == id && s.to == .failed } else { return false } }?.t
        }
        #expect(failure("E1") == nBegan.t)
        let lift = try #require(log.events.last?.t)
        #expect(failure("E2") == lift && failure("N2") == lift)
        #expect(log.reached(.ended) == ["N"])
    }

    /// seed-000 S19.
    @Test func fallbackWhenNoRecognizerForTheHitViewRemainsReplay() throws {
        let higher = try Log("s19-fallback-to-higher-view")
        #expect(higher.reached(.failed) == ["mapsTap"])
        #expect(higher.reached(.began) == ["panelScroll"] && higher.reached(.ended) == ["panelScroll"])
        #expect(higher.touches.first == "mapsView began" && higher.touches.last == "mapsView cancelled")
        let disregard = try Log("s19-fallback-disregard")
        #expect(disregard.actions.isEmpty)
        #expect(disregard.touches.first == "mapsView began" && disregard.touches.last == "mapsView ended")
        #expect(!disregard.touches.contains("mapsView cancelled"))
        // Between programmatic levels: the launcher joins once the browser's tap has failed.
        let level = try Log("s19-fallback-to-higher-level")
        #expect(level.reached(.failed).first == "pageTap")
        #expect(level.routes.map(\.owner) == ["launcher"] && level.routes.first?.recognizer == "threeFingerSwipeUp")
        #expect(level.systems.first?.icons == ["browser"])
    }

    /// seed-000 S20.
    @Test func oneFailureDoesNotStopTheOthersReplay() throws {
        let log = try Log("s20-one-failure-does-not-stop-the-others")
        #expect(log.reached(.failed) == ["A"])
        #expect(log.reached(.began) == ["B"] && log.reached(.ended) == ["B"])
        #expect(log.actions.filter { $0 == "B" }.count >= 2 && !log.actions.contains("A"))
    }

    // MARK: S21–S24, S30 (a hidden launcher over a displayed browser)

    /// seed-000 S21.
    @Test func hiddenLauncherThreeFingerSwipeUpReplay() throws {
        let log = try Log("s21-three-finger-swipe-up")
        // 1. The touch-downs reached the browser too.
        #expect(Array(log.touches.prefix(3)) == ["page began", "page began", "page began"])
        // 2. The launcher's swipe recognized; the browser's views were cancelled, nothing more reached them.
        #expect(log.reached(.recognized) == ["threeFingerSwipeUp"])
        let route = try #require(log.routes.first)
        #expect(log.routes.count == 1)
        #expect(route.owner == "launcher" && route.reason == "recognized" && route.recognizer == "threeFingerSwipeUp")
        #expect(route.losers == ["os", "browser"])
        #expect(log.touches.last == "page cancelled" && !log.touches.contains("page ended"))
        #expect(log.reached(.failed).contains("scroll"))
        // 3. The handler ran once: icons shown, the browser still displayed.
        #expect(log.systems.count == 1)
        #expect(log.systems.first?.icons == ["browser", "weather"] && log.systems.first?.foreground == "browser")
        // 4. No browser action fired.
        #expect(log.actions == ["threeFingerSwipeUp"])
    }

    /// seed-000 S22.
    @Test func tapOnBookmarkIconReplay() throws {
        let log = try Log("s22-bookmark-tap")
        let route = try #require(log.routes.first)
        #expect(route.owner == "browser" && route.reason == "higherLevelsFailed" && route.losers == ["os", "launcher"])
        for r in ["tenFingerTap", "threeFingerSwipeUp", "nextApp", "previousApp", "homePinch"] { #expect(log.reached(.failed).contains(r)) }
        #expect(log.reached(.recognized) == ["bookmarkTap"])
        #expect(log.actions == ["bookmarkTap"] && log.systems.isEmpty)
        #expect(log.touches == ["bookmarkIcon began", "bookmarkIcon ended"])
    }

    /// seed-000 S23.
    @Test func neitherApplicationRecognizesReplay() throws {
        let log = try Log("s23-neither-recognizes")
        #expect(log.actions.isEmpty && log.systems.isEmpty)
        #expect(log.reached(.recognized).isEmpty && log.reached(.began).isEmpty)
        #expect(log.routes.map(\.owner) == ["browser"] && log.routes.first?.reason == "higherLevelsFailed")
        #expect(log.touches.last == "page ended")
    }

    /// seed-000 S24.
    @Test func fiveFingerPinchHomeScreenGestureReplay() throws {
        let home = try Log("s24-five-finger-pinch-home")
        #expect(home.routes.first?.owner == "launcher" && home.routes.first?.recognizer == "homePinch")
        let scales = home.systems.dropLast().map(\.scale)
        #expect(scales.count > 5)
        #expect(zip(scales, scales.dropFirst()).filter { $0.1 > $0.0 + 0.001 }.isEmpty)   // pinching in shrinks the app
        #expect((scales.last ?? 1) < 0.6)
        #expect(home.systems.last?.foreground == "launcher" && home.systems.last?.scale == 1)   // home screen
        #expect(home.touches.contains("page cancelled"))
        let back = try Log("s24-five-finger-pinch-back")
        #expect((back.systems.dropLast().last?.scale ?? 0) > 0.6)
        #expect(back.systems.last?.foreground == "browser" && back.systems.last?.scale == 1)   // back, full screen
    }

    /// seed-000 S30.
    @Test func tenFingerTapLaunchesSettingsReplay() throws {
        let log = try Log("s30-ten-finger-tap")
        #expect(log.reached(.recognized) == ["tenFingerTap"])
        #expect(log.systems.map(\.foreground) == ["settings"])
        let route = try #require(log.routes.first)
        #expect(route.owner == "os" && route.recognizer == "tenFingerTap" && route.losers == ["launcher", "browser"])
        #expect(log.touches.filter { $0 == "page began" }.count == 7)   // ten touch-downs in seven frames
        #expect(!log.touches.contains { $0.hasPrefix("settingsWindow") })
        #expect(log.actions == ["tenFingerTap"])
    }

    // MARK: S25–S29 (mode-dependent definitions)

    /// seed-000 S25, S26.
    @Test func nextApplicationInNormalAndAccessibilityModesReplay() throws {
        let log = try Log("s25-s26-next-application-modes")
        #expect(log.routes.map(\.owner) == ["browser", "launcher", "weather", "launcher"])
        // Normal mode: four fingers are not the next-application gesture, three are.
        #expect(log.routes[0].reason == "higherLevelsFailed")
        #expect(log.routes[1].recognizer == "nextApp")
        #expect(log.systems.map(\.foreground) == ["weather", "notes"])
        // The mode switch re-selects the four-finger definition at once.
        let mode = try #require(log.index { if case .mode(let m) = $0 { return m.mode == "accessibility" } else { return false } })
        let switched = try #require(log.index { if case .definition(let d) = $0 { return d.touches == 4 } else { return false } })
        #expect(switched == mode + 1)
        #expect(log.definitions.map(\.touches) == [3, 4] && log.definitions.last?.mode == "accessibility")
        // Accessibility mode: three fingers are not recognized, four are.
        #expect(log.routes[2].reason == "higherLevelsFailed" && log.routes[3].recognizer == "nextApp")
        #expect(log.actions == ["nextApp", "nextApp"])
    }

    /// seed-000 S27.
    @Test func accessibilityConflictFallbackReplay() throws {
        let log = try Log("s27-conflict-fallback")
        // nextApp keeps the three-finger swipe even in accessibility mode: X has the four-finger one.
        #expect(log.definitions.first { $0.recognizer == "nextApp" }?.touches == 3)
        #expect(log.routes.map { $0.recognizer ?? "" } == ["X", "nextApp"])
        #expect(log.actions == ["X", "nextApp"])
        #expect(log.systems.map(\.foreground) == ["weather"])
    }

    /// seed-000 S28.
    @Test func twoMultiDefinitionRecognizersReplay() throws {
        let log = try Log("s28-two-multi-definition-recognizers")
        #expect(log.definitions.map { "\($0.recognizer) \($0.touches)" } == ["R1 4", "R2 2"])
        #expect(log.actions == ["R2", "R1"])   // two fingers → R2; four fingers → R1
    }

    /// seed-000 S29.
    @Test func r1WithR3DistinguishesThePoliciesReplay() throws {
        let selected = try Log("s29-r1-r3")
        #expect(selected.definitions.map { "\($0.recognizer) \($0.touches)" } == ["R1 4", "R3 3"])
        #expect(selected.actions == ["R3"])
        let active = try Log("s29-r1-r3-unique-among-active-views")
        #expect(active.definitions.map { "\($0.recognizer) \($0.touches)" } == ["R1 4", "R3 2"])
        #expect(active.actions.isEmpty && active.routes.first?.owner == "browser")
    }
}

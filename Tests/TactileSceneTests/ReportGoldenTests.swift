import Testing
import Tactile
@testable import TactileScene

// A golden check of the report for the tiniest interesting replay: one view,
// one press recognizer, one tap.

private func tinySection() throws -> ReportSection {
    try reportSection("""
        {"window": {"width": 100, "height": 60},
         "views": [{"id": "box", "frame": [10, 10, 60, 40]}],
         "recognizers": [{"id": "press", "type": "press", "view": "box"}]}
        """, """
        {"t": 0, "touches": [{"id": 7, "phase": "began", "x": 30, "y": 30}]}
        {"t": 0.05, "touches": [{"id": 7, "phase": "ended", "x": 31, "y": 30}]}
        """, title: "tiny")
}

@Test func reportGoldenTinySceneSpatialPanel() throws {
    let svg = SpatialPanel(ReplayDigest(try tinySection())).render()
    #expect(svg == """
        <svg class="spatial" width="372" height="252" viewBox="0 0 372 252" role="img" aria-label="Views, touch paths and recognition points in window coordinates">
        <rect class="window" x="36" y="36" width="300" height="180"><title>window 100 × 60 pt</title></rect>
        <text class="caption" x="36" y="28">window 100 × 60</text>
        <g class="views">
        <polygon class="view depth0" points="66,66 246,66 246,186 66,186"><title>view box: frame [10, 10, 60, 40]; recognizers: press (press)</title></polygon>
        </g>
        <g class="paths">
        <polyline class="path" points="126,126 129,126" stroke="#1b9e77"><title>touch 7: down at 0 ms (30, 30), lifted at 50 ms (31, 30), 2 samples</title></polyline>
        </g>
        <g class="recognitions">
        <path class="recognition st-recognized" d="M129 118l8 8l-8 8l-8 -8z"><title>press recognized at 50 ms, location (31, 30)</title></path>
        </g>
        <g class="touchmarks">
        <circle class="end" cx="129" cy="126" r="5" stroke="#1b9e77"><title>touch 7 lifted at 50 ms (31, 30)</title></circle>
        <circle class="start" cx="126" cy="126" r="4.5" fill="#1b9e77"><title>touch 7 down at 0 ms (30, 30)</title></circle>
        </g>
        <g class="labels">
        <text class="touchlabel" x="107.64" y="129.85" fill="#1b9e77">7</text>
        <text class="gesturelabel" x="140" y="129.85"><title>press</title>press</text>
        <text class="viewlabel" x="70" y="79"><title>view box: frame [10, 10, 60, 40]; recognizers: press (press)</title>box</text>
        </g>
        </svg>

        """)
}

@Test func reportGoldenTinySceneTimelineRows() throws {
    let svg = TimelinePanel(ReplayDigest(try tinySection())).render()
    #expect(svg == """
        <svg class="timeline" width="1320" height="236" viewBox="0 0 1320 236" role="img" aria-label="Timeline of touches, recognizer states and view callbacks">
        <g class="axis">
        <line class="grid" x1="336.67" y1="26" x2="336.67" y2="202"></line>
        <text x="336.67" y="18" text-anchor="middle">0 ms</text>
        <text x="336.67" y="218" text-anchor="middle">0 ms</text>
        <line class="grid" x1="423.33" y1="26" x2="423.33" y2="202"></line>
        <text x="423.33" y="18" text-anchor="middle">5 ms</text>
        <text x="423.33" y="218" text-anchor="middle">5 ms</text>
        <line class="grid" x1="510" y1="26" x2="510" y2="202"></line>
        <text x="510" y="18" text-anchor="middle">10 ms</text>
        <text x="510" y="218" text-anchor="middle">10 ms</text>
        <line class="grid" x1="596.67" y1="26" x2="596.67" y2="202"></line>
        <text x="596.67" y="18" text-anchor="middle">15 ms</text>
        <text x="596.67" y="218" text-anchor="middle">15 ms</text>
        <line class="grid" x1="683.33" y1="26" x2="683.33" y2="202"></line>
        <text x="683.33" y="18" text-anchor="middle">20 ms</text>
        <text x="683.33" y="218" text-anchor="middle">20 ms</text>
        <line class="grid" x1="770" y1="26" x2="770" y2="202"></line>
        <text x="770" y="18" text-anchor="middle">25 ms</text>
        <text x="770" y="218" text-anchor="middle">25 ms</text>
        <line class="grid" x1="856.67" y1="26" x2="856.67" y2="202"></line>
        <text x="856.67" y="18" text-anchor="middle">30 ms</text>
        <text x="856.67" y="218" text-anchor="middle">30 ms</text>
        <line class="grid" x1="943.33" y1="26" x2="943.33" y2="202"></line>
        <text x="943.33" y="18" text-anchor="middle">35 ms</text>
        <text x="943.33" y="218" text-anchor="middle">35 ms</text>
        <line class="grid" x1="1030" y1="26" x2="1030" y2="202"></line>
        <text x="1030" y="18" text-anchor="middle">40 ms</text>
        <text x="1030" y="218" text-anchor="middle">40 ms</text>
        <line class="grid" x1="1116.67" y1="26" x2="1116.67" y2="202"></line>
        <text x="1116.67" y="18" text-anchor="middle">45 ms</text>
        <text x="1116.67" y="218" text-anchor="middle">45 ms</text>
        <line class="grid" x1="1203.33" y1="26" x2="1203.33" y2="202"></line>
        <text x="1203.33" y="18" text-anchor="middle">50 ms</text>
        <text x="1203.33" y="218" text-anchor="middle">50 ms</text>
        <line class="grid" x1="1290" y1="26" x2="1290" y2="202"></line>
        <text x="1290" y="18" text-anchor="middle">55 ms</text>
        <text x="1290" y="218" text-anchor="middle">55 ms</text>
        <text x="238" y="18" text-anchor="end">time</text>
        </g>
        <text class="heading" x="8" y="44">Touches<tspan class="note" dx="10">each bar runs from touch-down (●) to lift (○) or cancel (✕)</tspan></text>
        <line class="rule" x1="8" y1="50" x2="1290" y2="50"></line>
        <g class="touch"><circle cx="20" cy="64" r="5" fill="#1b9e77"></circle>
        <text class="label" x="32" y="68">touch 7</text>
        <rect class="track" x="336.67" y="60" width="866.67" height="8" fill="#1b9e77"><title>touch 7: down at 0 ms (30, 30), lifted at 50 ms (31, 30), 2 samples</title></rect>
        <circle class="start" cx="336.67" cy="64" r="4.5" fill="#1b9e77"></circle>
        <circle class="end" cx="1203.33" cy="64" r="5" stroke="#1b9e77"></circle>
        </g>
        <text class="heading" x="8" y="94">Applications<tspan class="note" dx="10">none in this scene, and no mode switches</tspan></text>
        <line class="rule" x1="8" y1="100" x2="1290" y2="100"></line>
        <text class="heading" x="8" y="120">Recognizers<tspan class="note" dx="10">state over time (✓ recognized or ended, ✗ failed, hatched); ▾ one firing of the actions, a bar ×N many; lines: action values</tspan></text>
        <line class="rule" x1="8" y1="126" x2="1290" y2="126"></line>
        <g class="recognizer"><text class="label" x="8" y="144"><title>press (press) on view box</title><tspan class="id">press</tspan><tspan class="sub" dx="6">press</tspan></text>
        <rect class="band st-possible inferred" x="336.67" y="136" width="866.67" height="14"><title>press: possible (looking at touches) from 0 ms</title></rect>
        <text class="bandtext st-text-possible" x="340.67" y="147">possible</text>
        <rect class="band st-recognized" x="1203.33" y="136" width="5" height="14"><title>press: recognized at 50 ms</title></rect>
        <path class="tick" d="M1203.33 137l-3 -6h6z"><title>press actions (recognized) at 50 ms: location (31, 30), touches 0</title></path>
        </g>
        <text class="heading" x="8" y="170">Views<tspan class="note" dx="10">callbacks each view received as the touches&#39; hit view</tspan></text>
        <line class="rule" x1="8" y1="176" x2="1290" y2="176"></line>
        <g class="view"><text class="label" x="8" y="194"><title>view box</title><tspan class="id">box</tspan></text>
        <circle class="cb-began" cx="336.67" cy="190" r="4.5" fill="#1b9e77"><title>box: touchesBegan [7] at 0 ms</title></circle>
        <path class="cross" d="M1198.83 185.5l9 9m0 -9l-9 9" stroke="#1b9e77"><title>box: touchesCancelled [7] at 50 ms</title></path>
        </g>
        </svg>

        """)
}

// Generated from Examples/ by scripts/embed-examples.py. Do not edit.

/// The files of `Examples/`, compiled in so `tactile demo` works from any directory.
package enum EmbeddedExamples {
    /// File name and text, in name order.
    package static let files: [(name: String, text: String)] = [
        ("animated-zoom.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "viewer", "frame": [0, 0, 390, 844], "children": [
      {"id": "photo", "frame": [0, 172, 390, 500], "multipleTouchEnabled": true},
      {"id": "toolbar", "frame": [0, 760, 390, 84]}
    ]}
  ],
  "recognizers": [
    {"id": "doubleTapZoom", "type": "tap", "view": "photo", "numberOfTapsRequired": 2}
  ],
  "animations": [
    {"on": "doubleTapZoom", "view": "photo", "duration": 0.3, "curve": "easeOut", "transform": [2, 0, 0, 2, 0, 0], "toggle": true},
    {"on": "doubleTapZoom", "view": "toolbar", "duration": 0.2, "curve": "linear", "alpha": 0, "toggle": true}
  ]
}

"""##),
        ("animated-zoom.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 190, "y": 399.9}]}
{"t": 0.383333, "touches": [{"id": 1, "phase": "ended", "x": 189.78, "y": 399.88}]}
{"t": 0.483333, "touches": [{"id": 2, "phase": "began", "x": 192.93, "y": 402.23}]}
{"t": 0.516667, "touches": [{"id": 2, "phase": "moved", "x": 193.21, "y": 401.81}]}
{"t": 0.566667, "touches": [{"id": 2, "phase": "ended", "x": 193.19, "y": 401.78}]}
{"t": 1.4, "touches": [{"id": 3, "phase": "began", "x": 200.1, "y": 419.84}]}
{"t": 1.483333, "touches": [{"id": 3, "phase": "ended", "x": 199.76, "y": 420.13}]}
{"t": 1.583333, "touches": [{"id": 4, "phase": "began", "x": 198.09, "y": 423.01}]}
{"t": 1.666667, "touches": [{"id": 4, "phase": "ended", "x": 198.25, "y": 423.21}]}

"""##),
        ("app-switch.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "applications": [
    {"id": "launcher", "role": "launcher",
     "applicationRecognizers": [
       {"id": "nextApp", "type": "swipe", "direction": ["left"], "numberOfTouchesRequired": 3, "handler": "nextApplication"}
     ]},
    {"id": "browser", "displayed": true,
     "windows": [
       {"id": "browserWindow", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true, "children": [
         {"id": "page", "frame": [0, 88, 390, 756]}
       ]}
     ]},
    {"id": "weather",
     "windows": [
       {"id": "weatherWindow", "frame": [390, 0, 390, 844], "children": [
         {"id": "forecast", "frame": [20, 120, 350, 300]}
       ]}
     ]}
  ],
  "animations": [
    {"on": "nextApp", "view": "browserWindow", "duration": 0.35, "frame": [-390, 0, 390, 844], "sync": {"id": 1, "count": 2}},
    {"on": "nextApp", "view": "weatherWindow", "duration": 0.35, "delay": 0, "frame": [0, 0, 390, 844], "sync": {"id": 1, "count": 2}}
  ]
}

"""##),
        ("app-switch.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 320.02, "y": 300.18}]}
{"t": 0.316667, "touches": [{"id": 2, "phase": "began", "x": 332.03, "y": 369.89}]}
{"t": 0.325, "touches": [{"id": 3, "phase": "began", "x": 319.95, "y": 439.83}]}
{"t": 0.358333, "touches": [{"id": 1, "phase": "moved", "x": 319.06, "y": 300.06}]}
{"t": 0.366667, "touches": [{"id": 1, "phase": "moved", "x": 316.52, "y": 299.92}]}
{"t": 0.375, "touches": [{"id": 1, "phase": "moved", "x": 312.33, "y": 300.18}, {"id": 2, "phase": "moved", "x": 331.02, "y": 369.91}]}
{"t": 0.383333, "touches": [{"id": 1, "phase": "moved", "x": 305.62, "y": 300.21}, {"id": 2, "phase": "moved", "x": 328.27, "y": 370.1}, {"id": 3, "phase": "moved", "x": 318.79, "y": 440.23}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "moved", "x": 296.76, "y": 300.2}, {"id": 2, "phase": "moved", "x": 323.57, "y": 370.22}, {"id": 3, "phase": "moved", "x": 316.37, "y": 440.06}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "moved", "x": 285.41, "y": 300.76}, {"id": 2, "phase": "moved", "x": 316.73, "y": 370.2}, {"id": 3, "phase": "moved", "x": 312.06, "y": 440.06}]}
{"t": 0.408333, "touches": [{"id": 1, "phase": "moved", "x": 272.25, "y": 300.93}, {"id": 2, "phase": "moved", "x": 307.28, "y": 370.55}, {"id": 3, "phase": "moved", "x": 305.82, "y": 440.34}]}
{"t": 0.416667, "touches": [{"id": 1, "phase": "moved", "x": 257.33, "y": 300.94}, {"id": 2, "phase": "moved", "x": 295.67, "y": 370.7}, {"id": 3, "phase": "moved", "x": 296.8, "y": 440.59}]}
{"t": 0.425, "touches": [{"id": 1, "phase": "moved", "x": 240.76, "y": 301.16}, {"id": 2, "phase": "moved", "x": 281.62, "y": 370.77}, {"id": 3, "phase": "moved", "x": 285.34, "y": 440.41}]}
{"t": 0.433333, "touches": [{"id": 1, "phase": "moved", "x": 223.24, "y": 301.88}, {"id": 2, "phase": "moved", "x": 265.98, "y": 371.21}, {"id": 3, "phase": "moved", "x": 271.99, "y": 440.77}]}
{"t": 0.441667, "touches": [{"id": 1, "phase": "moved", "x": 205.21, "y": 301.81}, {"id": 2, "phase": "moved", "x": 248.3, "y": 371.35}, {"id": 3, "phase": "moved", "x": 257.17, "y": 441.02}]}
{"t": 0.45, "touches": [{"id": 1, "phase": "moved", "x": 186.96, "y": 302.32}, {"id": 2, "phase": "moved", "x": 230.22, "y": 371.86}, {"id": 3, "phase": "moved", "x": 240.67, "y": 441.52}]}
{"t": 0.458333, "touches": [{"id": 1, "phase": "moved", "x": 169.59, "y": 302.46}, {"id": 2, "phase": "moved", "x": 211, "y": 372.08}, {"id": 3, "phase": "moved", "x": 222.81, "y": 441.53}]}
{"t": 0.466667, "touches": [{"id": 1, "phase": "moved", "x": 153.07, "y": 302.68}, {"id": 2, "phase": "moved", "x": 191.91, "y": 372.32}, {"id": 3, "phase": "moved", "x": 204.8, "y": 441.85}]}
{"t": 0.475, "touches": [{"id": 1, "phase": "moved", "x": 137.91, "y": 303.35}, {"id": 2, "phase": "moved", "x": 173.47, "y": 372.47}, {"id": 3, "phase": "moved", "x": 186.99, "y": 442.07}]}
{"t": 0.483333, "touches": [{"id": 1, "phase": "moved", "x": 124.46, "y": 303.31}, {"id": 2, "phase": "moved", "x": 156.34, "y": 372.67}, {"id": 3, "phase": "moved", "x": 169.47, "y": 442.87}]}
{"t": 0.491667, "touches": [{"id": 1, "phase": "moved", "x": 113.08, "y": 303.72}, {"id": 2, "phase": "moved", "x": 140.46, "y": 373.41}, {"id": 3, "phase": "moved", "x": 152.74, "y": 442.98}]}
{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 104.37, "y": 303.91}, {"id": 2, "phase": "moved", "x": 126.06, "y": 373.22}, {"id": 3, "phase": "moved", "x": 137.83, "y": 443.25}]}
{"t": 0.508333, "touches": [{"id": 1, "phase": "moved", "x": 97.96, "y": 303.65}, {"id": 2, "phase": "moved", "x": 114.58, "y": 373.82}, {"id": 3, "phase": "moved", "x": 124.57, "y": 443.51}]}
{"t": 0.516667, "touches": [{"id": 1, "phase": "moved", "x": 93.22, "y": 303.89}, {"id": 2, "phase": "moved", "x": 104.99, "y": 373.83}, {"id": 3, "phase": "moved", "x": 113.22, "y": 443.79}]}
{"t": 0.525, "touches": [{"id": 1, "phase": "moved", "x": 90.82, "y": 304.15}, {"id": 2, "phase": "moved", "x": 98.18, "y": 373.95}, {"id": 3, "phase": "moved", "x": 104.48, "y": 443.54}]}
{"t": 0.533333, "touches": [{"id": 1, "phase": "moved", "x": 90.28, "y": 303.76}, {"id": 2, "phase": "moved", "x": 93.51, "y": 373.74}, {"id": 3, "phase": "moved", "x": 97.83, "y": 444.03}]}
{"t": 0.541667, "touches": [{"id": 1, "phase": "moved", "x": 90.03, "y": 304.24}, {"id": 2, "phase": "moved", "x": 91.22, "y": 374.19}, {"id": 3, "phase": "moved", "x": 93.64, "y": 443.91}]}
{"t": 0.55, "touches": [{"id": 2, "phase": "moved", "x": 90.02, "y": 373.92}, {"id": 3, "phase": "moved", "x": 91.09, "y": 444.18}]}
{"t": 0.558333, "touches": [{"id": 1, "phase": "moved", "x": 89.77, "y": 303.77}, {"id": 3, "phase": "moved", "x": 90.3, "y": 444.16}]}
{"t": 0.566667, "touches": [{"id": 1, "phase": "moved", "x": 90.09, "y": 304.22}]}
{"t": 0.575, "touches": [{"id": 3, "phase": "moved", "x": 89.87, "y": 443.87}]}
{"t": 0.583333, "touches": [{"id": 1, "phase": "ended", "x": 89.81, "y": 303.85}]}
{"t": 0.6, "touches": [{"id": 2, "phase": "ended", "x": 89.79, "y": 374.19}]}
{"t": 0.608333, "touches": [{"id": 3, "phase": "ended", "x": 89.92, "y": 444.03}]}

"""##),
        ("browser-over-launcher.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "applications": [
    {"id": "launcher", "role": "launcher",
     "applicationRecognizers": [
       {"id": "showApps", "type": "swipe", "direction": ["up"], "numberOfTouchesRequired": 3, "handler": "showOpenApplicationIcons"},
       {"id": "nextApp", "type": "swipe", "direction": ["left"], "numberOfTouchesRequired": 3, "handler": "nextApplication"}
     ]},
    {"id": "browser", "displayed": true,
     "windows": [
       {"id": "browserWindow", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true, "children": [
         {"id": "toolbar", "frame": [0, 0, 390, 88], "children": [
           {"id": "bookmarkIcon", "frame": [330, 44, 44, 44]}
         ]},
         {"id": "page", "frame": [0, 88, 390, 756], "multipleTouchEnabled": true}
       ]}
     ],
     "recognizers": [
       {"id": "bookmarkTap", "type": "tap", "view": "bookmarkIcon", "cancelsTouchesInView": false, "delaysTouchesEnded": false},
       {"id": "pageScroll", "type": "pan", "view": "page", "maximumNumberOfTouches": 1}
     ]},
    {"id": "weather",
     "windows": [{"id": "weatherWindow", "frame": [0, 0, 390, 844]}]}
  ]
}

"""##),
        ("browser-over-launcher.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 130.02, "y": 639.97}]}
{"t": 0.316667, "touches": [{"id": 2, "phase": "began", "x": 195.18, "y": 625.99}]}
{"t": 0.333333, "touches": [{"id": 3, "phase": "began", "x": 260.14, "y": 640.06}]}
{"t": 0.366667, "touches": [{"id": 1, "phase": "moved", "x": 130.3, "y": 637.89}]}
{"t": 0.375, "touches": [{"id": 1, "phase": "moved", "x": 130.13, "y": 634.28}]}
{"t": 0.383333, "touches": [{"id": 1, "phase": "moved", "x": 130.07, "y": 628.87}, {"id": 2, "phase": "moved", "x": 195.01, "y": 623.82}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "moved", "x": 130.37, "y": 620.96}, {"id": 2, "phase": "moved", "x": 195.14, "y": 620.15}, {"id": 3, "phase": "moved", "x": 259.9, "y": 639.56}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "moved", "x": 130.64, "y": 610.99}, {"id": 2, "phase": "moved", "x": 195.25, "y": 614.68}, {"id": 3, "phase": "moved", "x": 260.2, "y": 637.52}]}
{"t": 0.408333, "touches": [{"id": 1, "phase": "moved", "x": 131.03, "y": 598.59}, {"id": 2, "phase": "moved", "x": 195.5, "y": 607.13}, {"id": 3, "phase": "moved", "x": 260.01, "y": 634.36}]}
{"t": 0.416667, "touches": [{"id": 1, "phase": "moved", "x": 131.41, "y": 584.74}, {"id": 2, "phase": "moved", "x": 195.62, "y": 596.77}, {"id": 3, "phase": "moved", "x": 260.46, "y": 628.72}]}
{"t": 0.425, "touches": [{"id": 1, "phase": "moved", "x": 131.82, "y": 568.96}, {"id": 2, "phase": "moved", "x": 196.13, "y": 584.94}, {"id": 3, "phase": "moved", "x": 260.7, "y": 620.74}]}
{"t": 0.433333, "touches": [{"id": 1, "phase": "moved", "x": 132.36, "y": 551.73}, {"id": 2, "phase": "moved", "x": 196.4, "y": 570.81}, {"id": 3, "phase": "moved", "x": 260.52, "y": 610.71}]}
{"t": 0.441667, "touches": [{"id": 1, "phase": "moved", "x": 132.48, "y": 533.27}, {"id": 2, "phase": "moved", "x": 196.78, "y": 554.93}, {"id": 3, "phase": "moved", "x": 261.21, "y": 598.7}]}
{"t": 0.45, "touches": [{"id": 1, "phase": "moved", "x": 133.12, "y": 514.76}, {"id": 2, "phase": "moved", "x": 196.92, "y": 537.79}, {"id": 3, "phase": "moved", "x": 261.48, "y": 584.75}]}
{"t": 0.458333, "touches": [{"id": 1, "phase": "moved", "x": 133.22, "y": 496.55}, {"id": 2, "phase": "moved", "x": 197.77, "y": 519.44}, {"id": 3, "phase": "moved", "x": 261.51, "y": 568.98}]}
{"t": 0.466667, "touches": [{"id": 1, "phase": "moved", "x": 134.01, "y": 478.52}, {"id": 2, "phase": "moved", "x": 197.91, "y": 501.08}, {"id": 3, "phase": "moved", "x": 262.14, "y": 551.37}]}
{"t": 0.475, "touches": [{"id": 1, "phase": "moved", "x": 134.09, "y": 461.13}, {"id": 2, "phase": "moved", "x": 198.35, "y": 482.45}, {"id": 3, "phase": "moved", "x": 262.34, "y": 533.58}]}
{"t": 0.483333, "touches": [{"id": 1, "phase": "moved", "x": 134.78, "y": 445.39}, {"id": 2, "phase": "moved", "x": 198.87, "y": 464.54}, {"id": 3, "phase": "moved", "x": 262.92, "y": 514.91}]}
{"t": 0.491667, "touches": [{"id": 1, "phase": "moved", "x": 135.08, "y": 431.38}, {"id": 2, "phase": "moved", "x": 199.46, "y": 447.28}, {"id": 3, "phase": "moved", "x": 263.48, "y": 496.42}]}
{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 135.2, "y": 419.11}, {"id": 2, "phase": "moved", "x": 199.84, "y": 431.22}, {"id": 3, "phase": "moved", "x": 263.88, "y": 478.29}]}
{"t": 0.508333, "touches": [{"id": 1, "phase": "moved", "x": 135.58, "y": 409.08}, {"id": 2, "phase": "moved", "x": 200.17, "y": 417.53}, {"id": 3, "phase": "moved", "x": 264.08, "y": 461.07}]}
{"t": 0.516667, "touches": [{"id": 1, "phase": "moved", "x": 135.75, "y": 401.59}, {"id": 2, "phase": "moved", "x": 200.54, "y": 405.32}, {"id": 3, "phase": "moved", "x": 264.72, "y": 445.45}]}
{"t": 0.525, "touches": [{"id": 1, "phase": "moved", "x": 135.73, "y": 395.95}, {"id": 2, "phase": "moved", "x": 200.32, "y": 395.07}, {"id": 3, "phase": "moved", "x": 265.23, "y": 431.27}]}
{"t": 0.533333, "touches": [{"id": 1, "phase": "moved", "x": 135.92, "y": 392.2}, {"id": 2, "phase": "moved", "x": 200.7, "y": 387.57}, {"id": 3, "phase": "moved", "x": 265.06, "y": 418.97}]}
{"t": 0.541667, "touches": [{"id": 1, "phase": "moved", "x": 135.83, "y": 390.35}, {"id": 2, "phase": "moved", "x": 200.97, "y": 381.97}, {"id": 3, "phase": "moved", "x": 265.65, "y": 408.88}]}
{"t": 0.55, "touches": [{"id": 2, "phase": "moved", "x": 201.06, "y": 378.3}, {"id": 3, "phase": "moved", "x": 265.61, "y": 401.32}]}
{"t": 0.558333, "touches": [{"id": 2, "phase": "moved", "x": 201.14, "y": 376.45}, {"id": 3, "phase": "moved", "x": 265.75, "y": 396.06}]}
{"t": 0.566667, "touches": [{"id": 2, "phase": "moved", "x": 200.86, "y": 376.03}, {"id": 3, "phase": "moved", "x": 265.95, "y": 392.58}]}
{"t": 0.575, "touches": [{"id": 3, "phase": "moved", "x": 265.86, "y": 390.57}]}
{"t": 0.583333, "touches": [{"id": 3, "phase": "moved", "x": 265.83, "y": 389.88}]}
{"t": 0.6, "touches": [{"id": 1, "phase": "ended", "x": 135.86, "y": 390.17}]}
{"t": 0.616667, "touches": [{"id": 2, "phase": "ended", "x": 200.88, "y": 376.21}]}
{"t": 0.633333, "touches": [{"id": 3, "phase": "ended", "x": 266.24, "y": 389.78}]}
{"t": 1.5, "touches": [{"id": 4, "phase": "began", "x": 351.87, "y": 65.99}]}
{"t": 1.591667, "touches": [{"id": 4, "phase": "ended", "x": 352.06, "y": 66.01}]}

"""##),
        ("button-in-list.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "list", "frame": [0, 0, 390, 844], "children": [
      {"id": "row1", "frame": [0, 100, 390, 88]},
      {"id": "row2", "frame": [0, 188, 390, 88], "children": [
        {"id": "buyButton", "frame": [270, 22, 100, 44]}
      ]},
      {"id": "row3", "frame": [0, 276, 390, 88]}
    ]}
  ],
  "recognizers": [
    {"id": "listScroll", "type": "pan", "view": "list"},
    {"id": "buyTap", "type": "tap", "view": "buyButton", "cancelsTouchesInView": false, "delaysTouchesEnded": false},
    {"id": "rowSelect", "type": "tap", "view": "row1", "delaysTouchesBegan": true}
  ]
}

"""##),
        ("button-in-list.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 317.98, "y": 232.21}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "ended", "x": 317.91, "y": 231.96}]}
{"t": 1.2, "touches": [{"id": 2, "phase": "began", "x": 321.76, "y": 235.76}]}
{"t": 1.25, "touches": [{"id": 2, "phase": "moved", "x": 321.77, "y": 235.24}]}
{"t": 1.258333, "touches": [{"id": 2, "phase": "moved", "x": 322.02, "y": 234.26}]}
{"t": 1.266667, "touches": [{"id": 2, "phase": "moved", "x": 321.52, "y": 232.66}]}
{"t": 1.275, "touches": [{"id": 2, "phase": "moved", "x": 321.34, "y": 230.61}]}
{"t": 1.283333, "touches": [{"id": 2, "phase": "moved", "x": 321.21, "y": 228.3}]}
{"t": 1.291667, "touches": [{"id": 2, "phase": "moved", "x": 320.92, "y": 225.48}]}
{"t": 1.3, "touches": [{"id": 2, "phase": "moved", "x": 320.7, "y": 221.63}]}
{"t": 1.308333, "touches": [{"id": 2, "phase": "moved", "x": 320.39, "y": 217.37}]}
{"t": 1.316667, "touches": [{"id": 2, "phase": "moved", "x": 319.97, "y": 213.01}]}
{"t": 1.325, "touches": [{"id": 2, "phase": "moved", "x": 319.34, "y": 207.44}]}
{"t": 1.333333, "touches": [{"id": 2, "phase": "moved", "x": 319.34, "y": 201.87}]}
{"t": 1.341667, "touches": [{"id": 2, "phase": "moved", "x": 318.56, "y": 195.78}]}
{"t": 1.35, "touches": [{"id": 2, "phase": "moved", "x": 317.98, "y": 189.29}]}
{"t": 1.358333, "touches": [{"id": 2, "phase": "moved", "x": 317.28, "y": 181.99}]}
{"t": 1.366667, "touches": [{"id": 2, "phase": "moved", "x": 316.96, "y": 174.54}]}
{"t": 1.375, "touches": [{"id": 2, "phase": "moved", "x": 316.21, "y": 166.97}]}
{"t": 1.383333, "touches": [{"id": 2, "phase": "moved", "x": 315.38, "y": 159.03}]}
{"t": 1.391667, "touches": [{"id": 2, "phase": "moved", "x": 314.88, "y": 151.31}]}
{"t": 1.4, "touches": [{"id": 2, "phase": "moved", "x": 314.28, "y": 143.09}]}
{"t": 1.408333, "touches": [{"id": 2, "phase": "moved", "x": 313.45, "y": 135.28}]}
{"t": 1.416667, "touches": [{"id": 2, "phase": "moved", "x": 312.65, "y": 127}]}
{"t": 1.425, "touches": [{"id": 2, "phase": "moved", "x": 312.21, "y": 119.44}]}
{"t": 1.433333, "touches": [{"id": 2, "phase": "moved", "x": 311.53, "y": 111.63}]}
{"t": 1.441667, "touches": [{"id": 2, "phase": "moved", "x": 311, "y": 104.14}]}
{"t": 1.45, "touches": [{"id": 2, "phase": "moved", "x": 310.13, "y": 96.78}]}
{"t": 1.458333, "touches": [{"id": 2, "phase": "moved", "x": 309.56, "y": 90.01}]}
{"t": 1.466667, "touches": [{"id": 2, "phase": "moved", "x": 308.96, "y": 83.75}]}
{"t": 1.475, "touches": [{"id": 2, "phase": "moved", "x": 308.4, "y": 77.84}]}
{"t": 1.483333, "touches": [{"id": 2, "phase": "moved", "x": 308.23, "y": 72.6}]}
{"t": 1.491667, "touches": [{"id": 2, "phase": "moved", "x": 307.68, "y": 67.8}]}
{"t": 1.5, "touches": [{"id": 2, "phase": "moved", "x": 307.27, "y": 63.39}]}
{"t": 1.508333, "touches": [{"id": 2, "phase": "moved", "x": 307.1, "y": 59.69}]}
{"t": 1.516667, "touches": [{"id": 2, "phase": "moved", "x": 306.8, "y": 56.83}]}
{"t": 1.525, "touches": [{"id": 2, "phase": "moved", "x": 306.61, "y": 54.14}]}
{"t": 1.533333, "touches": [{"id": 2, "phase": "moved", "x": 306.16, "y": 51.96}]}
{"t": 1.541667, "touches": [{"id": 2, "phase": "moved", "x": 306.09, "y": 50.57}]}
{"t": 1.55, "touches": [{"id": 2, "phase": "moved", "x": 306.13, "y": 49.09}]}
{"t": 1.566667, "touches": [{"id": 2, "phase": "moved", "x": 305.82, "y": 48.29}]}
{"t": 1.583333, "touches": [{"id": 2, "phase": "ended", "x": 306.21, "y": 48.12}]}
{"t": 2.5, "touches": [{"id": 3, "phase": "began", "x": 119.86, "y": 139.92}]}
{"t": 3.3, "touches": [{"id": 3, "phase": "ended", "x": 120.14, "y": 140.02}]}

"""##),
        ("inbox-fling.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "header", "frame": [0, 0, 390, 88]},
    {"id": "inbox", "frame": [0, 88, 390, 756],
     "scroll": {"contentSize": [390, 2400], "rubberBand": {"top": 60, "bottom": 60}},
     "children": [
      {"id": "row1", "frame": [0, 0, 390, 80]},
      {"id": "row2", "frame": [0, 80, 390, 80]},
      {"id": "row3", "frame": [0, 160, 390, 80]},
      {"id": "row4", "frame": [0, 240, 390, 80]},
      {"id": "row5", "frame": [0, 320, 390, 80]},
      {"id": "row6", "frame": [0, 400, 390, 80]},
      {"id": "row7", "frame": [0, 480, 390, 80]},
      {"id": "row8", "frame": [0, 560, 390, 80]},
      {"id": "row9", "frame": [0, 640, 390, 80]},
      {"id": "row10", "frame": [0, 720, 390, 80]}
    ]}
  ]
}

"""##),
        ("inbox-fling.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 200, "y": 299.9}]}
{"t": 0.366667, "touches": [{"id": 1, "phase": "moved", "x": 199.83, "y": 300.69}]}
{"t": 0.383333, "touches": [{"id": 1, "phase": "moved", "x": 199.81, "y": 301.37}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "moved", "x": 199.96, "y": 302.4}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "moved", "x": 199.88, "y": 303.47}]}
{"t": 0.408333, "touches": [{"id": 1, "phase": "moved", "x": 200.24, "y": 304.44}]}
{"t": 0.416667, "touches": [{"id": 1, "phase": "moved", "x": 200.11, "y": 306.06}]}
{"t": 0.425, "touches": [{"id": 1, "phase": "moved", "x": 200.27, "y": 307.96}]}
{"t": 0.433333, "touches": [{"id": 1, "phase": "moved", "x": 200.1, "y": 310.01}]}
{"t": 0.441667, "touches": [{"id": 1, "phase": "moved", "x": 200.02, "y": 312.39}]}
{"t": 0.45, "touches": [{"id": 1, "phase": "moved", "x": 200.11, "y": 314.91}]}
{"t": 0.458333, "touches": [{"id": 1, "phase": "moved", "x": 200.37, "y": 317.91}]}
{"t": 0.466667, "touches": [{"id": 1, "phase": "moved", "x": 200.46, "y": 321.12}]}
{"t": 0.475, "touches": [{"id": 1, "phase": "moved", "x": 200.66, "y": 324.72}]}
{"t": 0.483333, "touches": [{"id": 1, "phase": "moved", "x": 200.57, "y": 328.36}]}
{"t": 0.491667, "touches": [{"id": 1, "phase": "moved", "x": 200.46, "y": 332.53}]}
{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 200.88, "y": 337.02}]}
{"t": 0.508333, "touches": [{"id": 1, "phase": "moved", "x": 200.67, "y": 341.6}]}
{"t": 0.516667, "touches": [{"id": 1, "phase": "moved", "x": 200.6, "y": 346.06}]}
{"t": 0.525, "touches": [{"id": 1, "phase": "moved", "x": 201.17, "y": 351.07}]}
{"t": 0.533333, "touches": [{"id": 1, "phase": "moved", "x": 201.22, "y": 356.49}]}
{"t": 0.541667, "touches": [{"id": 1, "phase": "moved", "x": 201.21, "y": 361.85}]}
{"t": 0.55, "touches": [{"id": 1, "phase": "moved", "x": 201.21, "y": 367.36}]}
{"t": 0.558333, "touches": [{"id": 1, "phase": "moved", "x": 201.32, "y": 373.27}]}
{"t": 0.566667, "touches": [{"id": 1, "phase": "moved", "x": 201.39, "y": 378.83}]}
{"t": 0.575, "touches": [{"id": 1, "phase": "moved", "x": 201.67, "y": 385.12}]}
{"t": 0.583333, "touches": [{"id": 1, "phase": "moved", "x": 201.86, "y": 391.07}]}
{"t": 0.591667, "touches": [{"id": 1, "phase": "moved", "x": 201.89, "y": 397.16}]}
{"t": 0.6, "touches": [{"id": 1, "phase": "moved", "x": 202.09, "y": 403.23}]}
{"t": 0.608333, "touches": [{"id": 1, "phase": "moved", "x": 201.95, "y": 409.82}]}
{"t": 0.616667, "touches": [{"id": 1, "phase": "moved", "x": 202.3, "y": 415.95}]}
{"t": 0.625, "touches": [{"id": 1, "phase": "moved", "x": 202.17, "y": 421.96}]}
{"t": 0.633333, "touches": [{"id": 1, "phase": "moved", "x": 202.1, "y": 428.12}]}
{"t": 0.641667, "touches": [{"id": 1, "phase": "moved", "x": 202.22, "y": 434.3}]}
{"t": 0.65, "touches": [{"id": 1, "phase": "moved", "x": 202.74, "y": 440.33}]}
{"t": 0.658333, "touches": [{"id": 1, "phase": "moved", "x": 202.6, "y": 446.34}]}
{"t": 0.666667, "touches": [{"id": 1, "phase": "moved", "x": 202.52, "y": 451.95}]}
{"t": 0.675, "touches": [{"id": 1, "phase": "moved", "x": 202.78, "y": 457.8}]}
{"t": 0.683333, "touches": [{"id": 1, "phase": "moved", "x": 203.21, "y": 463.22}]}
{"t": 0.691667, "touches": [{"id": 1, "phase": "moved", "x": 203.24, "y": 468.27}]}
{"t": 0.7, "touches": [{"id": 1, "phase": "moved", "x": 203.32, "y": 473.46}]}
{"t": 0.708333, "touches": [{"id": 1, "phase": "moved", "x": 202.99, "y": 478.29}]}
{"t": 0.716667, "touches": [{"id": 1, "phase": "moved", "x": 203.45, "y": 482.72}]}
{"t": 0.725, "touches": [{"id": 1, "phase": "moved", "x": 203.43, "y": 487.21}]}
{"t": 0.733333, "touches": [{"id": 1, "phase": "moved", "x": 203.29, "y": 491.13}]}
{"t": 0.741667, "touches": [{"id": 1, "phase": "moved", "x": 203.75, "y": 494.97}]}
{"t": 0.75, "touches": [{"id": 1, "phase": "moved", "x": 203.38, "y": 498.39}]}
{"t": 0.758333, "touches": [{"id": 1, "phase": "moved", "x": 203.88, "y": 501.62}]}
{"t": 0.766667, "touches": [{"id": 1, "phase": "moved", "x": 203.92, "y": 504.65}]}
{"t": 0.775, "touches": [{"id": 1, "phase": "moved", "x": 203.7, "y": 507.34}]}
{"t": 0.783333, "touches": [{"id": 1, "phase": "moved", "x": 203.99, "y": 509.58}]}
{"t": 0.791667, "touches": [{"id": 1, "phase": "moved", "x": 203.76, "y": 512.15}]}
{"t": 0.8, "touches": [{"id": 1, "phase": "moved", "x": 203.99, "y": 513.53}]}
{"t": 0.808333, "touches": [{"id": 1, "phase": "moved", "x": 203.85, "y": 515.17}]}
{"t": 0.816667, "touches": [{"id": 1, "phase": "moved", "x": 203.8, "y": 516.61}]}
{"t": 0.825, "touches": [{"id": 1, "phase": "moved", "x": 204.04, "y": 517.52}]}
{"t": 0.833333, "touches": [{"id": 1, "phase": "moved", "x": 204.11, "y": 518.36}]}
{"t": 0.841667, "touches": [{"id": 1, "phase": "moved", "x": 203.78, "y": 518.83}]}
{"t": 0.85, "touches": [{"id": 1, "phase": "moved", "x": 203.77, "y": 519.5}]}
{"t": 0.866667, "touches": [{"id": 1, "phase": "moved", "x": 204.12, "y": 519.96}]}
{"t": 0.95, "touches": [{"id": 1, "phase": "ended", "x": 203.79, "y": 520.05}]}
{"t": 1.8, "touches": [{"id": 2, "phase": "began", "x": 196.23, "y": 720.24}]}
{"t": 1.808333, "touches": [{"id": 2, "phase": "moved", "x": 196.2, "y": 696.37}]}
{"t": 1.816667, "touches": [{"id": 2, "phase": "moved", "x": 196.7, "y": 672.93}]}
{"t": 1.825, "touches": [{"id": 2, "phase": "moved", "x": 196.93, "y": 649.36}]}
{"t": 1.833333, "touches": [{"id": 2, "phase": "moved", "x": 197.61, "y": 625.79}]}
{"t": 1.841667, "touches": [{"id": 2, "phase": "moved", "x": 197.94, "y": 602.16}]}
{"t": 1.85, "touches": [{"id": 2, "phase": "moved", "x": 198.15, "y": 579}]}
{"t": 1.858333, "touches": [{"id": 2, "phase": "moved", "x": 198.5, "y": 555.4}]}
{"t": 1.866667, "touches": [{"id": 2, "phase": "moved", "x": 198.93, "y": 531.98}]}
{"t": 1.875, "touches": [{"id": 2, "phase": "moved", "x": 198.93, "y": 508.17}]}
{"t": 1.883333, "touches": [{"id": 2, "phase": "moved", "x": 199.75, "y": 484.81}]}
{"t": 1.891667, "touches": [{"id": 2, "phase": "moved", "x": 199.69, "y": 460.98}]}
{"t": 1.9, "touches": [{"id": 2, "phase": "moved", "x": 200.3, "y": 437.49}]}
{"t": 1.908333, "touches": [{"id": 2, "phase": "moved", "x": 200.35, "y": 414.32}]}
{"t": 1.916667, "touches": [{"id": 2, "phase": "moved", "x": 200.73, "y": 390.65}]}
{"t": 1.925, "touches": [{"id": 2, "phase": "moved", "x": 201.54, "y": 367.16}]}
{"t": 1.933333, "touches": [{"id": 2, "phase": "moved", "x": 201.79, "y": 343.61}]}
{"t": 1.941667, "touches": [{"id": 2, "phase": "ended", "x": 201.95, "y": 320.14}]}

"""##),
        ("long-press-menu.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "inbox", "frame": [0, 0, 390, 844], "children": [
      {"id": "message", "frame": [0, 200, 390, 80]}
    ]}
  ],
  "recognizers": [
    {"id": "inboxScroll", "type": "pan", "view": "inbox"},
    {"id": "menu", "type": "longPress", "view": "message", "minimumPressDuration": 0.5},
    {"id": "open", "type": "tap", "view": "message"}
  ]
}

"""##),
        ("long-press-menu.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 190.17, "y": 240.23}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "ended", "x": 189.89, "y": 239.89}]}
{"t": 1.2, "touches": [{"id": 2, "phase": "began", "x": 179.84, "y": 236.17}]}
{"t": 1.4, "touches": [{"id": 2, "phase": "moved", "x": 180.2, "y": 235.79}]}
{"t": 1.441667, "touches": [{"id": 2, "phase": "moved", "x": 179.82, "y": 236.19}]}
{"t": 1.541667, "touches": [{"id": 2, "phase": "moved", "x": 180.2, "y": 235.8}]}
{"t": 1.65, "touches": [{"id": 2, "phase": "moved", "x": 179.76, "y": 236.11}]}
{"t": 1.833333, "touches": [{"id": 2, "phase": "moved", "x": 180.24, "y": 235.9}]}
{"t": 1.866667, "touches": [{"id": 2, "phase": "moved", "x": 180.66, "y": 235.62}]}
{"t": 1.883333, "touches": [{"id": 2, "phase": "moved", "x": 180.53, "y": 234.95}]}
{"t": 1.908333, "touches": [{"id": 2, "phase": "moved", "x": 181.17, "y": 234.72}]}
{"t": 1.933333, "touches": [{"id": 2, "phase": "moved", "x": 181.3, "y": 234.15}]}
{"t": 1.95, "touches": [{"id": 2, "phase": "moved", "x": 182, "y": 233.7}]}
{"t": 1.966667, "touches": [{"id": 2, "phase": "moved", "x": 182.26, "y": 233.14}]}
{"t": 2, "touches": [{"id": 2, "phase": "moved", "x": 182.6, "y": 232.46}]}
{"t": 2.008333, "touches": [{"id": 2, "phase": "moved", "x": 183.15, "y": 232.27}]}
{"t": 2.033333, "touches": [{"id": 2, "phase": "moved", "x": 183.56, "y": 231.98}]}
{"t": 2.05, "touches": [{"id": 2, "phase": "moved", "x": 183.33, "y": 231.51}]}
{"t": 2.075, "touches": [{"id": 2, "phase": "moved", "x": 183.84, "y": 231.52}]}
{"t": 2.091667, "touches": [{"id": 2, "phase": "moved", "x": 183.99, "y": 230.93}]}
{"t": 2.15, "touches": [{"id": 2, "phase": "ended", "x": 184.05, "y": 230.85}]}
{"t": 3, "touches": [{"id": 3, "phase": "began", "x": 200.08, "y": 250.19}]}
{"t": 3.075, "touches": [{"id": 3, "phase": "moved", "x": 200.1, "y": 249.49}]}
{"t": 3.083333, "touches": [{"id": 3, "phase": "moved", "x": 199.86, "y": 248.76}]}
{"t": 3.091667, "touches": [{"id": 3, "phase": "moved", "x": 200.27, "y": 247.38}]}
{"t": 3.1, "touches": [{"id": 3, "phase": "moved", "x": 200.04, "y": 245.09}]}
{"t": 3.108333, "touches": [{"id": 3, "phase": "moved", "x": 200.55, "y": 242.16}]}
{"t": 3.116667, "touches": [{"id": 3, "phase": "moved", "x": 200.52, "y": 237.99}]}
{"t": 3.125, "touches": [{"id": 3, "phase": "moved", "x": 200.67, "y": 233.45}]}
{"t": 3.133333, "touches": [{"id": 3, "phase": "moved", "x": 201.1, "y": 227.79}]}
{"t": 3.141667, "touches": [{"id": 3, "phase": "moved", "x": 201.52, "y": 221.53}]}
{"t": 3.15, "touches": [{"id": 3, "phase": "moved", "x": 201.5, "y": 214.54}]}
{"t": 3.158333, "touches": [{"id": 3, "phase": "moved", "x": 202.28, "y": 206.28}]}
{"t": 3.166667, "touches": [{"id": 3, "phase": "moved", "x": 202.72, "y": 198.02}]}
{"t": 3.175, "touches": [{"id": 3, "phase": "moved", "x": 203.11, "y": 188.45}]}
{"t": 3.183333, "touches": [{"id": 3, "phase": "moved", "x": 203.54, "y": 178.87}]}
{"t": 3.191667, "touches": [{"id": 3, "phase": "moved", "x": 203.73, "y": 168.83}]}
{"t": 3.2, "touches": [{"id": 3, "phase": "moved", "x": 204.46, "y": 158.53}]}
{"t": 3.208333, "touches": [{"id": 3, "phase": "moved", "x": 205, "y": 148.12}]}
{"t": 3.216667, "touches": [{"id": 3, "phase": "moved", "x": 205.44, "y": 137.62}]}
{"t": 3.225, "touches": [{"id": 3, "phase": "moved", "x": 206.01, "y": 127.12}]}
{"t": 3.233333, "touches": [{"id": 3, "phase": "moved", "x": 206.27, "y": 117.13}]}
{"t": 3.241667, "touches": [{"id": 3, "phase": "moved", "x": 206.79, "y": 106.83}]}
{"t": 3.25, "touches": [{"id": 3, "phase": "moved", "x": 207.08, "y": 97.59}]}
{"t": 3.258333, "touches": [{"id": 3, "phase": "moved", "x": 207.82, "y": 88.73}]}
{"t": 3.266667, "touches": [{"id": 3, "phase": "moved", "x": 208.3, "y": 80.29}]}
{"t": 3.275, "touches": [{"id": 3, "phase": "moved", "x": 208.69, "y": 72.78}]}
{"t": 3.283333, "touches": [{"id": 3, "phase": "moved", "x": 208.58, "y": 65.86}]}
{"t": 3.291667, "touches": [{"id": 3, "phase": "moved", "x": 209.11, "y": 59.49}]}
{"t": 3.3, "touches": [{"id": 3, "phase": "moved", "x": 209.5, "y": 54.4}]}
{"t": 3.308333, "touches": [{"id": 3, "phase": "moved", "x": 209.58, "y": 50.4}]}
{"t": 3.316667, "touches": [{"id": 3, "phase": "moved", "x": 209.47, "y": 46.67}]}
{"t": 3.325, "touches": [{"id": 3, "phase": "moved", "x": 209.98, "y": 43.95}]}
{"t": 3.333333, "touches": [{"id": 3, "phase": "moved", "x": 209.97, "y": 42.31}]}
{"t": 3.341667, "touches": [{"id": 3, "phase": "moved", "x": 210.06, "y": 40.86}]}
{"t": 3.358333, "touches": [{"id": 3, "phase": "moved", "x": 209.99, "y": 40.27}]}
{"t": 3.366667, "touches": [{"id": 3, "phase": "ended", "x": 210.04, "y": 40.12}]}

"""##),
        ("map.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "map", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true}
  ],
  "recognizers": [
    {"id": "mapPan", "type": "pan", "view": "map", "simultaneousWith": ["mapPinch", "mapRotate"]},
    {"id": "mapPinch", "type": "pinch", "view": "map", "simultaneousWith": ["mapRotate"]},
    {"id": "mapRotate", "type": "rotation", "view": "map"}
  ]
}

"""##),
        ("map.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 200.06, "y": 500.08}]}
{"t": 0.35, "touches": [{"id": 1, "phase": "moved", "x": 199.7, "y": 499.68}]}
{"t": 0.366667, "touches": [{"id": 1, "phase": "moved", "x": 199.2, "y": 499.23}]}
{"t": 0.375, "touches": [{"id": 1, "phase": "moved", "x": 198.88, "y": 498.4}]}
{"t": 0.383333, "touches": [{"id": 1, "phase": "moved", "x": 198.45, "y": 497.76}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "moved", "x": 197.7, "y": 496.64}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "moved", "x": 197.19, "y": 495.78}]}
{"t": 0.408333, "touches": [{"id": 1, "phase": "moved", "x": 196.06, "y": 494.05}]}
{"t": 0.416667, "touches": [{"id": 1, "phase": "moved", "x": 194.82, "y": 492.71}]}
{"t": 0.425, "touches": [{"id": 1, "phase": "moved", "x": 193.96, "y": 490.63}]}
{"t": 0.433333, "touches": [{"id": 1, "phase": "moved", "x": 192.25, "y": 488.48}]}
{"t": 0.441667, "touches": [{"id": 1, "phase": "moved", "x": 190.84, "y": 485.98}]}
{"t": 0.45, "touches": [{"id": 1, "phase": "moved", "x": 188.82, "y": 483.48}]}
{"t": 0.458333, "touches": [{"id": 1, "phase": "moved", "x": 187.13, "y": 480.26}]}
{"t": 0.466667, "touches": [{"id": 1, "phase": "moved", "x": 185.05, "y": 477.36}]}
{"t": 0.475, "touches": [{"id": 1, "phase": "moved", "x": 182.62, "y": 473.83}]}
{"t": 0.483333, "touches": [{"id": 1, "phase": "moved", "x": 180.51, "y": 470.28}]}
{"t": 0.491667, "touches": [{"id": 1, "phase": "moved", "x": 177.96, "y": 466.84}]}
{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 175.61, "y": 462.83}]}
{"t": 0.508333, "touches": [{"id": 1, "phase": "moved", "x": 172.72, "y": 459.21}]}
{"t": 0.516667, "touches": [{"id": 1, "phase": "moved", "x": 170.3, "y": 454.79}]}
{"t": 0.525, "touches": [{"id": 1, "phase": "moved", "x": 167.5, "y": 450.58}]}
{"t": 0.533333, "touches": [{"id": 1, "phase": "moved", "x": 164.77, "y": 446.6}]}
{"t": 0.541667, "touches": [{"id": 1, "phase": "moved", "x": 161.87, "y": 442.44}]}
{"t": 0.55, "touches": [{"id": 1, "phase": "moved", "x": 159.22, "y": 438.14}]}
{"t": 0.558333, "touches": [{"id": 1, "phase": "moved", "x": 156.1, "y": 433.84}]}
{"t": 0.566667, "touches": [{"id": 1, "phase": "moved", "x": 153.3, "y": 429.23}]}
{"t": 0.575, "touches": [{"id": 1, "phase": "moved", "x": 150.32, "y": 425.24}]}
{"t": 0.583333, "touches": [{"id": 1, "phase": "moved", "x": 147.55, "y": 420.81}]}
{"t": 0.591667, "touches": [{"id": 1, "phase": "moved", "x": 144.88, "y": 416.76}]}
{"t": 0.6, "touches": [{"id": 1, "phase": "moved", "x": 142.33, "y": 412.85}]}
{"t": 0.608333, "touches": [{"id": 1, "phase": "moved", "x": 140.17, "y": 409.14}]}
{"t": 0.616667, "touches": [{"id": 1, "phase": "moved", "x": 137.4, "y": 405.7}]}
{"t": 0.625, "touches": [{"id": 1, "phase": "moved", "x": 135.4, "y": 402.22}]}
{"t": 0.633333, "touches": [{"id": 1, "phase": "moved", "x": 132.85, "y": 398.72}]}
{"t": 0.641667, "touches": [{"id": 1, "phase": "moved", "x": 131.15, "y": 395.52}]}
{"t": 0.65, "touches": [{"id": 1, "phase": "moved", "x": 129.07, "y": 392.73}]}
{"t": 0.658333, "touches": [{"id": 1, "phase": "moved", "x": 127.26, "y": 389.95}]}
{"t": 0.666667, "touches": [{"id": 1, "phase": "moved", "x": 125.94, "y": 387.64}]}
{"t": 0.675, "touches": [{"id": 1, "phase": "moved", "x": 124.02, "y": 385.47}]}
{"t": 0.683333, "touches": [{"id": 1, "phase": "moved", "x": 122.79, "y": 383.43}]}
{"t": 0.691667, "touches": [{"id": 1, "phase": "moved", "x": 121.66, "y": 381.86}]}
{"t": 0.7, "touches": [{"id": 1, "phase": "moved", "x": 120.72, "y": 380.36}]}
{"t": 0.708333, "touches": [{"id": 1, "phase": "moved", "x": 120.29, "y": 379.38}]}
{"t": 0.716667, "touches": [{"id": 1, "phase": "moved", "x": 119.4, "y": 377.97}]}
{"t": 0.725, "touches": [{"id": 1, "phase": "moved", "x": 118.71, "y": 377.18}]}
{"t": 0.733333, "touches": [{"id": 1, "phase": "moved", "x": 118.51, "y": 376.61}]}
{"t": 0.758333, "touches": [{"id": 1, "phase": "moved", "x": 118.23, "y": 376.02}]}
{"t": 0.8, "touches": [{"id": 1, "phase": "ended", "x": 117.77, "y": 375.96}]}
{"t": 1.3, "touches": [{"id": 2, "phase": "began", "x": 91.55, "y": 524.33}]}
{"t": 1.308333, "touches": [{"id": 2, "phase": "moved", "x": 91.96, "y": 524.81}]}
{"t": 1.325, "touches": [{"id": 3, "phase": "began", "x": 298.36, "y": 335.55}]}
{"t": 1.416667, "touches": [{"id": 2, "phase": "moved", "x": 92.54, "y": 524.65}]}
{"t": 1.433333, "touches": [{"id": 2, "phase": "moved", "x": 92.55, "y": 525.3}]}
{"t": 1.441667, "touches": [{"id": 2, "phase": "moved", "x": 93.29, "y": 525.3}, {"id": 3, "phase": "moved", "x": 297.82, "y": 335.79}]}
{"t": 1.458333, "touches": [{"id": 2, "phase": "moved", "x": 94.06, "y": 525.76}]}
{"t": 1.466667, "touches": [{"id": 2, "phase": "moved", "x": 94.6, "y": 525.9}]}
{"t": 1.475, "touches": [{"id": 3, "phase": "moved", "x": 297.18, "y": 336.22}]}
{"t": 1.483333, "touches": [{"id": 2, "phase": "moved", "x": 95.71, "y": 526.29}]}
{"t": 1.491667, "touches": [{"id": 2, "phase": "moved", "x": 96.49, "y": 526.66}]}
{"t": 1.5, "touches": [{"id": 2, "phase": "moved", "x": 97.21, "y": 527.27}, {"id": 3, "phase": "moved", "x": 296.42, "y": 336.96}]}
{"t": 1.508333, "touches": [{"id": 2, "phase": "moved", "x": 97.75, "y": 527.73}]}
{"t": 1.516667, "touches": [{"id": 2, "phase": "moved", "x": 98.85, "y": 527.85}, {"id": 3, "phase": "moved", "x": 295.65, "y": 337.38}]}
{"t": 1.525, "touches": [{"id": 2, "phase": "moved", "x": 99.48, "y": 528.56}]}
{"t": 1.533333, "touches": [{"id": 2, "phase": "moved", "x": 100.66, "y": 528.7}, {"id": 3, "phase": "moved", "x": 295, "y": 338.12}]}
{"t": 1.541667, "touches": [{"id": 2, "phase": "moved", "x": 101.76, "y": 529.61}]}
{"t": 1.55, "touches": [{"id": 2, "phase": "moved", "x": 102.87, "y": 530.16}, {"id": 3, "phase": "moved", "x": 293.92, "y": 338.36}]}
{"t": 1.558333, "touches": [{"id": 2, "phase": "moved", "x": 104.42, "y": 530.78}, {"id": 3, "phase": "moved", "x": 293.48, "y": 338.82}]}
{"t": 1.566667, "touches": [{"id": 2, "phase": "moved", "x": 105.78, "y": 531.19}, {"id": 3, "phase": "moved", "x": 292.87, "y": 339.23}]}
{"t": 1.575, "touches": [{"id": 2, "phase": "moved", "x": 106.98, "y": 531.91}, {"id": 3, "phase": "moved", "x": 292.33, "y": 339.77}]}
{"t": 1.583333, "touches": [{"id": 2, "phase": "moved", "x": 108.49, "y": 532.59}, {"id": 3, "phase": "moved", "x": 291.85, "y": 340.53}]}
{"t": 1.591667, "touches": [{"id": 2, "phase": "moved", "x": 110.04, "y": 532.9}, {"id": 3, "phase": "moved", "x": 291.31, "y": 340.83}]}
{"t": 1.6, "touches": [{"id": 2, "phase": "moved", "x": 111.77, "y": 533.67}, {"id": 3, "phase": "moved", "x": 290.6, "y": 341.55}]}
{"t": 1.608333, "touches": [{"id": 2, "phase": "moved", "x": 113, "y": 534.55}, {"id": 3, "phase": "moved", "x": 290.06, "y": 342.16}]}
{"t": 1.616667, "touches": [{"id": 2, "phase": "moved", "x": 114.89, "y": 535.33}, {"id": 3, "phase": "moved", "x": 289.25, "y": 342.95}]}
{"t": 1.625, "touches": [{"id": 2, "phase": "moved", "x": 116.66, "y": 535.85}, {"id": 3, "phase": "moved", "x": 288.61, "y": 343.15}]}
{"t": 1.633333, "touches": [{"id": 2, "phase": "moved", "x": 118.45, "y": 536.78}, {"id": 3, "phase": "moved", "x": 287.49, "y": 344.17}]}
{"t": 1.641667, "touches": [{"id": 2, "phase": "moved", "x": 120.4, "y": 537.38}, {"id": 3, "phase": "moved", "x": 286.72, "y": 344.84}]}
{"t": 1.65, "touches": [{"id": 2, "phase": "moved", "x": 122.53, "y": 538.24}, {"id": 3, "phase": "moved", "x": 286.19, "y": 345.46}]}
{"t": 1.658333, "touches": [{"id": 2, "phase": "moved", "x": 124.42, "y": 539.15}, {"id": 3, "phase": "moved", "x": 285.26, "y": 346.74}]}
{"t": 1.666667, "touches": [{"id": 2, "phase": "moved", "x": 126.39, "y": 539.8}, {"id": 3, "phase": "moved", "x": 284.29, "y": 347.6}]}
{"t": 1.675, "touches": [{"id": 2, "phase": "moved", "x": 128.3, "y": 540.42}, {"id": 3, "phase": "moved", "x": 283.73, "y": 348.52}]}
{"t": 1.683333, "touches": [{"id": 2, "phase": "moved", "x": 130.74, "y": 541.05}, {"id": 3, "phase": "moved", "x": 282.8, "y": 349.36}]}
{"t": 1.691667, "touches": [{"id": 2, "phase": "moved", "x": 132.85, "y": 541.99}, {"id": 3, "phase": "moved", "x": 281.59, "y": 350.15}]}
{"t": 1.7, "touches": [{"id": 2, "phase": "moved", "x": 134.66, "y": 542.55}, {"id": 3, "phase": "moved", "x": 280.79, "y": 351.55}]}
{"t": 1.708333, "touches": [{"id": 2, "phase": "moved", "x": 136.99, "y": 543.58}, {"id": 3, "phase": "moved", "x": 279.81, "y": 352.54}]}
{"t": 1.716667, "touches": [{"id": 2, "phase": "moved", "x": 139.39, "y": 544.07}, {"id": 3, "phase": "moved", "x": 278.84, "y": 353.64}]}
{"t": 1.725, "touches": [{"id": 2, "phase": "moved", "x": 141.72, "y": 545.12}, {"id": 3, "phase": "moved", "x": 278.2, "y": 354.53}]}
{"t": 1.733333, "touches": [{"id": 2, "phase": "moved", "x": 143.64, "y": 545.8}, {"id": 3, "phase": "moved", "x": 277.04, "y": 355.84}]}
{"t": 1.741667, "touches": [{"id": 2, "phase": "moved", "x": 146.03, "y": 546.4}, {"id": 3, "phase": "moved", "x": 276.27, "y": 356.97}]}
{"t": 1.75, "touches": [{"id": 2, "phase": "moved", "x": 148.14, "y": 546.81}, {"id": 3, "phase": "moved", "x": 274.99, "y": 358.32}]}
{"t": 1.758333, "touches": [{"id": 2, "phase": "moved", "x": 150.38, "y": 547.56}, {"id": 3, "phase": "moved", "x": 274.12, "y": 360.01}]}
{"t": 1.766667, "touches": [{"id": 2, "phase": "moved", "x": 153.02, "y": 548.22}, {"id": 3, "phase": "moved", "x": 273.21, "y": 361.26}]}
{"t": 1.775, "touches": [{"id": 2, "phase": "moved", "x": 155.42, "y": 548.73}, {"id": 3, "phase": "moved", "x": 272.17, "y": 362.55}]}
{"t": 1.783333, "touches": [{"id": 2, "phase": "moved", "x": 157.45, "y": 549.63}, {"id": 3, "phase": "moved", "x": 271.44, "y": 363.73}]}
{"t": 1.791667, "touches": [{"id": 2, "phase": "moved", "x": 159.75, "y": 550.2}, {"id": 3, "phase": "moved", "x": 270.37, "y": 365.47}]}
{"t": 1.8, "touches": [{"id": 2, "phase": "moved", "x": 161.76, "y": 550.7}, {"id": 3, "phase": "moved", "x": 269.84, "y": 366.67}]}
{"t": 1.808333, "touches": [{"id": 2, "phase": "moved", "x": 164.11, "y": 551.27}, {"id": 3, "phase": "moved", "x": 268.72, "y": 368.3}]}
{"t": 1.816667, "touches": [{"id": 2, "phase": "moved", "x": 166.67, "y": 551.65}, {"id": 3, "phase": "moved", "x": 267.81, "y": 369.85}]}
{"t": 1.825, "touches": [{"id": 2, "phase": "moved", "x": 168.84, "y": 552.31}, {"id": 3, "phase": "moved", "x": 266.8, "y": 371.67}]}
{"t": 1.833333, "touches": [{"id": 2, "phase": "moved", "x": 170.71, "y": 552.71}, {"id": 3, "phase": "moved", "x": 266.23, "y": 372.9}]}
{"t": 1.841667, "touches": [{"id": 2, "phase": "moved", "x": 173.16, "y": 553.06}, {"id": 3, "phase": "moved", "x": 265.19, "y": 374.7}]}
{"t": 1.85, "touches": [{"id": 2, "phase": "moved", "x": 175.25, "y": 553.44}, {"id": 3, "phase": "moved", "x": 264.4, "y": 376.27}]}
{"t": 1.858333, "touches": [{"id": 2, "phase": "moved", "x": 177.33, "y": 554}, {"id": 3, "phase": "moved", "x": 263.74, "y": 377.98}]}
{"t": 1.866667, "touches": [{"id": 2, "phase": "moved", "x": 179.15, "y": 554.43}, {"id": 3, "phase": "moved", "x": 263.14, "y": 379.76}]}
{"t": 1.875, "touches": [{"id": 2, "phase": "moved", "x": 181.18, "y": 554.42}, {"id": 3, "phase": "moved", "x": 262.42, "y": 380.98}]}
{"t": 1.883333, "touches": [{"id": 2, "phase": "moved", "x": 183.18, "y": 554.87}, {"id": 3, "phase": "moved", "x": 261.55, "y": 382.83}]}
{"t": 1.891667, "touches": [{"id": 2, "phase": "moved", "x": 185.27, "y": 554.98}, {"id": 3, "phase": "moved", "x": 261.18, "y": 384.59}]}
{"t": 1.9, "touches": [{"id": 2, "phase": "moved", "x": 186.74, "y": 555.38}, {"id": 3, "phase": "moved", "x": 260.27, "y": 385.89}]}
{"t": 1.908333, "touches": [{"id": 2, "phase": "moved", "x": 188.98, "y": 555.63}, {"id": 3, "phase": "moved", "x": 259.52, "y": 387.52}]}
{"t": 1.916667, "touches": [{"id": 2, "phase": "moved", "x": 190.39, "y": 556.03}, {"id": 3, "phase": "moved", "x": 259.23, "y": 389.18}]}
{"t": 1.925, "touches": [{"id": 2, "phase": "moved", "x": 192.33, "y": 556.48}, {"id": 3, "phase": "moved", "x": 258.28, "y": 391.11}]}
{"t": 1.933333, "touches": [{"id": 2, "phase": "moved", "x": 194.16, "y": 556.29}, {"id": 3, "phase": "moved", "x": 258.11, "y": 392.37}]}
{"t": 1.941667, "touches": [{"id": 2, "phase": "moved", "x": 195.71, "y": 556.67}, {"id": 3, "phase": "moved", "x": 257.19, "y": 394.04}]}
{"t": 1.95, "touches": [{"id": 2, "phase": "moved", "x": 197.38, "y": 556.9}, {"id": 3, "phase": "moved", "x": 256.71, "y": 395.72}]}
{"t": 1.958333, "touches": [{"id": 2, "phase": "moved", "x": 198.49, "y": 556.84}, {"id": 3, "phase": "moved", "x": 256.64, "y": 397.13}]}
{"t": 1.966667, "touches": [{"id": 2, "phase": "moved", "x": 199.98, "y": 556.95}, {"id": 3, "phase": "moved", "x": 255.96, "y": 398.64}]}
{"t": 1.975, "touches": [{"id": 2, "phase": "moved", "x": 201.51, "y": 557.22}, {"id": 3, "phase": "moved", "x": 255.52, "y": 399.86}]}
{"t": 1.983333, "touches": [{"id": 2, "phase": "moved", "x": 202.99, "y": 557.47}, {"id": 3, "phase": "moved", "x": 255.43, "y": 401.66}]}
{"t": 1.991667, "touches": [{"id": 2, "phase": "moved", "x": 204.19, "y": 557.22}, {"id": 3, "phase": "moved", "x": 254.73, "y": 402.69}]}
{"t": 2, "touches": [{"id": 2, "phase": "moved", "x": 205.53, "y": 557.49}, {"id": 3, "phase": "moved", "x": 254.38, "y": 404.31}]}
{"t": 2.008333, "touches": [{"id": 2, "phase": "moved", "x": 206.7, "y": 557.44}, {"id": 3, "phase": "moved", "x": 254.34, "y": 405.71}]}
{"t": 2.016667, "touches": [{"id": 2, "phase": "moved", "x": 207.83, "y": 557.93}, {"id": 3, "phase": "moved", "x": 253.89, "y": 406.77}]}
{"t": 2.025, "touches": [{"id": 2, "phase": "moved", "x": 208.81, "y": 557.6}, {"id": 3, "phase": "moved", "x": 253.47, "y": 407.82}]}
{"t": 2.033333, "touches": [{"id": 2, "phase": "moved", "x": 209.62, "y": 557.98}, {"id": 3, "phase": "moved", "x": 253.22, "y": 409.34}]}
{"t": 2.041667, "touches": [{"id": 2, "phase": "moved", "x": 210.65, "y": 557.74}, {"id": 3, "phase": "moved", "x": 253.26, "y": 410.27}]}
{"t": 2.05, "touches": [{"id": 2, "phase": "moved", "x": 211.46, "y": 557.69}, {"id": 3, "phase": "moved", "x": 252.8, "y": 411.36}]}
{"t": 2.058333, "touches": [{"id": 2, "phase": "moved", "x": 212.25, "y": 557.89}, {"id": 3, "phase": "moved", "x": 252.83, "y": 412.55}]}
{"t": 2.066667, "touches": [{"id": 2, "phase": "moved", "x": 213.25, "y": 558.01}, {"id": 3, "phase": "moved", "x": 252.48, "y": 413.29}]}
{"t": 2.075, "touches": [{"id": 2, "phase": "moved", "x": 214.03, "y": 557.89}, {"id": 3, "phase": "moved", "x": 252.06, "y": 414.39}]}
{"t": 2.083333, "touches": [{"id": 3, "phase": "moved", "x": 252.24, "y": 414.88}]}
{"t": 2.091667, "touches": [{"id": 2, "phase": "moved", "x": 215, "y": 558.06}, {"id": 3, "phase": "moved", "x": 252.18, "y": 415.73}]}
{"t": 2.1, "touches": [{"id": 2, "phase": "moved", "x": 215.86, "y": 558.01}, {"id": 3, "phase": "moved", "x": 251.93, "y": 416.8}]}
{"t": 2.108333, "touches": [{"id": 3, "phase": "moved", "x": 251.97, "y": 417.35}]}
{"t": 2.116667, "touches": [{"id": 2, "phase": "moved", "x": 216.5, "y": 558.18}, {"id": 3, "phase": "moved", "x": 251.56, "y": 418.16}]}
{"t": 2.125, "touches": [{"id": 2, "phase": "moved", "x": 217.06, "y": 557.93}]}
{"t": 2.133333, "touches": [{"id": 3, "phase": "moved", "x": 251.62, "y": 419.09}]}
{"t": 2.141667, "touches": [{"id": 2, "phase": "moved", "x": 217.56, "y": 558.23}]}
{"t": 2.15, "touches": [{"id": 3, "phase": "moved", "x": 251.17, "y": 420.14}]}
{"t": 2.158333, "touches": [{"id": 2, "phase": "moved", "x": 218.41, "y": 558.34}]}
{"t": 2.166667, "touches": [{"id": 3, "phase": "moved", "x": 250.98, "y": 420.82}]}
{"t": 2.191667, "touches": [{"id": 2, "phase": "moved", "x": 218.91, "y": 558.18}, {"id": 3, "phase": "moved", "x": 251.21, "y": 421.5}]}
{"t": 2.241667, "touches": [{"id": 3, "phase": "moved", "x": 250.81, "y": 422.08}]}
{"t": 2.266667, "touches": [{"id": 3, "phase": "moved", "x": 251, "y": 421.61}]}
{"t": 2.3, "touches": [{"id": 2, "phase": "ended", "x": 219.15, "y": 558.03}]}
{"t": 2.333333, "touches": [{"id": 3, "phase": "ended", "x": 250.96, "y": 421.63}]}

"""##),
        ("photo-viewer.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "pager", "frame": [0, 0, 390, 844],
     "scroll": {"contentSize": [1170, 844], "pagingEnabled": true, "decelerationRate": "fast"},
     "children": [
      {"id": "page1", "frame": [0, 0, 390, 844],
       "scroll": {"contentSize": [390, 844], "zoom": {"view": "photo1", "minimumScale": 1, "maximumScale": 3, "doubleTap": "doubleTapZoom"}},
       "children": [{"id": "photo1", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true}]},
      {"id": "page2", "frame": [390, 0, 390, 844],
       "scroll": {"contentSize": [390, 844], "zoom": {"view": "photo2", "minimumScale": 1, "maximumScale": 3, "doubleTap": "doubleTapZoom"}},
       "children": [{"id": "photo2", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true}]},
      {"id": "page3", "frame": [780, 0, 390, 844],
       "scroll": {"contentSize": [390, 844], "zoom": {"view": "photo3", "minimumScale": 1, "maximumScale": 3, "doubleTap": "doubleTapZoom"}},
       "children": [{"id": "photo3", "frame": [0, 0, 390, 844], "multipleTouchEnabled": true}]}
    ]}
  ],
  "recognizers": [
    {"id": "doubleTapZoom", "type": "tap", "view": "pager", "numberOfTapsRequired": 2},
    {"id": "toggleChrome", "type": "tap", "view": "pager", "requireToFail": ["doubleTapZoom"]}
  ]
}

"""##),
        ("photo-viewer.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 200.23, "y": 399.93}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "ended", "x": 200.11, "y": 399.96}]}
{"t": 1.4, "touches": [{"id": 2, "phase": "began", "x": 319.93, "y": 429.99}]}
{"t": 1.408333, "touches": [{"id": 2, "phase": "moved", "x": 310.86, "y": 430.12}]}
{"t": 1.416667, "touches": [{"id": 2, "phase": "moved", "x": 301.74, "y": 430.55}]}
{"t": 1.425, "touches": [{"id": 2, "phase": "moved", "x": 292.67, "y": 430.92}]}
{"t": 1.433333, "touches": [{"id": 2, "phase": "moved", "x": 283.38, "y": 431.32}]}
{"t": 1.441667, "touches": [{"id": 2, "phase": "moved", "x": 274.14, "y": 431.57}]}
{"t": 1.45, "touches": [{"id": 2, "phase": "moved", "x": 264.89, "y": 432.11}]}
{"t": 1.458333, "touches": [{"id": 2, "phase": "moved", "x": 255.89, "y": 432.34}]}
{"t": 1.466667, "touches": [{"id": 2, "phase": "moved", "x": 246.79, "y": 432.58}]}
{"t": 1.475, "touches": [{"id": 2, "phase": "moved", "x": 237.26, "y": 432.99}]}
{"t": 1.483333, "touches": [{"id": 2, "phase": "moved", "x": 228.38, "y": 433.11}]}
{"t": 1.491667, "touches": [{"id": 2, "phase": "moved", "x": 218.99, "y": 433.89}]}
{"t": 1.5, "touches": [{"id": 2, "phase": "moved", "x": 209.89, "y": 434.17}]}
{"t": 1.508333, "touches": [{"id": 2, "phase": "moved", "x": 200.62, "y": 434.47}]}
{"t": 1.516667, "touches": [{"id": 2, "phase": "moved", "x": 191.82, "y": 434.81}]}
{"t": 1.525, "touches": [{"id": 2, "phase": "moved", "x": 182.7, "y": 434.79}]}
{"t": 1.533333, "touches": [{"id": 2, "phase": "moved", "x": 173.29, "y": 435.46}]}
{"t": 1.541667, "touches": [{"id": 2, "phase": "moved", "x": 164.39, "y": 435.81}]}
{"t": 1.55, "touches": [{"id": 2, "phase": "moved", "x": 155.15, "y": 436.05}]}
{"t": 1.558333, "touches": [{"id": 2, "phase": "moved", "x": 145.92, "y": 436.31}]}
{"t": 1.566667, "touches": [{"id": 2, "phase": "moved", "x": 136.89, "y": 436.87}]}
{"t": 1.575, "touches": [{"id": 2, "phase": "moved", "x": 127.35, "y": 436.95}]}
{"t": 1.583333, "touches": [{"id": 2, "phase": "moved", "x": 118.51, "y": 437.5}]}
{"t": 1.591667, "touches": [{"id": 2, "phase": "moved", "x": 109.31, "y": 437.47}]}
{"t": 1.6, "touches": [{"id": 2, "phase": "ended", "x": 99.81, "y": 438.14}]}
{"t": 2.6, "touches": [{"id": 3, "phase": "began", "x": 135.54, "y": 430.66}]}
{"t": 2.633333, "touches": [{"id": 4, "phase": "began", "x": 254.64, "y": 413.44}]}
{"t": 2.708333, "touches": [{"id": 4, "phase": "moved", "x": 254.24, "y": 413.82}]}
{"t": 2.716667, "touches": [{"id": 3, "phase": "moved", "x": 135.1, "y": 430.4}, {"id": 4, "phase": "moved", "x": 254.77, "y": 413.5}]}
{"t": 2.741667, "touches": [{"id": 3, "phase": "moved", "x": 134.6, "y": 430.44}]}
{"t": 2.758333, "touches": [{"id": 4, "phase": "moved", "x": 255.48, "y": 413.57}]}
{"t": 2.766667, "touches": [{"id": 3, "phase": "moved", "x": 133.73, "y": 430.8}, {"id": 4, "phase": "moved", "x": 255.92, "y": 413.31}]}
{"t": 2.775, "touches": [{"id": 3, "phase": "moved", "x": 133.16, "y": 430.69}]}
{"t": 2.783333, "touches": [{"id": 4, "phase": "moved", "x": 256.8, "y": 413.53}]}
{"t": 2.791667, "touches": [{"id": 3, "phase": "moved", "x": 132.16, "y": 430.81}]}
{"t": 2.8, "touches": [{"id": 3, "phase": "moved", "x": 131.36, "y": 430.65}, {"id": 4, "phase": "moved", "x": 257.98, "y": 413.41}]}
{"t": 2.808333, "touches": [{"id": 3, "phase": "moved", "x": 130.69, "y": 430.93}, {"id": 4, "phase": "moved", "x": 258.54, "y": 413.33}]}
{"t": 2.816667, "touches": [{"id": 3, "phase": "moved", "x": 130.11, "y": 430.65}, {"id": 4, "phase": "moved", "x": 259.45, "y": 412.81}]}
{"t": 2.825, "touches": [{"id": 3, "phase": "moved", "x": 129.25, "y": 430.98}, {"id": 4, "phase": "moved", "x": 260.08, "y": 412.7}]}
{"t": 2.833333, "touches": [{"id": 3, "phase": "moved", "x": 128.45, "y": 430.62}, {"id": 4, "phase": "moved", "x": 261.15, "y": 412.8}]}
{"t": 2.841667, "touches": [{"id": 3, "phase": "moved", "x": 127.06, "y": 430.98}, {"id": 4, "phase": "moved", "x": 261.65, "y": 412.67}]}
{"t": 2.85, "touches": [{"id": 3, "phase": "moved", "x": 126.03, "y": 431.01}, {"id": 4, "phase": "moved", "x": 263.02, "y": 412.73}]}
{"t": 2.858333, "touches": [{"id": 3, "phase": "moved", "x": 125.42, "y": 430.69}, {"id": 4, "phase": "moved", "x": 263.95, "y": 412.38}]}
{"t": 2.866667, "touches": [{"id": 3, "phase": "moved", "x": 124.26, "y": 430.87}, {"id": 4, "phase": "moved", "x": 265.39, "y": 412.39}]}
{"t": 2.875, "touches": [{"id": 3, "phase": "moved", "x": 123.03, "y": 431.09}, {"id": 4, "phase": "moved", "x": 266.18, "y": 412.11}]}
{"t": 2.883333, "touches": [{"id": 3, "phase": "moved", "x": 121.84, "y": 431.01}, {"id": 4, "phase": "moved", "x": 267.41, "y": 412.2}]}
{"t": 2.891667, "touches": [{"id": 3, "phase": "moved", "x": 120.32, "y": 431.1}, {"id": 4, "phase": "moved", "x": 268.89, "y": 411.86}]}
{"t": 2.9, "touches": [{"id": 3, "phase": "moved", "x": 119.05, "y": 430.94}, {"id": 4, "phase": "moved", "x": 270.51, "y": 411.91}]}
{"t": 2.908333, "touches": [{"id": 3, "phase": "moved", "x": 117.72, "y": 431.26}, {"id": 4, "phase": "moved", "x": 271.9, "y": 411.78}]}
{"t": 2.916667, "touches": [{"id": 3, "phase": "moved", "x": 116.35, "y": 431.21}, {"id": 4, "phase": "moved", "x": 273.15, "y": 411.56}]}
{"t": 2.925, "touches": [{"id": 3, "phase": "moved", "x": 115.16, "y": 431.06}, {"id": 4, "phase": "moved", "x": 274.88, "y": 411.17}]}
{"t": 2.933333, "touches": [{"id": 3, "phase": "moved", "x": 113.64, "y": 430.95}, {"id": 4, "phase": "moved", "x": 276.62, "y": 411.15}]}
{"t": 2.941667, "touches": [{"id": 3, "phase": "moved", "x": 111.91, "y": 431.02}, {"id": 4, "phase": "moved", "x": 278.31, "y": 411.01}]}
{"t": 2.95, "touches": [{"id": 3, "phase": "moved", "x": 110.69, "y": 431.15}, {"id": 4, "phase": "moved", "x": 279.93, "y": 411.05}]}
{"t": 2.958333, "touches": [{"id": 3, "phase": "moved", "x": 109.02, "y": 431.03}, {"id": 4, "phase": "moved", "x": 281.26, "y": 410.83}]}
{"t": 2.966667, "touches": [{"id": 3, "phase": "moved", "x": 107.15, "y": 431.32}, {"id": 4, "phase": "moved", "x": 283.09, "y": 410.49}]}
{"t": 2.975, "touches": [{"id": 3, "phase": "moved", "x": 105.73, "y": 430.92}, {"id": 4, "phase": "moved", "x": 285, "y": 410.47}]}
{"t": 2.983333, "touches": [{"id": 3, "phase": "moved", "x": 104.38, "y": 431.14}, {"id": 4, "phase": "moved", "x": 286.61, "y": 410.47}]}
{"t": 2.991667, "touches": [{"id": 3, "phase": "moved", "x": 102.74, "y": 431.14}, {"id": 4, "phase": "moved", "x": 288.62, "y": 410.51}]}
{"t": 3, "touches": [{"id": 3, "phase": "moved", "x": 100.83, "y": 431.05}, {"id": 4, "phase": "moved", "x": 290.26, "y": 410.3}]}
{"t": 3.008333, "touches": [{"id": 3, "phase": "moved", "x": 99.53, "y": 430.93}, {"id": 4, "phase": "moved", "x": 292.06, "y": 410.01}]}
{"t": 3.016667, "touches": [{"id": 3, "phase": "moved", "x": 98.05, "y": 431.15}, {"id": 4, "phase": "moved", "x": 293.81, "y": 410.03}]}
{"t": 3.025, "touches": [{"id": 3, "phase": "moved", "x": 96.62, "y": 430.99}, {"id": 4, "phase": "moved", "x": 295.56, "y": 409.87}]}
{"t": 3.033333, "touches": [{"id": 3, "phase": "moved", "x": 94.67, "y": 430.89}, {"id": 4, "phase": "moved", "x": 297.17, "y": 409.46}]}
{"t": 3.041667, "touches": [{"id": 3, "phase": "moved", "x": 93.11, "y": 431.04}, {"id": 4, "phase": "moved", "x": 298.98, "y": 409.69}]}
{"t": 3.05, "touches": [{"id": 3, "phase": "moved", "x": 91.99, "y": 430.67}, {"id": 4, "phase": "moved", "x": 300.65, "y": 409.72}]}
{"t": 3.058333, "touches": [{"id": 3, "phase": "moved", "x": 90.16, "y": 430.72}, {"id": 4, "phase": "moved", "x": 302.82, "y": 409.36}]}
{"t": 3.066667, "touches": [{"id": 3, "phase": "moved", "x": 88.73, "y": 430.75}, {"id": 4, "phase": "moved", "x": 304.25, "y": 409.08}]}
{"t": 3.075, "touches": [{"id": 3, "phase": "moved", "x": 87.48, "y": 430.76}, {"id": 4, "phase": "moved", "x": 305.75, "y": 409.32}]}
{"t": 3.083333, "touches": [{"id": 3, "phase": "moved", "x": 86.16, "y": 430.42}, {"id": 4, "phase": "moved", "x": 307.63, "y": 409.41}]}
{"t": 3.091667, "touches": [{"id": 3, "phase": "moved", "x": 84.93, "y": 430.56}, {"id": 4, "phase": "moved", "x": 308.89, "y": 408.89}]}
{"t": 3.1, "touches": [{"id": 3, "phase": "moved", "x": 83.56, "y": 430.71}, {"id": 4, "phase": "moved", "x": 310.66, "y": 408.9}]}
{"t": 3.108333, "touches": [{"id": 3, "phase": "moved", "x": 82.17, "y": 430.56}, {"id": 4, "phase": "moved", "x": 312.22, "y": 409}]}
{"t": 3.116667, "touches": [{"id": 3, "phase": "moved", "x": 80.94, "y": 430.58}, {"id": 4, "phase": "moved", "x": 313.52, "y": 408.9}]}
{"t": 3.125, "touches": [{"id": 3, "phase": "moved", "x": 80.16, "y": 430.42}, {"id": 4, "phase": "moved", "x": 315.09, "y": 408.86}]}
{"t": 3.133333, "touches": [{"id": 3, "phase": "moved", "x": 78.92, "y": 430.26}, {"id": 4, "phase": "moved", "x": 316.07, "y": 409.1}]}
{"t": 3.141667, "touches": [{"id": 3, "phase": "moved", "x": 77.78, "y": 430.05}, {"id": 4, "phase": "moved", "x": 317.45, "y": 408.74}]}
{"t": 3.15, "touches": [{"id": 3, "phase": "moved", "x": 76.74, "y": 429.94}, {"id": 4, "phase": "moved", "x": 318.47, "y": 408.62}]}
{"t": 3.158333, "touches": [{"id": 3, "phase": "moved", "x": 75.85, "y": 430.12}, {"id": 4, "phase": "moved", "x": 319.8, "y": 408.58}]}
{"t": 3.166667, "touches": [{"id": 3, "phase": "moved", "x": 75.15, "y": 430.16}, {"id": 4, "phase": "moved", "x": 320.57, "y": 408.53}]}
{"t": 3.175, "touches": [{"id": 3, "phase": "moved", "x": 74.23, "y": 429.79}, {"id": 4, "phase": "moved", "x": 321.85, "y": 408.7}]}
{"t": 3.183333, "touches": [{"id": 3, "phase": "moved", "x": 73.71, "y": 429.96}, {"id": 4, "phase": "moved", "x": 322.48, "y": 408.58}]}
{"t": 3.191667, "touches": [{"id": 3, "phase": "moved", "x": 72.87, "y": 429.67}, {"id": 4, "phase": "moved", "x": 323.45, "y": 408.93}]}
{"t": 3.2, "touches": [{"id": 4, "phase": "moved", "x": 324.36, "y": 408.91}]}
{"t": 3.208333, "touches": [{"id": 3, "phase": "moved", "x": 71.84, "y": 429.65}, {"id": 4, "phase": "moved", "x": 325.12, "y": 408.76}]}
{"t": 3.225, "touches": [{"id": 3, "phase": "moved", "x": 70.81, "y": 429.52}, {"id": 4, "phase": "moved", "x": 326.3, "y": 408.43}]}
{"t": 3.241667, "touches": [{"id": 4, "phase": "moved", "x": 327.32, "y": 408.69}]}
{"t": 3.25, "touches": [{"id": 3, "phase": "moved", "x": 70.24, "y": 429.78}]}
{"t": 3.258333, "touches": [{"id": 4, "phase": "moved", "x": 327.84, "y": 408.82}]}
{"t": 3.266667, "touches": [{"id": 3, "phase": "moved", "x": 69.55, "y": 429.77}]}
{"t": 3.291667, "touches": [{"id": 4, "phase": "moved", "x": 328.52, "y": 408.45}]}
{"t": 3.308333, "touches": [{"id": 3, "phase": "moved", "x": 69.21, "y": 429.37}]}
{"t": 3.4, "touches": [{"id": 3, "phase": "ended", "x": 69.49, "y": 429.63}]}
{"t": 3.425, "touches": [{"id": 4, "phase": "ended", "x": 328.47, "y": 408.74}]}
{"t": 4.2, "touches": [{"id": 5, "phase": "began", "x": 329.85, "y": 429.79}]}
{"t": 4.266667, "touches": [{"id": 5, "phase": "moved", "x": 329.38, "y": 430.15}]}
{"t": 4.275, "touches": [{"id": 5, "phase": "moved", "x": 328.54, "y": 429.92}]}
{"t": 4.283333, "touches": [{"id": 5, "phase": "moved", "x": 327.59, "y": 429.82}]}
{"t": 4.291667, "touches": [{"id": 5, "phase": "moved", "x": 326.51, "y": 429.66}]}
{"t": 4.3, "touches": [{"id": 5, "phase": "moved", "x": 324.67, "y": 429.82}]}
{"t": 4.308333, "touches": [{"id": 5, "phase": "moved", "x": 322.63, "y": 429.61}]}
{"t": 4.316667, "touches": [{"id": 5, "phase": "moved", "x": 319.92, "y": 429.65}]}
{"t": 4.325, "touches": [{"id": 5, "phase": "moved", "x": 317.24, "y": 429.32}]}
{"t": 4.333333, "touches": [{"id": 5, "phase": "moved", "x": 314.1, "y": 429.42}]}
{"t": 4.341667, "touches": [{"id": 5, "phase": "moved", "x": 310.02, "y": 429.34}]}
{"t": 4.35, "touches": [{"id": 5, "phase": "moved", "x": 306.28, "y": 429.06}]}
{"t": 4.358333, "touches": [{"id": 5, "phase": "moved", "x": 301.64, "y": 429.08}]}
{"t": 4.366667, "touches": [{"id": 5, "phase": "moved", "x": 296.32, "y": 428.58}]}
{"t": 4.375, "touches": [{"id": 5, "phase": "moved", "x": 290.64, "y": 428.2}]}
{"t": 4.383333, "touches": [{"id": 5, "phase": "moved", "x": 285.11, "y": 427.99}]}
{"t": 4.391667, "touches": [{"id": 5, "phase": "moved", "x": 278.56, "y": 427.81}]}
{"t": 4.4, "touches": [{"id": 5, "phase": "moved", "x": 271.96, "y": 427.77}]}
{"t": 4.408333, "touches": [{"id": 5, "phase": "moved", "x": 264.93, "y": 427.15}]}
{"t": 4.416667, "touches": [{"id": 5, "phase": "moved", "x": 257.62, "y": 427.02}]}
{"t": 4.425, "touches": [{"id": 5, "phase": "moved", "x": 249.97, "y": 426.61}]}
{"t": 4.433333, "touches": [{"id": 5, "phase": "moved", "x": 241.76, "y": 426.49}]}
{"t": 4.441667, "touches": [{"id": 5, "phase": "moved", "x": 233.55, "y": 425.93}]}
{"t": 4.45, "touches": [{"id": 5, "phase": "moved", "x": 225.21, "y": 425.86}]}
{"t": 4.458333, "touches": [{"id": 5, "phase": "moved", "x": 216.44, "y": 425.33}]}
{"t": 4.466667, "touches": [{"id": 5, "phase": "moved", "x": 207.55, "y": 425.22}]}
{"t": 4.475, "touches": [{"id": 5, "phase": "moved", "x": 198.77, "y": 424.94}]}
{"t": 4.483333, "touches": [{"id": 5, "phase": "moved", "x": 190.15, "y": 424.21}]}
{"t": 4.491667, "touches": [{"id": 5, "phase": "moved", "x": 181.1, "y": 423.93}]}
{"t": 4.5, "touches": [{"id": 5, "phase": "moved", "x": 172.06, "y": 423.79}]}
{"t": 4.508333, "touches": [{"id": 5, "phase": "moved", "x": 163.07, "y": 423.34}]}
{"t": 4.516667, "touches": [{"id": 5, "phase": "moved", "x": 154.06, "y": 422.72}]}
{"t": 4.525, "touches": [{"id": 5, "phase": "moved", "x": 145.34, "y": 422.74}]}
{"t": 4.533333, "touches": [{"id": 5, "phase": "moved", "x": 136.74, "y": 422.46}]}
{"t": 4.541667, "touches": [{"id": 5, "phase": "moved", "x": 128.15, "y": 421.96}]}
{"t": 4.55, "touches": [{"id": 5, "phase": "moved", "x": 119.63, "y": 421.36}]}
{"t": 4.558333, "touches": [{"id": 5, "phase": "moved", "x": 111.66, "y": 421.13}]}
{"t": 4.566667, "touches": [{"id": 5, "phase": "moved", "x": 104.23, "y": 420.92}]}
{"t": 4.575, "touches": [{"id": 5, "phase": "moved", "x": 96.81, "y": 420.58}]}
{"t": 4.583333, "touches": [{"id": 5, "phase": "moved", "x": 89.21, "y": 420.33}]}
{"t": 4.591667, "touches": [{"id": 5, "phase": "moved", "x": 82.48, "y": 420.12}]}
{"t": 4.6, "touches": [{"id": 5, "phase": "moved", "x": 76.51, "y": 419.8}]}
{"t": 4.608333, "touches": [{"id": 5, "phase": "moved", "x": 70.14, "y": 419.55}]}
{"t": 4.616667, "touches": [{"id": 5, "phase": "moved", "x": 64.9, "y": 419.16}]}
{"t": 4.625, "touches": [{"id": 5, "phase": "moved", "x": 59.39, "y": 419.33}]}
{"t": 4.633333, "touches": [{"id": 5, "phase": "moved", "x": 54.83, "y": 419.15}]}
{"t": 4.641667, "touches": [{"id": 5, "phase": "moved", "x": 50.72, "y": 418.74}]}
{"t": 4.65, "touches": [{"id": 5, "phase": "moved", "x": 46.92, "y": 418.77}]}
{"t": 4.658333, "touches": [{"id": 5, "phase": "moved", "x": 43.15, "y": 418.68}]}
{"t": 4.666667, "touches": [{"id": 5, "phase": "moved", "x": 40.16, "y": 418.47}]}
{"t": 4.675, "touches": [{"id": 5, "phase": "moved", "x": 37.63, "y": 418.53}]}
{"t": 4.683333, "touches": [{"id": 5, "phase": "moved", "x": 35.86, "y": 418.26}]}
{"t": 4.691667, "touches": [{"id": 5, "phase": "moved", "x": 33.82, "y": 418.39}]}
{"t": 4.7, "touches": [{"id": 5, "phase": "moved", "x": 32.52, "y": 418.06}]}
{"t": 4.708333, "touches": [{"id": 5, "phase": "moved", "x": 31.55, "y": 418.2}]}
{"t": 4.716667, "touches": [{"id": 5, "phase": "moved", "x": 30.93, "y": 418.13}]}
{"t": 4.725, "touches": [{"id": 5, "phase": "moved", "x": 30.28, "y": 417.82}]}
{"t": 4.816667, "touches": [{"id": 5, "phase": "moved", "x": 29.76, "y": 418.04}]}
{"t": 4.841667, "touches": [{"id": 5, "phase": "moved", "x": 30.23, "y": 418.23}]}
{"t": 4.85, "touches": [{"id": 5, "phase": "ended", "x": 30.11, "y": 418.07}]}
{"t": 5.6, "touches": [{"id": 6, "phase": "began", "x": 319.92, "y": 430.02}]}
{"t": 5.608333, "touches": [{"id": 6, "phase": "moved", "x": 310.73, "y": 430.29}]}
{"t": 5.616667, "touches": [{"id": 6, "phase": "moved", "x": 301.44, "y": 430.37}]}
{"t": 5.625, "touches": [{"id": 6, "phase": "moved", "x": 292.53, "y": 430.87}]}
{"t": 5.633333, "touches": [{"id": 6, "phase": "moved", "x": 283.31, "y": 430.93}]}
{"t": 5.641667, "touches": [{"id": 6, "phase": "moved", "x": 274.12, "y": 431.07}]}
{"t": 5.65, "touches": [{"id": 6, "phase": "moved", "x": 265.06, "y": 431.49}]}
{"t": 5.658333, "touches": [{"id": 6, "phase": "moved", "x": 255.91, "y": 431.29}]}
{"t": 5.666667, "touches": [{"id": 6, "phase": "moved", "x": 246.76, "y": 431.62}]}
{"t": 5.675, "touches": [{"id": 6, "phase": "moved", "x": 237.37, "y": 431.69}]}
{"t": 5.683333, "touches": [{"id": 6, "phase": "moved", "x": 228.18, "y": 432.26}]}
{"t": 5.691667, "touches": [{"id": 6, "phase": "moved", "x": 219.37, "y": 432.53}]}
{"t": 5.7, "touches": [{"id": 6, "phase": "moved", "x": 209.75, "y": 432.52}]}
{"t": 5.708333, "touches": [{"id": 6, "phase": "moved", "x": 200.67, "y": 432.56}]}
{"t": 5.716667, "touches": [{"id": 6, "phase": "moved", "x": 191.55, "y": 433.15}]}
{"t": 5.725, "touches": [{"id": 6, "phase": "moved", "x": 182.7, "y": 433.05}]}
{"t": 5.733333, "touches": [{"id": 6, "phase": "moved", "x": 173.31, "y": 433.22}]}
{"t": 5.741667, "touches": [{"id": 6, "phase": "moved", "x": 164.09, "y": 433.35}]}
{"t": 5.75, "touches": [{"id": 6, "phase": "moved", "x": 155.04, "y": 433.95}]}
{"t": 5.758333, "touches": [{"id": 6, "phase": "moved", "x": 145.63, "y": 433.77}]}
{"t": 5.766667, "touches": [{"id": 6, "phase": "moved", "x": 136.71, "y": 434.15}]}
{"t": 5.775, "touches": [{"id": 6, "phase": "moved", "x": 127.63, "y": 434.2}]}
{"t": 5.783333, "touches": [{"id": 6, "phase": "moved", "x": 118.36, "y": 434.69}]}
{"t": 5.791667, "touches": [{"id": 6, "phase": "moved", "x": 109.16, "y": 434.82}]}
{"t": 5.8, "touches": [{"id": 6, "phase": "ended", "x": 100.01, "y": 434.75}]}
{"t": 6.8, "touches": [{"id": 7, "phase": "began", "x": 199.95, "y": 399.9}]}
{"t": 6.883333, "touches": [{"id": 7, "phase": "ended", "x": 200.12, "y": 399.9}]}
{"t": 6.983333, "touches": [{"id": 8, "phase": "began", "x": 203.09, "y": 402.2}]}
{"t": 7.066667, "touches": [{"id": 8, "phase": "ended", "x": 202.86, "y": 402.04}]}

"""##),
        ("screen-reader-mail.scene.json", ##"""
{
  "window": {"width": 1024, "height": 768},
  "mode": "accessibility",
  "screenReader": {"features": ["navigation", "boundaryAlerts"], "explorationDelay": 0.1, "enlargement": 0.5,
                   "speech": {"rate": 0.5, "language": "en-US"}},
  "views": [
    {"id": "mailboxes", "frame": [0, 0, 256, 704], "accessibility": {"container": "list", "label": "Mailboxes"}, "children": [
      {"id": "inbox", "frame": [16, 16, 224, 44], "accessibility": {"element": true, "label": "Inbox", "traits": ["button"]}},
      {"id": "drafts", "frame": [16, 76, 224, 44], "accessibility": {"element": true, "label": "Drafts", "traits": ["button"]}},
      {"id": "sent", "frame": [16, 136, 224, 44], "accessibility": {"element": true, "label": "Sent", "traits": ["button"]}},
      {"id": "trash", "frame": [16, 196, 224, 44], "accessibility": {"element": true, "label": "Trash", "traits": ["button"]}}
    ]},
    {"id": "header", "frame": [256, 0, 768, 160], "accessibility": {"container": true, "label": "Message header"}, "children": [
      {"id": "from", "frame": [16, 8, 400, 30], "accessibility": {"element": true, "label": "From: Alice", "traits": ["staticText"]}},
      {"id": "to", "frame": [16, 44, 400, 30], "accessibility": {"element": true, "label": "To: me@me.com", "traits": ["staticText"]}},
      {"id": "subject", "frame": [16, 80, 400, 30], "accessibility": {"element": true, "label": "Subject: Lunch", "traits": ["staticText"]}},
      {"id": "date", "frame": [16, 116, 400, 30], "accessibility": {"element": true, "label": "Date: September 1, 2009", "traits": ["staticText"]}}
    ]},
    {"id": "body", "frame": [256, 160, 768, 480], "accessibility": {"container": true, "label": "Message body"}, "children": [
      {"id": "text", "frame": [16, 16, 736, 448], "accessibility": {"element": true, "label": "Message text: Are we still on for lunch?", "traits": ["staticText"]}}
    ]},
    {"id": "actions", "frame": [256, 640, 768, 64], "accessibility": {"container": "toolbar", "label": "Message actions"}, "children": [
      {"id": "reply", "frame": [16, 12, 120, 40], "accessibility": {"element": true, "label": "Reply", "traits": ["button"]}},
      {"id": "forward", "frame": [152, 12, 120, 40], "accessibility": {"element": true, "label": "Forward", "traits": ["button"]}},
      {"id": "delete", "frame": [288, 12, 120, 40], "accessibility": {"element": true, "label": "Delete", "traits": ["button"]}}
    ]},
    {"id": "dock", "frame": [0, 704, 1024, 64], "accessibility": {"container": "toolbar", "label": "Dock"}, "children": [
      {"id": "mail", "frame": [160, 8, 48, 48], "accessibility": {"element": true, "label": "Mail", "category": "dockIcon"}},
      {"id": "addressBook", "frame": [400, 8, 48, 48], "accessibility": {"element": true, "label": "Address Book", "hint": "opens Address Book", "category": "dockIcon"}},
      {"id": "calendar", "frame": [640, 8, 48, 48], "accessibility": {"element": true, "label": "Calendar", "category": "dockIcon"}},
      {"id": "music", "frame": [880, 8, 48, 48], "accessibility": {"element": true, "label": "Music", "category": "dockIcon"}}
    ]}
  ],
  "recognizers": [
    {"id": "inboxTap", "type": "tap", "view": "inbox"},
    {"id": "addressBookTap", "type": "tap", "view": "addressBook"}
  ]
}

"""##),
        ("screen-reader-mail.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 128.06, "y": 600.08}]}
{"t": 0.7, "touches": [{"id": 1, "phase": "ended", "x": 127.81, "y": 599.95}]}
{"t": 1.2, "touches": [{"id": 10, "phase": "began", "x": 499.89, "y": 300.07}, {"id": 11, "phase": "began", "x": 539.91, "y": 300.19}, {"id": 12, "phase": "began", "x": 580.15, "y": 299.85}, {"id": 13, "phase": "began", "x": 620.08, "y": 299.77}]}
{"t": 1.225, "touches": [{"id": 10, "phase": "moved", "x": 499.35, "y": 299.99}, {"id": 11, "phase": "moved", "x": 538.98, "y": 300.12}, {"id": 12, "phase": "moved", "x": 579.08, "y": 300.2}, {"id": 13, "phase": "moved", "x": 619.06, "y": 300.25}]}
{"t": 1.233333, "touches": [{"id": 10, "phase": "moved", "x": 495.64, "y": 299.97}, {"id": 11, "phase": "moved", "x": 535.49, "y": 300.09}, {"id": 12, "phase": "moved", "x": 575.95, "y": 300.24}, {"id": 13, "phase": "moved", "x": 615.59, "y": 299.9}]}
{"t": 1.241667, "touches": [{"id": 10, "phase": "moved", "x": 488.77, "y": 300.41}, {"id": 11, "phase": "moved", "x": 528.84, "y": 300.32}, {"id": 12, "phase": "moved", "x": 568.85, "y": 300.39}, {"id": 13, "phase": "moved", "x": 608.48, "y": 300.26}]}
{"t": 1.25, "touches": [{"id": 10, "phase": "moved", "x": 477.81, "y": 300.44}, {"id": 11, "phase": "moved", "x": 517.93, "y": 300.44}, {"id": 12, "phase": "moved", "x": 557.54, "y": 300.54}, {"id": 13, "phase": "moved", "x": 597.79, "y": 300.61}]}
{"t": 1.258333, "touches": [{"id": 10, "phase": "moved", "x": 463.1, "y": 301.1}, {"id": 11, "phase": "moved", "x": 503.25, "y": 301.06}, {"id": 12, "phase": "moved", "x": 543.03, "y": 300.7}, {"id": 13, "phase": "moved", "x": 583.43, "y": 300.83}]}
{"t": 1.266667, "touches": [{"id": 10, "phase": "moved", "x": 445.74, "y": 301.22}, {"id": 11, "phase": "moved", "x": 486.08, "y": 301.16}, {"id": 12, "phase": "moved", "x": 526.07, "y": 301.23}, {"id": 13, "phase": "moved", "x": 566.1, "y": 301.39}]}
{"t": 1.275, "touches": [{"id": 10, "phase": "moved", "x": 426.89, "y": 301.81}, {"id": 11, "phase": "moved", "x": 466.9, "y": 301.96}, {"id": 12, "phase": "moved", "x": 506.91, "y": 301.88}, {"id": 13, "phase": "moved", "x": 546.79, "y": 301.72}]}
{"t": 1.283333, "touches": [{"id": 10, "phase": "moved", "x": 407.1, "y": 302.29}, {"id": 11, "phase": "moved", "x": 447.42, "y": 302.44}, {"id": 12, "phase": "moved", "x": 487.5, "y": 302.45}, {"id": 13, "phase": "moved", "x": 527.29, "y": 302.47}]}
{"t": 1.291667, "touches": [{"id": 10, "phase": "moved", "x": 388.45, "y": 302.79}, {"id": 11, "phase": "moved", "x": 428.63, "y": 302.93}, {"id": 12, "phase": "moved", "x": 468.51, "y": 302.89}, {"id": 13, "phase": "moved", "x": 508.8, "y": 302.76}]}
{"t": 1.3, "touches": [{"id": 10, "phase": "moved", "x": 372.27, "y": 303.25}, {"id": 11, "phase": "moved", "x": 412.02, "y": 303.13}, {"id": 12, "phase": "moved", "x": 451.83, "y": 302.96}, {"id": 13, "phase": "moved", "x": 492.09, "y": 303.06}]}
{"t": 1.308333, "touches": [{"id": 10, "phase": "moved", "x": 358.78, "y": 303.3}, {"id": 11, "phase": "moved", "x": 398.58, "y": 303.38}, {"id": 12, "phase": "moved", "x": 438.65, "y": 303.63}, {"id": 13, "phase": "moved", "x": 478.42, "y": 303.55}]}
{"t": 1.316667, "touches": [{"id": 10, "phase": "moved", "x": 348.73, "y": 303.8}, {"id": 11, "phase": "moved", "x": 388.59, "y": 303.77}, {"id": 12, "phase": "moved", "x": 429.01, "y": 303.6}, {"id": 13, "phase": "moved", "x": 468.73, "y": 304}]}
{"t": 1.325, "touches": [{"id": 10, "phase": "moved", "x": 343.16, "y": 303.96}, {"id": 11, "phase": "moved", "x": 382.8, "y": 303.88}, {"id": 12, "phase": "moved", "x": 422.83, "y": 304.14}, {"id": 13, "phase": "moved", "x": 462.9, "y": 304.14}]}
{"t": 1.333333, "touches": [{"id": 10, "phase": "moved", "x": 340.38, "y": 304.08}, {"id": 11, "phase": "moved", "x": 380.44, "y": 304.18}, {"id": 12, "phase": "moved", "x": 420.31, "y": 304.02}, {"id": 13, "phase": "moved", "x": 460.65, "y": 303.83}]}
{"t": 1.341667, "touches": [{"id": 10, "phase": "ended", "x": 339.82, "y": 303.76}, {"id": 11, "phase": "ended", "x": 380.14, "y": 304.11}, {"id": 12, "phase": "ended", "x": 420.05, "y": 303.97}, {"id": 13, "phase": "ended", "x": 460.12, "y": 304.22}]}
{"t": 2.2, "touches": [{"id": 2, "phase": "began", "x": 559.95, "y": 735.98}]}
{"t": 2.225, "touches": [{"id": 2, "phase": "moved", "x": 561.9, "y": 736.16}]}
{"t": 2.233333, "touches": [{"id": 2, "phase": "moved", "x": 567.42, "y": 736.11}]}
{"t": 2.241667, "touches": [{"id": 2, "phase": "moved", "x": 578.31, "y": 736.39}]}
{"t": 2.25, "touches": [{"id": 2, "phase": "moved", "x": 593.59, "y": 736.57}]}
{"t": 2.258333, "touches": [{"id": 2, "phase": "moved", "x": 612.99, "y": 736.71}]}
{"t": 2.266667, "touches": [{"id": 2, "phase": "moved", "x": 634.46, "y": 736.76}]}
{"t": 2.275, "touches": [{"id": 2, "phase": "moved", "x": 656.66, "y": 737.36}]}
{"t": 2.283333, "touches": [{"id": 2, "phase": "moved", "x": 677.06, "y": 737.42}]}
{"t": 2.291667, "touches": [{"id": 2, "phase": "moved", "x": 694.68, "y": 737.45}]}
{"t": 2.3, "touches": [{"id": 2, "phase": "moved", "x": 707.83, "y": 737.71}]}
{"t": 2.308333, "touches": [{"id": 2, "phase": "moved", "x": 715.87, "y": 737.83}]}
{"t": 2.316667, "touches": [{"id": 2, "phase": "moved", "x": 719.4, "y": 738.11}]}
{"t": 2.325, "touches": [{"id": 2, "phase": "ended", "x": 720.16, "y": 737.89}]}
{"t": 3.2, "touches": [{"id": 3, "phase": "began", "x": 300.01, "y": 669.85}]}
{"t": 3.6, "touches": [{"id": 3, "phase": "ended", "x": 299.88, "y": 670.08}]}
{"t": 4, "command": "nextContainer"}
{"t": 4.6, "touches": [{"id": 4, "phase": "began", "x": 500.25, "y": 299.76}]}
{"t": 4.625, "touches": [{"id": 4, "phase": "moved", "x": 502.05, "y": 299.84}]}
{"t": 4.633333, "touches": [{"id": 4, "phase": "moved", "x": 507.74, "y": 300.29}]}
{"t": 4.641667, "touches": [{"id": 4, "phase": "moved", "x": 518.36, "y": 300.41}]}
{"t": 4.65, "touches": [{"id": 4, "phase": "moved", "x": 533.57, "y": 300.65}]}
{"t": 4.658333, "touches": [{"id": 4, "phase": "moved", "x": 552.7, "y": 300.85}]}
{"t": 4.666667, "touches": [{"id": 4, "phase": "moved", "x": 574.51, "y": 300.82}]}
{"t": 4.675, "touches": [{"id": 4, "phase": "moved", "x": 596.46, "y": 301.04}]}
{"t": 4.683333, "touches": [{"id": 4, "phase": "moved", "x": 617.18, "y": 301.61}]}
{"t": 4.691667, "touches": [{"id": 4, "phase": "moved", "x": 634.57, "y": 301.86}]}
{"t": 4.7, "touches": [{"id": 4, "phase": "moved", "x": 647.8, "y": 301.6}]}
{"t": 4.708333, "touches": [{"id": 4, "phase": "moved", "x": 656.04, "y": 301.85}]}
{"t": 4.716667, "touches": [{"id": 4, "phase": "moved", "x": 659.29, "y": 302.04}]}
{"t": 4.725, "touches": [{"id": 4, "phase": "ended", "x": 659.92, "y": 302.13}]}
{"t": 5.4, "touches": [{"id": 5, "phase": "began", "x": 500.25, "y": 300.16}]}
{"t": 5.425, "touches": [{"id": 5, "phase": "moved", "x": 502.06, "y": 299.94}]}
{"t": 5.433333, "touches": [{"id": 5, "phase": "moved", "x": 507.72, "y": 300.24}]}
{"t": 5.441667, "touches": [{"id": 5, "phase": "moved", "x": 518.22, "y": 300.01}]}
{"t": 5.45, "touches": [{"id": 5, "phase": "moved", "x": 533.71, "y": 300.32}]}
{"t": 5.458333, "touches": [{"id": 5, "phase": "moved", "x": 552.75, "y": 300.86}]}
{"t": 5.466667, "touches": [{"id": 5, "phase": "moved", "x": 574.38, "y": 300.96}]}
{"t": 5.475, "touches": [{"id": 5, "phase": "moved", "x": 596.46, "y": 301.31}]}
{"t": 5.483333, "touches": [{"id": 5, "phase": "moved", "x": 617.24, "y": 301.5}]}
{"t": 5.491667, "touches": [{"id": 5, "phase": "moved", "x": 634.48, "y": 301.74}]}
{"t": 5.5, "touches": [{"id": 5, "phase": "moved", "x": 648.01, "y": 301.61}]}
{"t": 5.508333, "touches": [{"id": 5, "phase": "moved", "x": 655.69, "y": 302.08}]}
{"t": 5.516667, "touches": [{"id": 5, "phase": "moved", "x": 659.4, "y": 301.98}]}
{"t": 5.525, "touches": [{"id": 5, "phase": "ended", "x": 660.21, "y": 302.14}]}
{"t": 6.4, "touches": [{"id": 6, "phase": "began", "x": 600, "y": 300.1}]}
{"t": 6.45, "touches": [{"id": 6, "phase": "ended", "x": 600.04, "y": 299.79}]}
{"t": 6.6, "touches": [{"id": 7, "phase": "began", "x": 601.93, "y": 301.11}]}
{"t": 6.65, "touches": [{"id": 7, "phase": "ended", "x": 602.22, "y": 301.22}]}
{"t": 7.5, "mode": "normal"}
{"t": 8, "touches": [{"id": 8, "phase": "began", "x": 100.04, "y": 38.01}]}
{"t": 8.083333, "touches": [{"id": 8, "phase": "ended", "x": 100.15, "y": 38.09}]}
{"t": 8.6}

"""##),
        ("swiftui-card.scene.json", ##"""
{
  "window": {"width": 390, "height": 844},
  "views": [
    {"id": "photoCard", "frame": [45, 80, 300, 220], "multipleTouchEnabled": true,
     "gestures": [{"simultaneously": [{"drag": {}}, {"magnify": {}}, {"rotate": {}}]}]},
    {"id": "list", "frame": [0, 420, 390, 424], "children": [
      {"id": "row1", "frame": [0, 0, 390, 88], "gestures": [{"sequenced": [{"longPress": {}}, {"drag": {}}]}]},
      {"id": "row2", "frame": [0, 96, 390, 88], "gestures": [{"sequenced": [{"longPress": {}}, {"drag": {}}]}]},
      {"id": "row3", "frame": [0, 192, 390, 88], "gestures": [{"sequenced": [{"longPress": {}}, {"drag": {}}]}]}
    ]}
  ]
}

"""##),
        ("swiftui-card.trace.jsonl", ##"""
{"t": 0.3, "touches": [{"id": 1, "phase": "began", "x": 150, "y": 159.9}]}
{"t": 0.366667, "touches": [{"id": 1, "phase": "moved", "x": 150.05, "y": 160.42}]}
{"t": 0.391667, "touches": [{"id": 1, "phase": "moved", "x": 150.91, "y": 160.98}]}
{"t": 0.4, "touches": [{"id": 1, "phase": "moved", "x": 151.24, "y": 161.4}]}
{"t": 0.408333, "touches": [{"id": 1, "phase": "moved", "x": 152.1, "y": 161.55}]}
{"t": 0.416667, "touches": [{"id": 1, "phase": "moved", "x": 152.56, "y": 162.19}]}
{"t": 0.425, "touches": [{"id": 1, "phase": "moved", "x": 153.42, "y": 162.94}]}
{"t": 0.433333, "touches": [{"id": 1, "phase": "moved", "x": 154.04, "y": 163.64}]}
{"t": 0.441667, "touches": [{"id": 1, "phase": "moved", "x": 154.86, "y": 164.48}]}
{"t": 0.45, "touches": [{"id": 1, "phase": "moved", "x": 155.95, "y": 165.27}]}
{"t": 0.458333, "touches": [{"id": 1, "phase": "moved", "x": 157.32, "y": 166.35}]}
{"t": 0.466667, "touches": [{"id": 1, "phase": "moved", "x": 158.62, "y": 167.45}]}
{"t": 0.475, "touches": [{"id": 1, "phase": "moved", "x": 160.13, "y": 168.75}]}
{"t": 0.483333, "touches": [{"id": 1, "phase": "moved", "x": 161.45, "y": 169.9}]}
{"t": 0.491667, "touches": [{"id": 1, "phase": "moved", "x": 162.85, "y": 171.4}]}
{"t": 0.5, "touches": [{"id": 1, "phase": "moved", "x": 164.87, "y": 173.05}]}
{"t": 0.508333, "touches": [{"id": 1, "phase": "moved", "x": 166.35, "y": 174.61}]}
{"t": 0.516667, "touches": [{"id": 1, "phase": "moved", "x": 168.04, "y": 175.89}]}
{"t": 0.525, "touches": [{"id": 1, "phase": "moved", "x": 170.45, "y": 177.56}]}
{"t": 0.533333, "touches": [{"id": 1, "phase": "moved", "x": 172.42, "y": 179.5}]}
{"t": 0.541667, "touches": [{"id": 1, "phase": "moved", "x": 174.38, "y": 181.26}]}
{"t": 0.55, "touches": [{"id": 1, "phase": "moved", "x": 176.41, "y": 183.04}]}
{"t": 0.558333, "touches": [{"id": 1, "phase": "moved", "x": 178.6, "y": 185.12}]}
{"t": 0.566667, "touches": [{"id": 1, "phase": "moved", "x": 180.78, "y": 186.75}]}
{"t": 0.575, "touches": [{"id": 1, "phase": "moved", "x": 183.22, "y": 189.03}]}
{"t": 0.583333, "touches": [{"id": 1, "phase": "moved", "x": 185.59, "y": 190.9}]}
{"t": 0.591667, "touches": [{"id": 1, "phase": "moved", "x": 187.81, "y": 192.86}]}
{"t": 0.6, "touches": [{"id": 1, "phase": "moved", "x": 190.21, "y": 194.76}]}
{"t": 0.608333, "touches": [{"id": 1, "phase": "moved", "x": 192.27, "y": 197.16}]}
{"t": 0.616667, "touches": [{"id": 1, "phase": "moved", "x": 194.82, "y": 199.08}]}
{"t": 0.625, "touches": [{"id": 1, "phase": "moved", "x": 196.85, "y": 200.9}]}
{"t": 0.633333, "touches": [{"id": 1, "phase": "moved", "x": 198.93, "y": 202.88}]}
{"t": 0.641667, "touches": [{"id": 1, "phase": "moved", "x": 201.17, "y": 204.92}]}
{"t": 0.65, "touches": [{"id": 1, "phase": "moved", "x": 203.76, "y": 206.86}]}
{"t": 0.658333, "touches": [{"id": 1, "phase": "moved", "x": 205.64, "y": 208.85}]}
{"t": 0.666667, "touches": [{"id": 1, "phase": "moved", "x": 207.53, "y": 210.52}]}
{"t": 0.675, "touches": [{"id": 1, "phase": "moved", "x": 209.7, "y": 212.52}]}
{"t": 0.683333, "touches": [{"id": 1, "phase": "moved", "x": 211.97, "y": 214.19}]}
{"t": 0.691667, "touches": [{"id": 1, "phase": "moved", "x": 213.76, "y": 215.61}]}
{"t": 0.7, "touches": [{"id": 1, "phase": "moved", "x": 215.51, "y": 217.3}]}
{"t": 0.708333, "touches": [{"id": 1, "phase": "moved", "x": 216.77, "y": 218.77}]}
{"t": 0.716667, "touches": [{"id": 1, "phase": "moved", "x": 218.72, "y": 219.99}]}
{"t": 0.725, "touches": [{"id": 1, "phase": "moved", "x": 220.11, "y": 221.44}]}
{"t": 0.733333, "touches": [{"id": 1, "phase": "moved", "x": 221.28, "y": 222.48}]}
{"t": 0.741667, "touches": [{"id": 1, "phase": "moved", "x": 222.93, "y": 223.62}]}
{"t": 0.75, "touches": [{"id": 1, "phase": "moved", "x": 223.66, "y": 224.53}]}
{"t": 0.758333, "touches": [{"id": 1, "phase": "moved", "x": 225.15, "y": 225.42}]}
{"t": 0.766667, "touches": [{"id": 1, "phase": "moved", "x": 226.08, "y": 226.31}]}
{"t": 0.775, "touches": [{"id": 1, "phase": "moved", "x": 226.64, "y": 227.05}]}
{"t": 0.783333, "touches": [{"id": 1, "phase": "moved", "x": 227.61, "y": 227.54}]}
{"t": 0.791667, "touches": [{"id": 1, "phase": "moved", "x": 227.96, "y": 228.55}]}
{"t": 0.8, "touches": [{"id": 1, "phase": "moved", "x": 228.68, "y": 228.57}]}
{"t": 0.808333, "touches": [{"id": 1, "phase": "moved", "x": 228.94, "y": 229.02}]}
{"t": 0.816667, "touches": [{"id": 1, "phase": "moved", "x": 229.2, "y": 229.46}]}
{"t": 0.833333, "touches": [{"id": 1, "phase": "moved", "x": 229.91, "y": 229.71}]}
{"t": 0.9, "touches": [{"id": 1, "phase": "ended", "x": 230.24, "y": 229.75}]}
{"t": 1.4, "touches": [{"id": 2, "phase": "began", "x": 145.73, "y": 197.23}]}
{"t": 1.425, "touches": [{"id": 3, "phase": "began", "x": 244.53, "y": 183.02}]}
{"t": 1.508333, "touches": [{"id": 2, "phase": "moved", "x": 145.25, "y": 196.88}]}
{"t": 1.55, "touches": [{"id": 3, "phase": "moved", "x": 245.05, "y": 183.04}]}
{"t": 1.558333, "touches": [{"id": 2, "phase": "moved", "x": 144.65, "y": 196.72}]}
{"t": 1.566667, "touches": [{"id": 3, "phase": "moved", "x": 245.14, "y": 183.55}]}
{"t": 1.591667, "touches": [{"id": 2, "phase": "moved", "x": 143.88, "y": 197.03}, {"id": 3, "phase": "moved", "x": 245.68, "y": 183.61}]}
{"t": 1.608333, "touches": [{"id": 3, "phase": "moved", "x": 246.12, "y": 184.09}]}
{"t": 1.616667, "touches": [{"id": 2, "phase": "moved", "x": 143.43, "y": 196.4}]}
{"t": 1.625, "touches": [{"id": 2, "phase": "moved", "x": 142.84, "y": 196.47}]}
{"t": 1.633333, "touches": [{"id": 3, "phase": "moved", "x": 246.96, "y": 184.54}]}
{"t": 1.641667, "touches": [{"id": 2, "phase": "moved", "x": 142.26, "y": 196.26}]}
{"t": 1.65, "touches": [{"id": 3, "phase": "moved", "x": 247.71, "y": 184.96}]}
{"t": 1.658333, "touches": [{"id": 2, "phase": "moved", "x": 141.3, "y": 196.1}]}
{"t": 1.666667, "touches": [{"id": 3, "phase": "moved", "x": 248.16, "y": 185.56}]}
{"t": 1.675, "touches": [{"id": 2, "phase": "moved", "x": 140.64, "y": 195.84}, {"id": 3, "phase": "moved", "x": 249.02, "y": 185.99}]}
{"t": 1.683333, "touches": [{"id": 2, "phase": "moved", "x": 140.04, "y": 195.62}]}
{"t": 1.691667, "touches": [{"id": 3, "phase": "moved", "x": 249.86, "y": 186.28}]}
{"t": 1.7, "touches": [{"id": 2, "phase": "moved", "x": 139.21, "y": 195.66}, {"id": 3, "phase": "moved", "x": 250.31, "y": 186.98}]}
{"t": 1.708333, "touches": [{"id": 3, "phase": "moved", "x": 250.73, "y": 187.33}]}
{"t": 1.716667, "touches": [{"id": 2, "phase": "moved", "x": 137.79, "y": 195.28}, {"id": 3, "phase": "moved", "x": 251.32, "y": 187.27}]}
{"t": 1.725, "touches": [{"id": 2, "phase": "moved", "x": 137.21, "y": 195.06}, {"id": 3, "phase": "moved", "x": 251.9, "y": 188.05}]}
{"t": 1.741667, "touches": [{"id": 2, "phase": "moved", "x": 136.22, "y": 194.59}, {"id": 3, "phase": "moved", "x": 252.87, "y": 188.66}]}
{"t": 1.75, "touches": [{"id": 3, "phase": "moved", "x": 253.7, "y": 189.09}]}
{"t": 1.758333, "touches": [{"id": 2, "phase": "moved", "x": 134.83, "y": 193.79}, {"id": 3, "phase": "moved", "x": 254.36, "y": 189.62}]}
{"t": 1.766667, "touches": [{"id": 2, "phase": "moved", "x": 134.28, "y": 193.69}, {"id": 3, "phase": "moved", "x": 254.66, "y": 190.17}]}
{"t": 1.775, "touches": [{"id": 2, "phase": "moved", "x": 133.58, "y": 193.65}, {"id": 3, "phase": "moved", "x": 255.27, "y": 190.64}]}
{"t": 1.783333, "touches": [{"id": 2, "phase": "moved", "x": 133.02, "y": 193.37}, {"id": 3, "phase": "moved", "x": 256.28, "y": 191.49}]}
{"t": 1.791667, "touches": [{"id": 2, "phase": "moved", "x": 132.43, "y": 193.01}, {"id": 3, "phase": "moved", "x": 257.03, "y": 192.3}]}
{"t": 1.8, "touches": [{"id": 2, "phase": "moved", "x": 131.8, "y": 192.74}]}
{"t": 1.808333, "touches": [{"id": 2, "phase": "moved", "x": 130.71, "y": 192.04}, {"id": 3, "phase": "moved", "x": 257.99, "y": 193.34}]}
{"t": 1.816667, "touches": [{"id": 2, "phase": "moved", "x": 130.15, "y": 191.76}, {"id": 3, "phase": "moved", "x": 258.98, "y": 193.94}]}
{"t": 1.825, "touches": [{"id": 2, "phase": "moved", "x": 129.31, "y": 191.34}, {"id": 3, "phase": "moved", "x": 259.72, "y": 194.47}]}
{"t": 1.833333, "touches": [{"id": 2, "phase": "moved", "x": 128.91, "y": 190.89}, {"id": 3, "phase": "moved", "x": 260.42, "y": 195.28}]}
{"t": 1.841667, "touches": [{"id": 2, "phase": "moved", "x": 128.16, "y": 190.37}, {"id": 3, "phase": "moved", "x": 260.9, "y": 196.06}]}
{"t": 1.85, "touches": [{"id": 2, "phase": "moved", "x": 127.29, "y": 190.3}, {"id": 3, "phase": "moved", "x": 261.94, "y": 197.03}]}
{"t": 1.858333, "touches": [{"id": 2, "phase": "moved", "x": 126.56, "y": 189.77}, {"id": 3, "phase": "moved", "x": 262.66, "y": 197.47}]}
{"t": 1.866667, "touches": [{"id": 2, "phase": "moved", "x": 125.91, "y": 189.4}, {"id": 3, "phase": "moved", "x": 263.44, "y": 198.68}]}
{"t": 1.875, "touches": [{"id": 2, "phase": "moved", "x": 124.83, "y": 188.64}, {"id": 3, "phase": "moved", "x": 264.16, "y": 199.43}]}
{"t": 1.883333, "touches": [{"id": 3, "phase": "moved", "x": 264.77, "y": 200.23}]}
{"t": 1.891667, "touches": [{"id": 2, "phase": "moved", "x": 123.45, "y": 187.49}, {"id": 3, "phase": "moved", "x": 265.67, "y": 200.89}]}
{"t": 1.9, "touches": [{"id": 2, "phase": "moved", "x": 122.99, "y": 186.99}, {"id": 3, "phase": "moved", "x": 266.11, "y": 201.7}]}
{"t": 1.908333, "touches": [{"id": 2, "phase": "moved", "x": 121.98, "y": 186.81}, {"id": 3, "phase": "moved", "x": 266.97, "y": 202.67}]}
{"t": 1.916667, "touches": [{"id": 2, "phase": "moved", "x": 121.31, "y": 186.12}, {"id": 3, "phase": "moved", "x": 267.42, "y": 203.52}]}
{"t": 1.925, "touches": [{"id": 2, "phase": "moved", "x": 121.08, "y": 185.6}, {"id": 3, "phase": "moved", "x": 268.18, "y": 204.7}]}
{"t": 1.933333, "touches": [{"id": 2, "phase": "moved", "x": 120.3, "y": 184.99}, {"id": 3, "phase": "moved", "x": 268.9, "y": 205.59}]}
{"t": 1.941667, "touches": [{"id": 2, "phase": "moved", "x": 119.44, "y": 184.47}, {"id": 3, "phase": "moved", "x": 269.54, "y": 206.46}]}
{"t": 1.95, "touches": [{"id": 2, "phase": "moved", "x": 119.06, "y": 183.84}, {"id": 3, "phase": "moved", "x": 270.28, "y": 207.37}]}
{"t": 1.958333, "touches": [{"id": 2, "phase": "moved", "x": 118.04, "y": 183.19}, {"id": 3, "phase": "moved", "x": 271.01, "y": 208.36}]}
{"t": 1.966667, "touches": [{"id": 2, "phase": "moved", "x": 117.57, "y": 182.63}, {"id": 3, "phase": "moved", "x": 271.75, "y": 209.38}]}
{"t": 1.975, "touches": [{"id": 2, "phase": "moved", "x": 116.86, "y": 181.9}, {"id": 3, "phase": "moved", "x": 272.43, "y": 210.06}]}
{"t": 1.983333, "touches": [{"id": 2, "phase": "moved", "x": 116.22, "y": 181.53}, {"id": 3, "phase": "moved", "x": 272.83, "y": 211.34}]}
{"t": 1.991667, "touches": [{"id": 2, "phase": "moved", "x": 115.64, "y": 180.66}, {"id": 3, "phase": "moved", "x": 273.37, "y": 212.18}]}
{"t": 2, "touches": [{"id": 2, "phase": "moved", "x": 115.04, "y": 180.15}, {"id": 3, "phase": "moved", "x": 274.36, "y": 213.32}]}
{"t": 2.008333, "touches": [{"id": 2, "phase": "moved", "x": 114.45, "y": 179.43}, {"id": 3, "phase": "moved", "x": 274.85, "y": 214.18}]}
{"t": 2.016667, "touches": [{"id": 2, "phase": "moved", "x": 114.02, "y": 178.83}, {"id": 3, "phase": "moved", "x": 275.31, "y": 215.11}]}
{"t": 2.025, "touches": [{"id": 2, "phase": "moved", "x": 113.5, "y": 178.02}, {"id": 3, "phase": "moved", "x": 275.87, "y": 215.73}]}
{"t": 2.033333, "touches": [{"id": 2, "phase": "moved", "x": 113.16, "y": 177.54}, {"id": 3, "phase": "moved", "x": 276.18, "y": 216.75}]}
{"t": 2.041667, "touches": [{"id": 2, "phase": "moved", "x": 112.54, "y": 176.91}, {"id": 3, "phase": "moved", "x": 276.93, "y": 217.82}]}
{"t": 2.05, "touches": [{"id": 2, "phase": "moved", "x": 112.25, "y": 176.38}, {"id": 3, "phase": "moved", "x": 277.09, "y": 218.86}]}
{"t": 2.058333, "touches": [{"id": 2, "phase": "moved", "x": 111.53, "y": 175.88}, {"id": 3, "phase": "moved", "x": 277.58, "y": 219.5}]}
{"t": 2.066667, "touches": [{"id": 2, "phase": "moved", "x": 111.09, "y": 175.32}, {"id": 3, "phase": "moved", "x": 278.05, "y": 220.33}]}
{"t": 2.075, "touches": [{"id": 2, "phase": "moved", "x": 110.67, "y": 174.49}, {"id": 3, "phase": "moved", "x": 278.46, "y": 221.14}]}
{"t": 2.083333, "touches": [{"id": 3, "phase": "moved", "x": 279.05, "y": 222.07}]}
{"t": 2.091667, "touches": [{"id": 2, "phase": "moved", "x": 110.31, "y": 173.52}, {"id": 3, "phase": "moved", "x": 279.44, "y": 222.62}]}
{"t": 2.1, "touches": [{"id": 2, "phase": "moved", "x": 109.86, "y": 173.08}, {"id": 3, "phase": "moved", "x": 279.67, "y": 223.44}]}
{"t": 2.108333, "touches": [{"id": 2, "phase": "moved", "x": 109.56, "y": 172.54}, {"id": 3, "phase": "moved", "x": 280.35, "y": 224.17}]}
{"t": 2.116667, "touches": [{"id": 2, "phase": "moved", "x": 109.14, "y": 172.18}, {"id": 3, "phase": "moved", "x": 280.3, "y": 225.31}]}
{"t": 2.125, "touches": [{"id": 3, "phase": "moved", "x": 280.76, "y": 225.72}]}
{"t": 2.133333, "touches": [{"id": 2, "phase": "moved", "x": 108.65, "y": 171.48}, {"id": 3, "phase": "moved", "x": 281.08, "y": 226.63}]}
{"t": 2.141667, "touches": [{"id": 2, "phase": "moved", "x": 108.29, "y": 171.04}, {"id": 3, "phase": "moved", "x": 281.49, "y": 227.22}]}
{"t": 2.15, "touches": [{"id": 2, "phase": "moved", "x": 108.11, "y": 170.5}]}
{"t": 2.158333, "touches": [{"id": 2, "phase": "moved", "x": 107.91, "y": 169.88}, {"id": 3, "phase": "moved", "x": 281.66, "y": 228.09}]}
{"t": 2.166667, "touches": [{"id": 2, "phase": "moved", "x": 107.42, "y": 169.55}, {"id": 3, "phase": "moved", "x": 282.37, "y": 228.72}]}
{"t": 2.175, "touches": [{"id": 3, "phase": "moved", "x": 282.2, "y": 229.35}]}
{"t": 2.183333, "touches": [{"id": 2, "phase": "moved", "x": 107.13, "y": 168.76}, {"id": 3, "phase": "moved", "x": 282.7, "y": 230.04}]}
{"t": 2.2, "touches": [{"id": 3, "phase": "moved", "x": 282.7, "y": 230.8}]}
{"t": 2.208333, "touches": [{"id": 2, "phase": "moved", "x": 106.89, "y": 168.04}, {"id": 3, "phase": "moved", "x": 283.21, "y": 231.06}]}
{"t": 2.225, "touches": [{"id": 3, "phase": "moved", "x": 283.04, "y": 231.9}]}
{"t": 2.233333, "touches": [{"id": 2, "phase": "moved", "x": 106.31, "y": 167.52}]}
{"t": 2.241667, "touches": [{"id": 3, "phase": "moved", "x": 283.57, "y": 232.19}]}
{"t": 2.266667, "touches": [{"id": 2, "phase": "moved", "x": 106.43, "y": 166.91}, {"id": 3, "phase": "moved", "x": 283.92, "y": 232.8}]}
{"t": 2.3, "touches": [{"id": 3, "phase": "moved", "x": 283.93, "y": 233.43}]}
{"t": 2.308333, "touches": [{"id": 2, "phase": "moved", "x": 106.04, "y": 166.5}]}
{"t": 2.4, "touches": [{"id": 2, "phase": "ended", "x": 105.91, "y": 166.91}]}
{"t": 2.425, "touches": [{"id": 3, "phase": "ended", "x": 283.84, "y": 233.59}]}
{"t": 3, "touches": [{"id": 4, "phase": "began", "x": 194.77, "y": 464.02}]}
{"t": 3.058333, "touches": [{"id": 4, "phase": "moved", "x": 194.98, "y": 464.97}]}
{"t": 3.066667, "touches": [{"id": 4, "phase": "moved", "x": 194.85, "y": 466.35}]}
{"t": 3.075, "touches": [{"id": 4, "phase": "moved", "x": 194.8, "y": 467.71}]}
{"t": 3.083333, "touches": [{"id": 4, "phase": "moved", "x": 194.93, "y": 469.7}]}
{"t": 3.091667, "touches": [{"id": 4, "phase": "moved", "x": 195.02, "y": 472.28}]}
{"t": 3.1, "touches": [{"id": 4, "phase": "moved", "x": 195.01, "y": 475.55}]}
{"t": 3.108333, "touches": [{"id": 4, "phase": "moved", "x": 195.22, "y": 479.04}]}
{"t": 3.116667, "touches": [{"id": 4, "phase": "moved", "x": 194.98, "y": 483.15}]}
{"t": 3.125, "touches": [{"id": 4, "phase": "moved", "x": 195.19, "y": 487.63}]}
{"t": 3.133333, "touches": [{"id": 4, "phase": "moved", "x": 194.98, "y": 492.04}]}
{"t": 3.141667, "touches": [{"id": 4, "phase": "moved", "x": 195.19, "y": 497.14}]}
{"t": 3.15, "touches": [{"id": 4, "phase": "moved", "x": 194.88, "y": 501.86}]}
{"t": 3.158333, "touches": [{"id": 4, "phase": "moved", "x": 194.96, "y": 507.03}]}
{"t": 3.166667, "touches": [{"id": 4, "phase": "moved", "x": 195.16, "y": 511.62}]}
{"t": 3.175, "touches": [{"id": 4, "phase": "moved", "x": 194.85, "y": 516.18}]}
{"t": 3.183333, "touches": [{"id": 4, "phase": "moved", "x": 194.87, "y": 521.04}]}
{"t": 3.191667, "touches": [{"id": 4, "phase": "moved", "x": 194.91, "y": 524.72}]}
{"t": 3.2, "touches": [{"id": 4, "phase": "moved", "x": 194.75, "y": 528.54}]}
{"t": 3.208333, "touches": [{"id": 4, "phase": "moved", "x": 195.24, "y": 531.44}]}
{"t": 3.216667, "touches": [{"id": 4, "phase": "moved", "x": 195.09, "y": 534.41}]}
{"t": 3.225, "touches": [{"id": 4, "phase": "moved", "x": 195.08, "y": 536.38}]}
{"t": 3.233333, "touches": [{"id": 4, "phase": "moved", "x": 194.83, "y": 537.69}]}
{"t": 3.241667, "touches": [{"id": 4, "phase": "moved", "x": 195.16, "y": 538.91}]}
{"t": 3.25, "touches": [{"id": 4, "phase": "moved", "x": 195, "y": 539.49}]}
{"t": 3.283333, "touches": [{"id": 4, "phase": "moved", "x": 195.22, "y": 540.15}]}
{"t": 3.3, "touches": [{"id": 4, "phase": "ended", "x": 194.77, "y": 540.11}]}
{"t": 4, "touches": [{"id": 5, "phase": "began", "x": 194.9, "y": 560.19}]}
{"t": 4.25, "touches": [{"id": 5, "phase": "moved", "x": 195.23, "y": 559.77}]}
{"t": 4.316667, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 560.22}]}
{"t": 4.725, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 561.34}]}
{"t": 4.733333, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 563.21}]}
{"t": 4.741667, "touches": [{"id": 5, "phase": "moved", "x": 195.09, "y": 565.57}]}
{"t": 4.75, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 567.68}]}
{"t": 4.758333, "touches": [{"id": 5, "phase": "moved", "x": 194.8, "y": 569.78}]}
{"t": 4.766667, "touches": [{"id": 5, "phase": "moved", "x": 195.04, "y": 571.65}]}
{"t": 4.775, "touches": [{"id": 5, "phase": "moved", "x": 194.9, "y": 573.89}]}
{"t": 4.783333, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 576.02}]}
{"t": 4.791667, "touches": [{"id": 5, "phase": "moved", "x": 195.03, "y": 577.98}]}
{"t": 4.8, "touches": [{"id": 5, "phase": "moved", "x": 195.24, "y": 580.25}]}
{"t": 4.808333, "touches": [{"id": 5, "phase": "moved", "x": 195.08, "y": 582.06}]}
{"t": 4.816667, "touches": [{"id": 5, "phase": "moved", "x": 194.98, "y": 584.13}]}
{"t": 4.825, "touches": [{"id": 5, "phase": "moved", "x": 194.82, "y": 586.11}]}
{"t": 4.833333, "touches": [{"id": 5, "phase": "moved", "x": 194.77, "y": 588.26}]}
{"t": 4.841667, "touches": [{"id": 5, "phase": "moved", "x": 195.18, "y": 590.37}]}
{"t": 4.85, "touches": [{"id": 5, "phase": "moved", "x": 194.98, "y": 592.42}]}
{"t": 4.858333, "touches": [{"id": 5, "phase": "moved", "x": 195.09, "y": 594.76}]}
{"t": 4.866667, "touches": [{"id": 5, "phase": "moved", "x": 195.04, "y": 596.88}]}
{"t": 4.875, "touches": [{"id": 5, "phase": "moved", "x": 194.79, "y": 598.85}]}
{"t": 4.883333, "touches": [{"id": 5, "phase": "moved", "x": 195.14, "y": 600.69}]}
{"t": 4.891667, "touches": [{"id": 5, "phase": "moved", "x": 195.11, "y": 602.79}]}
{"t": 4.9, "touches": [{"id": 5, "phase": "moved", "x": 194.8, "y": 604.86}]}
{"t": 4.908333, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 607.04}]}
{"t": 4.916667, "touches": [{"id": 5, "phase": "moved", "x": 194.87, "y": 608.95}]}
{"t": 4.925, "touches": [{"id": 5, "phase": "moved", "x": 195.05, "y": 611.35}]}
{"t": 4.933333, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 613.11}]}
{"t": 4.941667, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 615.62}]}
{"t": 4.95, "touches": [{"id": 5, "phase": "moved", "x": 194.81, "y": 617.49}]}
{"t": 4.958333, "touches": [{"id": 5, "phase": "moved", "x": 194.85, "y": 619.79}]}
{"t": 4.966667, "touches": [{"id": 5, "phase": "moved", "x": 194.94, "y": 621.81}]}
{"t": 4.975, "touches": [{"id": 5, "phase": "moved", "x": 195.03, "y": 623.87}]}
{"t": 4.983333, "touches": [{"id": 5, "phase": "moved", "x": 194.86, "y": 625.64}]}
{"t": 4.991667, "touches": [{"id": 5, "phase": "moved", "x": 194.85, "y": 627.99}]}
{"t": 5, "touches": [{"id": 5, "phase": "moved", "x": 194.81, "y": 630.16}]}
{"t": 5.008333, "touches": [{"id": 5, "phase": "moved", "x": 194.89, "y": 632.19}]}
{"t": 5.016667, "touches": [{"id": 5, "phase": "moved", "x": 194.76, "y": 633.96}]}
{"t": 5.025, "touches": [{"id": 5, "phase": "moved", "x": 195.01, "y": 636.37}]}
{"t": 5.033333, "touches": [{"id": 5, "phase": "moved", "x": 194.9, "y": 638.15}]}
{"t": 5.041667, "touches": [{"id": 5, "phase": "moved", "x": 195.09, "y": 640.34}]}
{"t": 5.05, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 642.52}]}
{"t": 5.058333, "touches": [{"id": 5, "phase": "moved", "x": 194.86, "y": 644.6}]}
{"t": 5.066667, "touches": [{"id": 5, "phase": "moved", "x": 195.24, "y": 646.83}]}
{"t": 5.075, "touches": [{"id": 5, "phase": "moved", "x": 195.16, "y": 648.94}]}
{"t": 5.083333, "touches": [{"id": 5, "phase": "moved", "x": 194.96, "y": 650.98}]}
{"t": 5.091667, "touches": [{"id": 5, "phase": "moved", "x": 195.25, "y": 653.1}]}
{"t": 5.1, "touches": [{"id": 5, "phase": "moved", "x": 195.17, "y": 654.96}]}
{"t": 5.108333, "touches": [{"id": 5, "phase": "moved", "x": 194.93, "y": 657.1}]}
{"t": 5.116667, "touches": [{"id": 5, "phase": "moved", "x": 195.08, "y": 659.01}]}
{"t": 5.125, "touches": [{"id": 5, "phase": "moved", "x": 194.76, "y": 661.48}]}
{"t": 5.133333, "touches": [{"id": 5, "phase": "moved", "x": 195.13, "y": 663.32}]}
{"t": 5.141667, "touches": [{"id": 5, "phase": "moved", "x": 195.15, "y": 665.18}]}
{"t": 5.15, "touches": [{"id": 5, "phase": "moved", "x": 195.06, "y": 667.39}]}
{"t": 5.158333, "touches": [{"id": 5, "phase": "moved", "x": 195.02, "y": 669.64}]}
{"t": 5.166667, "touches": [{"id": 5, "phase": "moved", "x": 194.93, "y": 671.7}]}
{"t": 5.175, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 673.71}]}
{"t": 5.183333, "touches": [{"id": 5, "phase": "moved", "x": 195.07, "y": 676.07}]}
{"t": 5.191667, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 677.67}]}
{"t": 5.2, "touches": [{"id": 5, "phase": "moved", "x": 195.06, "y": 680.03}]}
{"t": 5.208333, "touches": [{"id": 5, "phase": "moved", "x": 195.07, "y": 682.04}]}
{"t": 5.216667, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 684.31}]}
{"t": 5.225, "touches": [{"id": 5, "phase": "moved", "x": 195.22, "y": 686.07}]}
{"t": 5.233333, "touches": [{"id": 5, "phase": "moved", "x": 194.98, "y": 688.35}]}
{"t": 5.241667, "touches": [{"id": 5, "phase": "moved", "x": 195.03, "y": 690.65}]}
{"t": 5.25, "touches": [{"id": 5, "phase": "moved", "x": 194.9, "y": 692.52}]}
{"t": 5.258333, "touches": [{"id": 5, "phase": "moved", "x": 195.18, "y": 694.51}]}
{"t": 5.266667, "touches": [{"id": 5, "phase": "moved", "x": 194.78, "y": 696.55}]}
{"t": 5.275, "touches": [{"id": 5, "phase": "moved", "x": 195.11, "y": 699}]}
{"t": 5.283333, "touches": [{"id": 5, "phase": "moved", "x": 195, "y": 700.67}]}
{"t": 5.291667, "touches": [{"id": 5, "phase": "moved", "x": 195.1, "y": 702.94}]}
{"t": 5.3, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 705.12}]}
{"t": 5.308333, "touches": [{"id": 5, "phase": "moved", "x": 194.84, "y": 707.12}]}
{"t": 5.316667, "touches": [{"id": 5, "phase": "moved", "x": 195.2, "y": 708.95}]}
{"t": 5.325, "touches": [{"id": 5, "phase": "moved", "x": 194.82, "y": 711.14}]}
{"t": 5.333333, "touches": [{"id": 5, "phase": "moved", "x": 195.04, "y": 713.31}]}
{"t": 5.341667, "touches": [{"id": 5, "phase": "moved", "x": 195, "y": 715.44}]}
{"t": 5.35, "touches": [{"id": 5, "phase": "moved", "x": 195.17, "y": 717.53}]}
{"t": 5.358333, "touches": [{"id": 5, "phase": "moved", "x": 194.84, "y": 719.42}]}
{"t": 5.366667, "touches": [{"id": 5, "phase": "moved", "x": 195.22, "y": 721.71}]}
{"t": 5.375, "touches": [{"id": 5, "phase": "moved", "x": 195.21, "y": 723.94}]}
{"t": 5.383333, "touches": [{"id": 5, "phase": "moved", "x": 195.22, "y": 725.79}]}
{"t": 5.391667, "touches": [{"id": 5, "phase": "moved", "x": 195.08, "y": 728.09}]}
{"t": 5.4, "touches": [{"id": 5, "phase": "moved", "x": 194.81, "y": 729.92}]}
{"t": 5.408333, "touches": [{"id": 5, "phase": "moved", "x": 194.8, "y": 732.16}]}
{"t": 5.416667, "touches": [{"id": 5, "phase": "moved", "x": 195.19, "y": 733.92}]}
{"t": 5.425, "touches": [{"id": 5, "phase": "moved", "x": 194.96, "y": 736.2}]}
{"t": 5.433333, "touches": [{"id": 5, "phase": "moved", "x": 195.14, "y": 738.39}]}
{"t": 5.441667, "touches": [{"id": 5, "phase": "moved", "x": 194.81, "y": 740.58}]}
{"t": 5.45, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 742.54}]}
{"t": 5.458333, "touches": [{"id": 5, "phase": "moved", "x": 195.12, "y": 744.83}]}
{"t": 5.466667, "touches": [{"id": 5, "phase": "moved", "x": 194.89, "y": 746.45}]}
{"t": 5.475, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 748.56}]}
{"t": 5.483333, "touches": [{"id": 5, "phase": "moved", "x": 195.17, "y": 751.02}]}
{"t": 5.491667, "touches": [{"id": 5, "phase": "moved", "x": 194.88, "y": 752.85}]}
{"t": 5.5, "touches": [{"id": 5, "phase": "moved", "x": 194.79, "y": 755.2}]}
{"t": 5.508333, "touches": [{"id": 5, "phase": "moved", "x": 195.13, "y": 757.22}]}
{"t": 5.516667, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 759.24}]}
{"t": 5.525, "touches": [{"id": 5, "phase": "moved", "x": 195.23, "y": 761.13}]}
{"t": 5.533333, "touches": [{"id": 5, "phase": "moved", "x": 194.99, "y": 763.48}]}
{"t": 5.541667, "touches": [{"id": 5, "phase": "moved", "x": 194.85, "y": 765.49}]}
{"t": 5.55, "touches": [{"id": 5, "phase": "moved", "x": 195.05, "y": 767.26}]}
{"t": 5.558333, "touches": [{"id": 5, "phase": "moved", "x": 195.24, "y": 769.43}]}
{"t": 5.566667, "touches": [{"id": 5, "phase": "moved", "x": 195.14, "y": 771.6}]}
{"t": 5.575, "touches": [{"id": 5, "phase": "moved", "x": 194.91, "y": 773.67}]}
{"t": 5.583333, "touches": [{"id": 5, "phase": "moved", "x": 195.02, "y": 775.9}]}
{"t": 5.591667, "touches": [{"id": 5, "phase": "moved", "x": 194.92, "y": 777.89}]}
{"t": 5.6, "touches": [{"id": 5, "phase": "ended", "x": 195.15, "y": 780.02}]}

"""##),
    ]
}

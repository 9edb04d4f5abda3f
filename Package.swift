// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .library(name: "TactileScene", targets: ["TactileScene"]),
        .library(name: "TactileLinuxInput", targets: ["TactileLinuxInput"]),
        // SwiftUI's gesture API (TapGesture, DragGesture, composition, @GestureState) on the engine.
        .library(name: "TactileGestures", targets: ["TactileGestures"]),
        .executable(name: "tactile", targets: ["tactile"]),
        // The C interface (include/tactile.h) as a shared library for Linux hosts.
        .library(name: "TactileC", type: .dynamic, targets: ["TactileC"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation` (the DocC catalogs in Sources/*/*.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The core: pure Swift, no Foundation, no platform modules; also compiled
        // in Embedded Swift mode by scripts/embedded-check.sh.
        .target(
            name: "Tactile",
            // `Double.squareRoot()` compiles to `sqrtsd` plus a libm `sqrt`
            // fallback for negative inputs (errno); a host that links only
            // the core (no Foundation) must still get libm.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        // SwiftUI-style gestures compiled to the core's recognizers (docs/swiftui-gestures.md);
        // pure Swift like the core, and also compiled in Embedded Swift by scripts/embedded-check.sh.
        .target(name: "TactileGestures", dependencies: ["Tactile"]),
        // Scene / trace / log file formats, replay and the HTML report (Foundation, Codable).
        .target(name: "TactileScene", dependencies: ["Tactile", "TactileSceneCore"]),
        // The scene, trace and log formats and the scene runtime without Foundation: one
        // implementation for the CLI, the C API and the WebAssembly module (Embedded Swift).
        .target(name: "TactileSceneCore", dependencies: ["Tactile", "TactileGestures"]),
        // The C interface: `@_cdecl` functions of include/tactile.h over TactileSceneCore
        // (also compiled in Embedded Swift by scripts/c-example.sh and scripts/build-wasm.sh).
        .target(name: "TactileC", dependencies: ["Tactile", "TactileSceneCore"]),
        // Linux touch input: evdev byte streams, `libinput record` YAML, evtest logs, live devices.
        .target(name: "TactileLinuxInput", dependencies: [
            "Tactile",
            .product(name: "Yams", package: "Yams"),
        ]),
        // The `tactile` subcommands, as a library so the test suite can run them end to end.
        .target(name: "TactileCommands", dependencies: [
            "Tactile", "TactileScene", "TactileLinuxInput", "TactileGestures",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "tactile", dependencies: ["TactileCommands"]),
        // The one test harness: touch scripts, the recording view, the log, the
        // recorders (depended on only by test targets; Tests/TactileTestSupport/README.md).
        .target(name: "TactileTestSupport", dependencies: ["Tactile"], path: "Tests/TactileTestSupport",
                exclude: ["README.md"]),
        .testTarget(name: "TactileTests", dependencies: [
            "Tactile", "TactileTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TactileSceneTests", dependencies: [
            "TactileScene", "Tactile", "TactileTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TactileLinuxInputTests", dependencies: [
            "TactileLinuxInput", "Tactile", "TactileTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TactileGesturesTests", dependencies: [
            "TactileGestures", "Tactile", "TactileTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TactileCommandsTests", dependencies: ["TactileCommands", "TactileScene", "Tactile"]),
        // A per-thread malloc counter for the tests that hold a path allocation-free (Linux).
        .target(name: "TactileAllocationCounting", path: "Tests/TactileAllocationCounting"),
        .testTarget(name: "TactileCTests", dependencies: ["TactileC", "TactileSceneCore", "Tactile",
                                                        .target(name: "TactileAllocationCounting", condition: .when(platforms: [.linux])),
                                                        .product(name: "PropertyBased", package: "swift-property-based")]),
    ],
    swiftLanguageModes: [.v6]
)

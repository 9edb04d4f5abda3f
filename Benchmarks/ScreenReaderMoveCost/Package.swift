// swift-tools-version: 6.1
// The screen reader's cost per move after N frames held (issue 27 item 3):
// scripts/screen-reader-move-cost.sh builds this in release mode and counts
// the instructions of the measured moves with callgrind.
import PackageDescription

let package = Package(
    name: "ScreenReaderMoveCost",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        .executableTarget(name: "ScreenReaderMoveCost", dependencies: [.product(name: "Tactile", package: "Tactile")]),
    ],
    swiftLanguageModes: [.v5]
)

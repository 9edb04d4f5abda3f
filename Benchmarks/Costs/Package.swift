// swift-tools-version: 6.1
// Cost harnesses counted by callgrind (scripts/costs.sh): instructions and
// allocations of one measured call, at several sizes, so growth shows.
// Kept out of the root package; builds against the checkout two folders up.
import PackageDescription

let package = Package(
    name: "TactileCosts",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        // The test suite's malloc counter (Tests/TactileAllocationCounting), through a symbolic link.
        .target(name: "TactileAllocationCounting"),
        .executableTarget(
            name: "CoreSampleCost",
            dependencies: [.product(name: "Tactile", package: "Tactile"), "TactileAllocationCounting"]
        ),
        .executableTarget(
            name: "AnimationTickCost",
            dependencies: [.product(name: "Tactile", package: "Tactile"), "TactileAllocationCounting"]
        ),
    ],
    swiftLanguageModes: [.v5]
)

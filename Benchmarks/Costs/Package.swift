// swift-tools-version: 6.1
// Cost harnesses counted by callgrind (scripts/costs.sh): instructions and
// allocations of one measured call, at several sizes, so growth shows.
// Kept out of the root package; builds against the checkout two folders up.
import PackageDescription

let package = Package(
    name: "TactileCosts",
    dependencies: [.package(name: "Tactile", path: "../..")],
    targets: [
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "CoreSampleCost",
            dependencies: [.product(name: "Tactile", package: "Tactile"), "AllocationCounter"]
        ),
        .executableTarget(
            name: "AnimationTickCost",
            dependencies: [.product(name: "Tactile", package: "Tactile"), "AllocationCounter"]
        ),
    ],
    swiftLanguageModes: [.v5]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tactile",
    products: [
        .library(name: "Tactile", targets: ["Tactile"]),
        .executable(name: "tactile", targets: ["tactile"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The core: pure Swift, no Foundation, no platform modules; also compiled
        // in Embedded Swift mode by scripts/embedded-check.sh.
        .target(name: "Tactile"),
        .executableTarget(
            name: "tactile",
            dependencies: [
                "Tactile",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TactileTests",
            dependencies: [
                "Tactile",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// Benchmarks for Tactile, kept out of the root package so that `swift build`
// and `swift test` there need nothing beyond the toolchain.
// Run from this folder: `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "TactileBenchmarks",
    dependencies: [
        .package(name: "Tactile", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TactileBenchmarks",
            dependencies: [
                .product(name: "Tactile", package: "Tactile"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/TactileBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

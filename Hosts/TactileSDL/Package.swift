// swift-tools-version: 6.1
import PackageDescription

// The SDL host of Tactile (docs/sdl.md): a separate package so the root
// package's `swift build` and `swift test` never need SDL. It reaches the
// engine only through the root's public C interface (include/tactile.h,
// the TactileC product), as an SDL application written in C would.
let package = Package(
    name: "TactileSDL",
    products: [
        .library(name: "TactileSDL", targets: ["TactileSDL"]),
        .executable(name: "tactile-sdl", targets: ["tactile-sdl"]),
    ],
    dependencies: [
        // `name:` keeps the identity independent of the checkout's folder name.
        .package(name: "Tactile", path: "../.."),
    ],
    targets: [
        // SDL2 from Debian (`apt-get install libsdl2-dev`).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        // include/tactile.h of the root package; the symbols come from the TactileC product.
        .systemLibrary(name: "CTactileAPI"),
        .target(name: "TactileSDL", dependencies: [
            "CSDL2", "CTactileAPI",
            .product(name: "TactileC", package: "Tactile"),
        ]),
        .executableTarget(name: "tactile-sdl", dependencies: ["TactileSDL"]),
        .testTarget(name: "TactileSDLTests", dependencies: [
            "TactileSDL", "CSDL2", "CTactileAPI",
            // `tactile replay`'s own reader and replay, to compare the SDL session against.
            .product(name: "TactileScene", package: "Tactile"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

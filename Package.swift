// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "emotion-keyboard",
    products: [
        .executable(name: "emotion-keyboard", targets: ["X11Keyboard"]),
        .library(name: "KeyboardModel", targets: ["KeyboardModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "freetype2"),
        .target(name: "KeyboardModel", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
        .executableTarget(
            name: "X11Keyboard",
            dependencies: [
                "KeyboardModel",
                "CX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The toolchain's lld packs the executable's 80,000 relative relocations (DT_RELR, glibc 2.36 and later):
            // 15 KB read at start instead of 1.9 MB, about 2.8 MiB less resident in every state and 2 ms less CPU,
            // address randomization kept (docs/benchmarks.md).
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]
        ),
        .executableTarget(
            name: "ModelBenchmarks",
            dependencies: ["KeyboardModel"],
            path: "Benchmarks/ModelBenchmarks",
            exclude: ["search-queries.tsv"]
        ),
        .testTarget(name: "KeyboardModelTests", dependencies: ["KeyboardModel"]),
        .testTarget(name: "X11KeyboardTests", dependencies: ["X11Keyboard", "KeyboardModel"]),
    ],
    swiftLanguageModes: [.v6]
)

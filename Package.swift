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
    ],
    targets: [
        .systemLibrary(name: "CX11", pkgConfig: "freetype2"),
        .target(name: "KeyboardModel"),
        .executableTarget(
            name: "X11Keyboard",
            dependencies: [
                "KeyboardModel",
                "CX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ModelBenchmarks",
            dependencies: ["KeyboardModel"],
            path: "Benchmarks/ModelBenchmarks"
        ),
        .testTarget(name: "KeyboardModelTests", dependencies: ["KeyboardModel"]),
    ],
    swiftLanguageModes: [.v6]
)

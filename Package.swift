// swift-tools-version:6.0
import PackageDescription

// FreeType's headers (CX11's shim includes them) live in a folder of their own. The library itself is opened with
// dlopen when first needed (Sources/X11Keyboard/Rendering/FreeType.swift): CX11 does not take pkg-config's -lfreetype,
// which would load it, libpng and brotli at every start.
let freeTypeHeaders = ["-Xcc", "-I/usr/include/freetype2"]

// The metadata of a generic type such as [String: Atom] comes from a compiled accessor, not from demangling its name at
// run time: demangling, and the protocol conformance scans it makes, cost 0.5-0.9 ms of CPU on the way to a warm
// start's first frame (docs/benchmarks.md).
let compiledMetadataAccessors = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]

let package = Package(
    name: "emotion-keyboard",
    products: [
        .executable(name: "emotion-keyboard", targets: ["X11Keyboard"]),
        .library(name: "KeyboardModel", targets: ["KeyboardModel"]),
        .library(name: "KeyboardStorage", targets: ["KeyboardStorage"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .systemLibrary(name: "CX11"),
        // The keyboard itself: state, actions, reducers, layout, text, catalog values, search ranking. Pure: it imports
        // only the standard library (and Synchronization), and calls no file, environment or process function
        // (scripts/check-model-purity.sh, run by `make unit-test`, keeps it so).
        .target(
            name: "KeyboardModel",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-function-sections"] + compiledMetadataAccessors)]),
        // Readers of the file formats the keyboard meets (TOML, JSON, PNG, property lists, CLDR XML) and the pixel
        // scaler: bytes in, values out, every input bounded.
        .target(
            name: "KeyboardFormats", dependencies: ["KeyboardModel"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-function-sections"] + compiledMetadataAccessors)]),
        // What the keyboard keeps and reads on disk: packs, recents, settings and their watcher, localization data,
        // the glyph store, and the file-system and environment calls they need.
        .target(
            name: "KeyboardStorage", dependencies: ["KeyboardModel", "KeyboardFormats"],
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-function-sections"] + compiledMetadataAccessors)]),
        .executableTarget(
            name: "X11Keyboard",
            dependencies: [
                "KeyboardModel",
                "KeyboardFormats",
                "KeyboardStorage",
                "CX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            // The toolchain's lld packs the executable's 80,000 relative relocations (DT_RELR, glibc 2.36 and later):
            // 15 KB read at start instead of 1.9 MB, about 2.8 MiB less resident in every state and 2 ms less CPU,
            // address randomization kept. It also puts the functions a session runs (scripts/hot-functions.sh finds
            // them) first and together, each in a section of its own, so that their code is not spread over the
            // whole text (docs/benchmarks.md). The static Swift runtime asks for -lstdc++, which would load and bind
            // the whole shared libstdc++ at start (1,667 of 3,078 symbol bindings) for the few functions it uses:
            // scripts/link/libstdc++.so is a linker script that names the static archive instead.
            swiftSettings: [
                .unsafeFlags(["-Xfrontend", "-function-sections"] + compiledMetadataAccessors + freeTypeHeaders)
            ],
            linkerSettings: [
                .unsafeFlags([
                    "-use-ld=lld", "-L\(Context.packageDirectory)/scripts/link", "-Xlinker", "-z", "-Xlinker",
                    "pack-relative-relocs",
                    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/scripts/hot-functions.txt",
                    "-Xlinker", "--no-warn-symbol-ordering"
                ])
            ]
        ),
        .executableTarget(
            name: "ModelBenchmarks",
            dependencies: ["KeyboardModel", "KeyboardFormats", "KeyboardStorage"],
            path: "Benchmarks/ModelBenchmarks",
            exclude: ["search-queries.tsv"]
        ),
        .executableTarget(
            name: "SearchEval", dependencies: ["KeyboardModel", "KeyboardStorage"], path: "Benchmarks/SearchEval"),
        // What the test targets share: fixtures, the fixed text measure and the exhaustive reducer steps. Its names are
        // `package`; it reads the model's internals with @testable, so it builds only where testing is enabled (a debug
        // build, as `swift build --build-tests` makes).
        .target(
            name: "KeyboardTestSupport", dependencies: ["KeyboardModel", "KeyboardFormats", "KeyboardStorage"],
            path: "Tests/KeyboardTestSupport"),
        // One test target per source target: each holds the tests of its target's types. A model test may read the
        // shipped catalog through the storage target, as a fixture.
        .testTarget(
            name: "KeyboardModelTests",
            dependencies: ["KeyboardModel", "KeyboardFormats", "KeyboardStorage", "KeyboardTestSupport"]),
        .testTarget(
            name: "KeyboardFormatsTests", dependencies: ["KeyboardFormats", "KeyboardModel", "KeyboardTestSupport"]),
        .testTarget(
            name: "KeyboardStorageTests",
            dependencies: ["KeyboardStorage", "KeyboardFormats", "KeyboardModel", "KeyboardTestSupport"]),
        .testTarget(
            name: "X11KeyboardTests",
            dependencies: ["X11Keyboard", "KeyboardModel", "KeyboardStorage", "KeyboardTestSupport"],
            swiftSettings: [.unsafeFlags(freeTypeHeaders)])
    ],
    swiftLanguageModes: [.v6]
)

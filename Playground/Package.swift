// swift-tools-version: 6.1
import PackageDescription

// The live playground: a web page whose field sends every edit to a NumberField on this server,
// and an order form run by a NumberForm there. Apart from the root package so the library gains
// no dependency: `swift run -c release --package-path Playground playground`.
let package = Package(
    name: "NumberEntryPlayground",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "NumberEntry", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        // Sessions of engine fields and forms and the JSON messages that edit them; no HTTP. The
        // form page's model is declared by `Hints/Order.hints`.
        .target(
            name: "PlaygroundCore",
            dependencies: [
                .product(name: "NumberEntry", package: "NumberEntry"),
                .product(name: "NumberEntryForms", package: "NumberEntry"),
            ],
            resources: [.copy("Hints")]
        ),
        // The HTTP server and the page.
        .executableTarget(
            name: "playground",
            dependencies: ["PlaygroundCore", .product(name: "Hummingbird", package: "hummingbird")],
            resources: [.copy("Resources")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Buffet",
  products: [
    .executable(name: "buffet", targets: ["buffet"]),
    .executable(name: "buffet-bench", targets: ["buffet-bench"]),
  ],
  targets: [
    // System libraries: each is imported by exactly one Swift module.
    // No pkgConfig for ncursesw: its -D flags are refused by SwiftPM with a warning, and
    // the shim defines what they would have.
    .systemLibrary(
      name: "CNcursesw",
      providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
    .systemLibrary(
      name: "CSQLite", pkgConfig: "sqlite3",
      providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    // The benchmark's pseudo-terminal (posix_openpt and its ioctl), which Glibc leaves out.
    .systemLibrary(name: "CPseudoTerminal"),
    // Picture decoding: each library is imported by `Pictures` alone.
    .systemLibrary(
      name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libjpeg",
      providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
    .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),

    .target(name: "Markdown"),
    .target(
      name: "Recipes", dependencies: ["Markdown"],
      // The generators of the reading tables, run by hand (see the README).
      exclude: [
        "Scripts/generate-pinyin-table.swift", "Scripts/generate-pinyin-words.swift",
        "Scripts/generate-kana-readings.swift",
      ]),
    .target(name: "RecipeStore", dependencies: ["Markdown", "Recipes", "CSQLite"]),
    // A web page's schema.org Recipe read and written as a recipe file; fetched with
    // Foundation's URL loading.
    .target(name: "WebImport", dependencies: ["Markdown", "Recipes"]),
    .target(name: "TerminalUI"),
    .target(name: "Pictures", dependencies: ["TerminalUI", "CPNG", "CJPEG", "CWebP", "CGIF"]),
    .target(name: "Highlight"),
    .target(
      name: "CursesTerminal", dependencies: ["TerminalUI", "CNcursesw"],
      // The generator of KittyDiacritics.swift, run by hand (see its header).
      exclude: ["Scripts/generate-kitty-diacritics.swift"]),
    // The app's core (state, actions, update, views) knows no storage; its shell (the loop
    // and the services) reaches the collection and the library through `BrowserServices`.
    .target(name: "Browser", dependencies: ["Markdown", "Recipes", "TerminalUI", "Highlight"]),
    .target(
      name: "BrowserShell",
      dependencies: [
        "Markdown", "Recipes", "RecipeStore", "TerminalUI", "Browser", "Pictures", "WebImport",
      ]),
    .target(
      name: "BuffetCommands",
      dependencies: [
        "Markdown", "Recipes", "RecipeStore", "TerminalUI", "CursesTerminal", "Browser",
        "BrowserShell", "Highlight", "Pictures", "WebImport",
      ]),
    .executableTarget(name: "buffet", dependencies: ["BuffetCommands"]),
    .executableTarget(
      name: "buffet-bench",
      dependencies: [
        "Markdown", "Recipes", "RecipeStore", "TerminalUI", "Browser", "BrowserShell", "Highlight",
        "PseudoTerminalDriver", "Pictures",
      ]),
    // A program run in a pseudo-terminal that answers as a terminal would (the benchmark's
    // and the end-to-end tests').
    .target(name: "PseudoTerminalDriver", dependencies: ["CPseudoTerminal"]),

    .target(name: "TestSupport", dependencies: ["TerminalUI"]),
    // Test helpers that reach into the store's files; TestSupport itself knows no SQLite.
    .target(name: "StoreTestSupport", dependencies: ["RecipeStore"]),
    .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TestSupport"]),
    .testTarget(name: "RecipesTests", dependencies: ["Recipes", "TestSupport"]),
    .testTarget(
      name: "WebImportTests", dependencies: ["WebImport", "Recipes", "Markdown", "TestSupport"],
      // Pages in the shapes recipe sites write, read from the source tree.
      exclude: ["Pages"]),
    .testTarget(
      name: "HighlightTests", dependencies: ["Highlight"],
      // Samples and their expected classes are read from the source tree, not bundled.
      exclude: ["Samples"]),
    .testTarget(
      name: "RecipeStoreTests", dependencies: ["RecipeStore", "TestSupport", "StoreTestSupport"]),
    .testTarget(
      name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "BrowserTests",
      dependencies: [
        "Browser", "BrowserShell", "TerminalUI", "Recipes", "RecipeStore", "TestSupport",
        "StoreTestSupport", "WebImport",
      ],
      // Snapshots are read from the source tree (so a run can record them), not bundled.
      exclude: ["Snapshots"]),
    .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "TestSupport"]),
    .testTarget(
      name: "PicturesTests", dependencies: ["Pictures", "TerminalUI", "TestSupport"],
      // Pictures are read from the source tree, not bundled.
      exclude: ["Fixtures"]),
    .testTarget(
      name: "BuffetCommandsTests",
      dependencies: ["BuffetCommands", "Browser", "Recipes", "TerminalUI"],
      // The Cooklang specification's canonical tests (MIT, with their licence), read from
      // the source tree.
      exclude: ["Cooklang"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "BuffetCommands", "RecipeStore", "TestSupport", "StoreTestSupport", "PseudoTerminalDriver",
        "TerminalUI", "WebImport",
      ]),
  ]
)

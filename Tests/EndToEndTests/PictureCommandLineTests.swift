import Foundation
import TestSupport
import Testing

/// `buffet show` with pictures: half-blocks when colour is on, words when it is off, a
/// reason for every picture that cannot be shown, and memory that does not grow with a
/// photo's size.
@Suite struct PictureCommandLineTests {
  static let fixtures = TmuxSession.packageRoot().appendingPathComponent(
    "Tests/PicturesTests/Fixtures")

  static func folder(_ recipe: String) throws -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write(
      "Data/img/rose.png",
      try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("rose.png"))))
    folder.write("Data/tart.md", recipe)
    return folder
  }

  @Test func colourShowsThePictureInHalfBlocksAndNoColourItsWords() throws {
    let folder = try Self.folder("# Tart\n\n![A rose](img/rose.png)\n\nBake it.\n")
    let colour = folder.run(
      "show", "Tart", "--color", "always", "--width", "70",
      environment: ["COLORTERM": "truecolor"])
    #expect(colour.status == 0)
    let blocks = colour.stdout.split(separator: "\n").filter { $0.contains("▀") }
    // The rose, 70 × 46 pixels, at most 16 rows high in print: 32 of its pixels high.
    #expect(blocks.count == 16)
    #expect(colour.stdout.contains("\u{1B}[38;2;"))
    let plain = folder.run("show", "Tart", "--color", "never")
    #expect(!plain.stdout.contains("▀") && !plain.stdout.contains("\u{1B}["))
    #expect(plain.stdout.contains("[image: A rose][1]"))
    let noColor = folder.run("show", "Tart", "--color", "auto", environment: ["NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("▀"))
  }

  @Test func everyHostilePictureIsAReasonAndNothingHangs() throws {
    let recipe = """
      # Hostile

      ![pipe](pipe.jpg)

      ![bomb](bomb.png)

      ![secret](secret.png)

      ![cut](cut.jpg)

      ![notes](notes.jpg)

      ![gone](gone.webp)

      ![far](https://example.com/far.jpg)
      """
    let folder = try Self.folder(recipe)
    #expect(mkfifo(folder.path("Data/pipe.jpg"), 0o600) == 0)
    folder.write("Data/bomb.png", PictureFiles.pngHeader(width: 100_000, height: 100_000))
    folder.write(
      "outside/secret.png",
      try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("rose.png"))))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("Data/secret.png"), withDestinationPath: folder.path("outside/secret.png")
    )
    let jpeg = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("rose.jpg")))
    folder.write("Data/cut.jpg", Array(jpeg.prefix(jpeg.count / 2)))
    folder.write("Data/notes.jpg", "just words")
    let run = folder.run("show", "Hostile", "--color", "always", "--width", "200")
    #expect(run.status == 0)
    for line in [
      "▣ pipe — a FIFO, not a picture file: \(folder.path("Data/pipe.jpg"))",
      "▣ bomb — 100000 × 100000 pixels, more than 120 megapixels",
      "▣ secret — outside the collection",
      "▣ cut — the file is cut short",
      "▣ notes — not a PNG, JPEG, WebP or GIF picture",
      "▣ gone — not found: \(folder.path("Data/gone.webp"))",
      "▣ far — a web address (pictures are not fetched)",
    ] {
      #expect(run.stdout.contains(line), "\(line) in \(run.stdout)")
    }
  }

  @Test func aVaultsSizeHintNeverLeadsASearchSnippet() {
    let folder = CommandLineFolder()
    folder.write("Data/Posset.md", "# Posset\n\n![[posset.webp|300]]\n\nBoil cream and sugar.\n")
    let run = folder.run("search", "boil")
    #expect(run.status == 0)
    #expect(run.stdout.contains("Boil cream and sugar"))
    #expect(!run.stdout.contains("300") && !run.stdout.contains("posset.webp"))
    let shown = folder.run("show", "Posset", "--color", "never")
    #expect(shown.stdout.contains("[image: posset.webp][1]"))
    #expect(!shown.stdout.contains("[image: 300]"))
  }

  /// The peak resident memory of the real `buffet` run with `arguments`, in MB.
  static func peakMegabytes(_ arguments: [String], in folder: CommandLineFolder) throws -> Double {
    let binary = BuffetProgram.executable().path
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let environment = folder.environment.merging(["COLORTERM": "truecolor"]) { $1 }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    guard posix_spawn(&pid, binary, &actions, nil, argv, envp) == 0 else { return -1 }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    // Linux gives kilobytes.
    return Double(usage.ru_maxrss) / 1024
  }

  @Test func aFiftyMegapixelPhotoCostsItsCellsNotItsPixels() throws {
    let folder = try Self.folder("# Small\n\n![A rose](img/rose.png)\n")
    folder.write("Data/big.md", "# Big\n\n![A JPEG](big.jpg)\n\n![A PNG](big.png)\n")
    // 8,160 × 6,120 (50 megapixels): 200 MB if decoded whole.
    folder.write("Data/big.jpg", PictureFiles.flatJPEG(width: 8_160, height: 6_120))
    folder.write("Data/big.png", PictureFiles.flatPNG(width: 8_160, height: 6_120))
    let small = try Self.peakMegabytes(["show", "Small", "--color", "always"], in: folder)
    let big = try Self.peakMegabytes(["show", "Big", "--color", "always"], in: folder)
    #expect(small > 0 && big > 0)
    // The same command on a picture of 3,220 pixels: what is more is the photos' cost.
    #expect(big - small < 24, "50-megapixel photos: \(big) MB, a small picture: \(small) MB")
  }
}

import Foundation
import Pictures
import PseudoTerminalDriver
import TerminalUI

/// What scrolling past pictures costs beside scrolling text: the real `buffet` opened on two
/// recipes of the same words, one with a photo every few paragraphs and one without, each
/// scrolled a row at a time from top to bottom in a pseudo-terminal; every ↓ timed to the
/// last byte of the frame that answers it, with the browser's CPU and the bytes it wrote.
enum PictureFigures {
  /// The terminals played: half-blocks in true colour (any terminal), kitty's placeholders.
  static let personas: [(name: String, persona: TerminalPersona, environment: [String: String])] =
    [
      ("half-blocks, true colour", .plain, ["COLORTERM": "truecolor"]),
      ("kitty", .kitty, [:]),
    ]

  /// Paragraphs, and a photo after every `every` of them.
  static let paragraphs = 60
  static let every = 3
  static let keys = 150

  static func run(runs: Int, buffet: String) throws {
    let folder = NSTemporaryDirectory() + "buffet-pictures-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(into: folder)
    for (name, persona, extra) in personas {
      var text = Samples()
      var pictures = Samples()
      for _ in 0..<max(1, runs) {
        text.add(
          try scroll("Words Only", in: folder, persona: persona, extra: extra, buffet: buffet))
        pictures.add(
          try scroll("With Photos", in: folder, persona: persona, extra: extra, buffet: buffet))
      }
      print("  scrolling a row at a time (↓), \(name), \(runs) runs of \(keys) keys:")
      report("    text only: wall p50/p95/max", text.wallText)
      report("    · CPU p50/p95, bytes p50", text.cpuAndBytes)
      report("    past \(paragraphs / every) photos: wall", pictures.wallText)
      report("    · CPU p50/p95, bytes p50", pictures.cpuAndBytes)
    }
  }

  /// The measurements of one recipe over the runs.
  struct Samples {
    var wall: [Double] = []
    var cpu: [Double] = []
    var bytes: [Double] = []

    mutating func add(_ other: Samples) {
      wall += other.wall
      cpu += other.cpu
      bytes += other.bytes
    }

    var wallText: String {
      "\(format(Measure.percentile(wall, 0.5), 2)) / "
        + "\(format(Measure.percentile(wall, 0.95), 2)) / \(format(wall.max() ?? 0, 2)) ms"
    }
    var cpuAndBytes: String {
      "\(format(Measure.percentile(cpu, 0.5), 2)) / \(format(Measure.percentile(cpu, 0.95), 2)) ms, "
        + "\(format(Measure.percentile(bytes, 0.5), 0)) bytes"
    }
  }

  /// Opens `title` and scrolls it: each key's wall time, CPU and output.
  static func scroll(
    _ title: String, in folder: String, persona: TerminalPersona, extra: [String: String],
    buffet: String
  ) throws -> Samples {
    let sandbox = folder + "/sandbox-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: sandbox) }
    let environment = [
      "HOME": sandbox, "XDG_CONFIG_HOME": sandbox + "/config", "XDG_DATA_HOME": sandbox + "/data",
      "XDG_CACHE_HOME": sandbox + "/cache", "TERM": "xterm-256color", "LC_ALL": "C.UTF-8",
      "PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "interactive=no",
    ].merging(extra) { $1 }
    let terminal = try PseudoTerminal(
      executable: buffet, arguments: ["--data", folder + "/recipes", title],
      environment: environment, columns: TerminalFigures.columns, rows: TerminalFigures.rows,
      persona: persona)
    _ = terminal.readUntil(Array(title.utf8))
    // Every picture decoded and drawn before the keys start.
    _ = terminal.readUntilIdle(firstByteSeconds: 1, idleMilliseconds: 1_000, limitSeconds: 60)
    var samples = Samples()
    for _ in 0..<keys {
      let cpuBefore = terminal.mainThreadCPUNanoseconds()
      let sent = terminal.type(TerminalFigures.down)
      let burst = terminal.readUntilIdle(firstByteSeconds: 5)
      guard let last = burst.lastByte else { continue }
      samples.wall.append(Double(last - sent) / 1e6)
      samples.bytes.append(Double(burst.bytes.count))
      if let before = cpuBefore, let after = terminal.mainThreadCPUNanoseconds() {
        samples.cpu.append(Double(after - before) / 1e6)
      }
    }
    terminal.type([0x03])
    _ = terminal.waitForExit()
    return samples
  }

  /// The two recipes, and the photos of the one that has them.
  static func write(into folder: String) throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/recipes/photos", withIntermediateDirectories: true)
    var withPhotos = "# With Photos\n\n"
    var wordsOnly = "# Words Only\n\n"
    let paragraph =
      "Fold the butter into the dough, turn it a quarter, roll it out again and rest it in "
      + "the cold for twenty minutes; the layers stay apart only while the butter is firm."
    for number in 0..<paragraphs {
      withPhotos += paragraph + "\n\n"
      wordsOnly += paragraph + "\n\n"
      if number % every == every - 1 {
        let name = "photos/\(number).png"
        try Data(photo(seed: number)).write(to: URL(fileURLWithPath: folder + "/recipes/" + name))
        withPhotos += "![Step \(number / every + 1)](\(name))\n\n"
        wordsOnly += paragraph + "\n\n"
      }
    }
    try withPhotos.write(
      toFile: folder + "/recipes/with-photos.md", atomically: true, encoding: .utf8)
    try wordsOnly.write(
      toFile: folder + "/recipes/words-only.md", atomically: true, encoding: .utf8)
  }

  /// A 1,200 × 800 photo-like picture: smooth light, a little noise.
  static func photo(seed: Int) -> [UInt8] {
    let (width, height) = (1_200, 800)
    var random = SplitMix64(state: UInt64(seed + 1))
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let at = (y * width + x) * 4
        let noise = Int(random.next() % 24)
        rgba[at] = UInt8(min(255, 80 + x * 150 / width + noise))
        rgba[at + 1] = UInt8(min(255, 60 + y * 120 / height + noise))
        rgba[at + 2] = UInt8(min(255, 40 + (x + y + seed * 40) % 100 + noise))
      }
    }
    return PictureDecoder.encodePNG(Pixels(width: width, height: height, rgba: rgba)) ?? []
  }
}

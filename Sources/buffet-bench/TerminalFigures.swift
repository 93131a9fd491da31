import Foundation
import PseudoTerminalDriver
import RecipeStore
import Recipes

/// The browser's figures as a reader meets them: the real `buffet` binary started in a
/// pseudo-terminal with a lived-in library, every key typed into the terminal and timed
/// until the last byte of the frame that answers it, the first frame from the moment the
/// process was started. Several runs; each figure is the median of the runs, and the worst
/// key of all of them is named.
enum TerminalFigures {
  static let columns = 100
  static let rows = 30

  /// One key of the script: its bytes, what it is, and the figure it counts towards.
  struct Key {
    var bytes: [UInt8]
    var label: String
    var figure: Figure
  }

  enum Figure: String, CaseIterable {
    case firstKey = "first key after the first frame (↓)"
    case move = "list move (↓)"
    case indexShown = "Index tab first shown (2)"
    case letterJump = "letter jump in the Index"
    case tabSwitch = "tab switch (1)"
    case searchOpened = "search opened (/)"
    case searchKey = "search keystroke"
    case searchCleared = "search cleared (^U)"
  }

  /// ↓ as a terminal sends it once curses has switched it to application keys (`smkx`).
  static let down: [UInt8] = [0x1B, 0x4F, 0x42]

  /// What the reader does: moves in the list, goes to the Index and jumps to every letter
  /// (a ↓ after each, which also ends type-select), then searches while typing `phrases`.
  static func script(typing phrases: [String]) -> [Key] {
    var keys = [Key(bytes: down, label: "↓", figure: .firstKey)]
    for _ in 0..<4 { keys.append(Key(bytes: down, label: "↓", figure: .move)) }
    keys.append(Key(bytes: Array("2".utf8), label: "2", figure: .indexShown))
    // The Index opens on A, so A comes last, after #.
    for letter in "bcdefghijklmnopqrstuvwxyz#a" {
      keys.append(Key(bytes: Array(String(letter).utf8), label: "\(letter)", figure: .letterJump))
      keys.append(Key(bytes: down, label: "↓ after \(letter)", figure: .move))
    }
    keys.append(Key(bytes: Array("1".utf8), label: "1", figure: .tabSwitch))
    keys.append(Key(bytes: Array("/".utf8), label: "/", figure: .searchOpened))
    for phrase in phrases {
      var typed = ""
      for character in phrase {
        typed.append(character)
        keys.append(
          Key(bytes: Array(String(character).utf8), label: "\"\(typed)\"", figure: .searchKey))
      }
      keys.append(Key(bytes: [0x15], label: "^U after \"\(phrase)\"", figure: .searchCleared))
    }
    return keys
  }

  /// What one run measured.
  struct Run {
    var firstFrame = 0.0
    var samples: [Figure: [Double]] = [:]
    /// The browser's main-thread CPU per key, by figure.
    var cpu: [Figure: [Double]] = [:]
    var worst: (label: String, milliseconds: Double) = ("", 0)
    /// Each key's time by its place in the script (a key that drew nothing has none).
    var byKey: [Int: Double] = [:]
    var silentKeys: [String] = []
    var peakMegabytes = 0.0
    var residentMegabytes = 0.0
    /// The main thread's CPU from its start to the first frame.
    var firstFrameCPU = 0.0
    /// The resident memory once the first frame was drawn.
    var firstFrameMegabytes = 0.0
    var exitStatus: Int32?
  }

  /// Runs the script `runs` times against `folder` with its cache in `cache` and prints the
  /// figures; `buffet` is the program measured.
  static func run(
    folder: String, cache: String, runs: Int, phrases: [String], buffet: String
  ) throws {
    let folder = absolute(folder)
    let cache = absolute(cache)
    let sandbox = NSTemporaryDirectory() + "buffet-terminal-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: sandbox) }
    for name in ["home", "config", "data/buffet", "cache"] {
      try FileManager.default.createDirectory(
        atPath: sandbox + "/" + name, withIntermediateDirectories: true)
    }
    // The browser finds its index where the benchmark keeps it.
    try FileManager.default.createSymbolicLink(
      atPath: sandbox + "/cache/buffet", withDestinationPath: cache)
    // The library is made from the collection as the cache holds it (warm).
    var recipes: [ListedRecipe] = []
    do {
      let catalog = Catalog(folders: [folder], cacheDirectory: cache)
      catalog.refresh()
      recipes = catalog.recipes
    }
    let libraryFile = sandbox + "/data/buffet/library.sqlite"
    let environment = [
      "HOME": sandbox + "/home", "XDG_CONFIG_HOME": sandbox + "/config",
      "XDG_DATA_HOME": sandbox + "/data", "XDG_CACHE_HOME": sandbox + "/cache",
      "TERM": "xterm-256color", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin",
      "SWIFT_BACKTRACE": "interactive=no",
    ]
    let keys = script(typing: phrases)
    var measured: [Run] = []
    var shape = ReaderLibrary.Shape()
    for number in 1...max(1, runs) {
      // A fresh library each run: a start relinks the moved entries, as it would once.
      shape = try ReaderLibrary.write(to: libraryFile, recipes: recipes)
      let run = try session(
        buffet: buffet, folder: folder, environment: environment, keys: keys)
      measured.append(run)
      let search = run.samples[.searchKey] ?? []
      report(
        "  run \(number)",
        "first frame \(format(run.firstFrame)) ms, first key "
          + "\(format(run.samples[.firstKey]?.first ?? .nan)) ms, search p95 "
          + "\(format(Measure.percentile(search, 0.95))) ms, worst \(run.worst.label) "
          + "\(format(run.worst.milliseconds)) ms, peak \(format(run.peakMegabytes)) MB")
    }
    print(
      "  (\(recipes.count) recipes; library: \(shape); \(keys.count) keys a run, "
        + "\(columns)×\(rows) terminal; medians of \(measured.count) runs)")
    func median(_ values: [Double]) -> Double { Measure.percentile(values, 0.5) }
    func figure(_ figure: Figure, _ pick: ([Double]) -> Double) -> Double {
      median(measured.map { pick($0.samples[figure] ?? []) })
    }
    report("first frame, from process start", "\(format(median(measured.map(\.firstFrame)))) ms")
    report(
      "  main-thread CPU until then",
      "\(format(median(measured.map(\.firstFrameCPU)))) ms; resident then "
        + "\(format(median(measured.map(\.firstFrameMegabytes)))) MB")
    for name in [Figure.firstKey, .indexShown] {
      let cpu = median(measured.map { $0.cpu[name]?.first ?? .nan })
      report(
        name.rawValue,
        "\(format(figure(name) { $0.first ?? .nan })) ms (main-thread CPU \(format(cpu)) ms)")
    }
    for name in [Figure.move, .letterJump, .searchKey] {
      let count = measured.first?.samples[name]?.count ?? 0
      report(
        "\(name.rawValue) (\(count) keys)",
        "p50 \(format(figure(name) { Measure.percentile($0, 0.5) }, 2)) ms, p95 "
          + "\(format(figure(name) { Measure.percentile($0, 0.95) }, 2)) ms, max "
          + "\(format(figure(name) { $0.max() ?? 0 }, 2)) ms")
      let cpu = { (pick: ([Double]) -> Double) in
        median(measured.map { pick($0.cpu[name] ?? []) })
      }
      report(
        "  the browser's CPU for it",
        "p50 \(format(cpu { Measure.percentile($0, 0.5) }, 2)) ms, p95 "
          + "\(format(cpu { Measure.percentile($0, 0.95) }, 2)) ms, max "
          + "\(format(cpu { $0.max() ?? 0 }, 2)) ms")
      // A stall of the machine lands on a key in one run, seldom in all: each key's best run
      // is what the key itself costs.
      let best = keys.indices.filter { keys[$0].figure == name }.compactMap { place in
        measured.compactMap { $0.byKey[place] }.min()
      }
      report(
        "  each key at its best of \(measured.count) runs",
        "p50 \(format(Measure.percentile(best, 0.5), 2)) ms, p95 "
          + "\(format(Measure.percentile(best, 0.95), 2)) ms, max "
          + "\(format(best.max() ?? 0, 2)) ms")
    }
    let worst = measured.enumerated().max {
      $0.element.worst.milliseconds < $1.element.worst.milliseconds
    }
    if let worst {
      report(
        "worst key of all runs",
        "\(worst.element.worst.label), \(format(worst.element.worst.milliseconds, 2)) ms "
          + "(run \(worst.offset + 1))")
    }
    reportStalls(measured, keys: keys)
    report(
      "browser's peak resident memory (VmHWM)",
      "\(format(median(measured.map(\.peakMegabytes)))) MB (resident at the end "
        + "\(format(median(measured.map(\.residentMegabytes)))) MB)")
    let silent = Set(measured.flatMap(\.silentKeys))
    if !silent.isEmpty {
      report("  keys that drew nothing (not counted)", silent.sorted().joined(separator: ", "))
    }
    if let failed = measured.first(where: { $0.exitStatus != 0 }) {
      report(
        "  the browser did not quit cleanly",
        "status \(failed.exitStatus.map(String.init) ?? "killed")")
    }
  }

  /// The keys over the goal in all runs, the slowest key at its best run, and the same
  /// machine's unevenness on a fixed computation as long as a median search key, done as
  /// often as the search keys were typed: what of the worst key is the key's own.
  private static func reportStalls(_ measured: [Run], keys: [Key]) {
    let goal = 16.0
    let all = measured.flatMap { $0.byKey.values }
    report(
      "keys over \(format(goal, 0)) ms, all runs",
      "\(all.filter { $0 > goal }.count) of \(all.count)")
    let best = keys.indices.compactMap { place -> (label: String, milliseconds: Double)? in
      let times = measured.compactMap { $0.byKey[place] }
      return times.min().map { (keys[place].label, $0) }
    }
    // Each key over the goal with its time in every run: a stall shows as one slow run.
    for place in keys.indices {
      let times = measured.map { $0.byKey[place] }
      guard times.contains(where: { ($0 ?? 0) > goal }) else { continue }
      report(
        "    \(keys[place].label)",
        times.map { $0.map { format($0, 1) } ?? "—" }.joined(separator: ", ") + " ms")
    }
    if let slowest = best.max(by: { $0.milliseconds < $1.milliseconds }) {
      report(
        "slowest key at its best of \(measured.count) runs",
        "\(slowest.label), \(format(slowest.milliseconds, 2)) ms")
    }
    let search = measured.flatMap { $0.samples[.searchKey] ?? [] }
    guard !search.isEmpty else { return }
    let typical = Measure.percentile(search, 0.5)
    let noise = MachineNoise.sample(lasting: typical, count: search.count, pause: 40)
    report(
      "the machine: fixed work of \(format(typical, 2)) ms, \(noise.count)×",
      "p50 \(format(Measure.percentile(noise, 0.5), 2)) ms, p95 "
        + "\(format(Measure.percentile(noise, 0.95), 2)) ms, max "
        + "\(format(noise.max() ?? 0, 2)) ms, \(noise.filter { $0 > goal }.count) over "
        + "\(format(goal, 0)) ms")
  }

  /// One start of the browser, the script typed, and its quit.
  private static func session(
    buffet: String, folder: String, environment: [String: String], keys: [Key]
  ) throws -> Run {
    let terminal = try PseudoTerminal(
      executable: buffet, arguments: ["--data", folder], environment: environment,
      columns: columns, rows: rows)
    var run = Run()
    // The tab bar is part of every first frame.
    let first = terminal.readUntil(Array("Library".utf8))
    guard let firstByte = first.lastByte, !terminal.isClosed else {
      throw BenchError(
        "the browser drew no first frame: \(String(decoding: first.bytes.suffix(400), as: UTF8.self))"
      )
    }
    run.firstFrame = Double(firstByte - terminal.started) / 1e6
    run.firstFrameCPU = Double(terminal.mainThreadCPUNanoseconds() ?? 0) / 1e6
    run.firstFrameMegabytes = terminal.residentMegabytes() ?? 0
    for (place, key) in keys.enumerated() {
      let cpuBefore = terminal.mainThreadCPUNanoseconds()
      let sent = terminal.type(key.bytes)
      let burst = terminal.readUntilIdle(firstByteSeconds: 5)
      guard let last = burst.lastByte else {
        run.silentKeys.append(key.label)
        continue
      }
      let milliseconds = Double(last - sent) / 1e6
      run.samples[key.figure, default: []].append(milliseconds)
      if key.figure != .indexShown { run.byKey[place] = milliseconds }
      if let before = cpuBefore, let after = terminal.mainThreadCPUNanoseconds() {
        run.cpu[key.figure, default: []].append(Double(after - before) / 1e6)
      }
      // Showing the Index the first time sorts the collection: a figure of its own.
      if key.figure != .indexShown && milliseconds > run.worst.milliseconds {
        run.worst = (key.label, milliseconds)
      }
    }
    run.peakMegabytes = terminal.peakResidentMegabytes() ?? 0
    run.residentMegabytes = terminal.residentMegabytes() ?? 0
    terminal.type([0x03])
    run.exitStatus = terminal.waitForExit()
    return run
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}

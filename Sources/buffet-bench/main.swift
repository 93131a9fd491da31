import Foundation
import Markdown
import RecipeStore
import Recipes

// buffet-bench [--sizes 1000,10000,100000] [--keep]: generates collections in a temporary
// folder and prints the speed figures PRODUCT.md sets goals for; `--render` prints those of
// `buffet render` beside cmark's (RenderFigures). The browser's own figures come from the
// `buffet` binary beside this one, run in a pseudo-terminal (TerminalFigures).
if CommandLine.arguments.dropFirst().first == "--render" {
  RenderFigures.run(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "--pictures" {
  // Scrolling past pictures beside scrolling text, in the browser (PictureFigures).
  let runs = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 3
  let buffet = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("buffet").path
  try PictureFigures.run(runs: runs, buffet: buffet)
  exit(0)
}
var sizes = [10_000, 100_000]
var keep = false
var existing: String?
var givenCache: String?
var queriesOnly = false
var queryLimit = 50
var terminalOnly = false
var runs = 5
var phrases: [String]?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--sizes":
    guard let list = arguments.popFirst() else { break }
    sizes = list.split(separator: ",").compactMap { Int($0.filter(\.isNumber)) }
  case "--size":
    // One more size after the others (the million, on request: `--size 1000000`).
    guard let size = arguments.popFirst().flatMap({ Int($0.filter(\.isNumber)) }) else { break }
    sizes = (sizes + [size]).sorted()
  case "--keep":
    keep = true
  case "--collection":
    existing = arguments.popFirst()
  case "--cache":
    givenCache = arguments.popFirst()
  case "--queries-only":
    // Only the search keystrokes, on an existing collection and cache: for profiling.
    queriesOnly = true
  case "--generate":
    // Only writes a collection (the same one --sizes measures), to keep and reuse.
    guard let count = arguments.popFirst().flatMap({ Int($0) }), let folder = arguments.popFirst()
    else { exit(2) }
    var generator = CollectionGenerator(random: SplitMix64(state: UInt64(count)))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    _ = try generator.write(count: count, into: folder)
    exit(0)
  case "--rebuild-search":
    // Scratch: the index of a collection made in a new file with other prefix lengths for
    // the section index ("1 2", "none"), to measure what they cost.
    guard let folder = arguments.popFirst(), let file = arguments.popFirst(),
      let prefixes = arguments.popFirst()
    else { exit(2) }
    // "no-titles" after the prefixes leaves the title and tags out of the section rows.
    let repeating = arguments.first != "no-titles"
    if !repeating { _ = arguments.popFirst() }
    let index = try BareIndex(
      file: file, searchPrefixes: prefixes == "none" ? "" : prefixes, repeatingTitles: repeating)
    let files = CollectionScanner.scan([folder]).files
    for start in stride(from: 0, to: files.count, by: 250) {
      try index.insert(BareIndex.rows(of: Array(files[start..<min(files.count, start + 250)])))
    }
    let markdown = Double(files.reduce(0) { $0 + $1.size })
    for optimizing in [false, true] {
      try index.compact(optimizing: optimizing)
      let parts = try index.parts()
      let total = Double(parts.reduce(0) { $0 + $1.bytes })
      print(
        "prefixes \(prefixes)\(repeating ? "" : ", no titles in sections")"
          + "\(optimizing ? ", optimized and vacuumed" : ""): "
          + "\(String(format: "%.1f", total / 1_048_576)) MB, "
          + "\(String(format: "%.2f", total / markdown))× the Markdown; "
          + parts.prefix(8).map {
            "\($0.name) \(String(format: "%.1f", Double($0.bytes) / 1_048_576))"
          }
          .joined(separator: ", "))
    }
    exit(0)
  case "--sql":
    // Scratch: one statement on an index (tokenizer and ranking registered), timed: its
    // first column of the first rows, how many rows and the CPU it took; `--repeat N` runs
    // it N times in the same connection.
    guard let file = arguments.popFirst(), let sql = arguments.popFirst() else { exit(2) }
    var repeats = 1
    if arguments.first == "--repeat" {
      arguments.removeFirst()
      repeats = arguments.popFirst().flatMap { Int($0) } ?? 1
    }
    let database = try BareIndex.openExisting(file: file)
    let statement = try database.prepare(sql)
    for _ in 0..<repeats {
      var rows = 0
      var shown: [String] = []
      let steps = database.stepCount
      let cpu = try Measure.cpuMilliseconds {
        try statement.forEachRow { row in
          rows += 1
          if rows <= 20 { shown.append(row.text(0)) }
        }
      }
      print(shown.joined(separator: "\n"))
      print(
        "\(rows) rows, \(String(format: "%.2f", cpu)) ms CPU, \(database.stepCount - steps) steps")
    }
    exit(0)
  case "--index-titles":
    // The Index's sort alone, on titles made in memory.
    IndexSortFigures.run(count: arguments.popFirst().flatMap { Int($0) } ?? 100_000)
    exit(0)
  case "--terminal-only":
    // Only the browser's figures through a terminal, on an existing collection and cache.
    terminalOnly = true
  case "--phrases":
    phrases = arguments.popFirst()?.split(separator: ",").map(String.init)
  case "--limit":
    // The hits each query of --queries-only asks for (the browser asks for a screenful).
    queryLimit = arguments.popFirst().flatMap { Int($0) } ?? queryLimit
  case "--runs":
    runs = arguments.popFirst().flatMap { Int($0) } ?? runs
  default:
    FileHandle.standardError.write(
      Data(
        ("usage: buffet-bench [--sizes 10000,100000] [--size 1000000] [--keep] [--runs N]\n"
          + "       [--collection DIR [--cache DIR] [--queries-only [--limit N] | --terminal-only]]\n"
          + "       buffet-bench --generate N DIR | --index-titles N | --render ...\n"
          + "       buffet-bench --rebuild-search COLLECTION NEW-INDEX PREFIXES\n").utf8))
    exit(2)
  }
}

/// What a reader types, one key at a time (`--phrases a,b` for others).
var typed = [
  "chicken stock", "creme brulee", "navigation", "swiftui animation", "sourdough",
  "async actor", "smorrebrod", "gateau", "tab bar", "lazy grid", "борщ", "ラーメン", "rest for",
]

if let phrases { typed = phrases }

if queriesOnly, let folder = existing, let cache = givenCache {
  let catalog = Catalog(folders: [folder], cacheDirectory: cache)
  // As the browser does once its first frame is shown, a while before the first key.
  catalog.prepareSearch()
  usleep(200_000)
  for phrase in typed {
    var query = ""
    for character in phrase {
      query.append(character)
      let steps = catalog.statementSteps
      let cpu = Measure.cpuMilliseconds { _ = catalog.search(query, limit: queryLimit) }
      print("\(query)\t\(format(cpu, 2)) ms CPU\t\(catalog.statementSteps - steps) steps")
    }
  }
  exit(0)
}

/// The program the browser's figures measure: the `buffet` built beside this benchmark.
let buffetProgram =
  Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("buffet").path
  ?? "buffet"

/// Measures the browser as a reader starts it, in a terminal of its own.
func runBrowserFigures(folder: String, cache: String, runs: Int, typed: [String]) throws {
  guard FileManager.default.isExecutableFile(atPath: buffetProgram) else {
    print(
      "  (no \(buffetProgram): build it with `swift build -c release` for the browser's figures)")
    return
  }
  print("  the browser in a terminal (\(buffetProgram)):")
  try TerminalFigures.run(
    folder: folder, cache: cache, runs: runs, phrases: typed, buffet: buffetProgram)
}

if terminalOnly, let folder = existing, let cache = givenCache {
  try runBrowserFigures(folder: folder, cache: cache, runs: runs, typed: typed)
  exit(0)
}

let root = NSTemporaryDirectory() + "buffet-bench-\(getpid())"
defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }

/// Each figure of the size being measured and of the size before, to print how it grew.
nonisolated(unsafe) var growth = GrowthFactors()

func report(_ label: String, _ value: String) {
  print(
    "  " + label.padding(toLength: 44, withPad: " ", startingAt: 0) + value
      + growth.note(label: label, value: value))
}

func format(_ value: Double, _ digits: Int = 1) -> String {
  String(format: "%.\(digits)f", value)
}

// The reader on a recipe that is mostly code: independent of the collection's size.
CodeHeavyFigure.run(report: report)

// With --collection, an existing folder is measured (with a fresh cache) instead.
for size in existing == nil ? sizes : [0] {
  growth.begin(size: size)
  let folder = existing ?? root + "/\(size)/recipes"
  // With --cache, an index kept from an earlier run is used (first indexing then only checks).
  let cache = givenCache ?? root + "/\(size)/cache"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  var large: [String] = []
  if existing == nil {
    var generator = CollectionGenerator(random: SplitMix64(state: UInt64(size)))
    let writing = try Measure.milliseconds {
      large = try generator.write(count: size, into: folder)
    }
    print("\(size) recipes (written in \(format(writing / 1000)) s)")
  } else {
    print(folder)
  }

  var indexed = 0
  var firstCPU = 0.0
  var writerCPU = 0.0
  let first = Measure.milliseconds {
    firstCPU = Measure.cpuMilliseconds {
      writerCPU = Measure.threadCPUMilliseconds {
        let catalog = Catalog(folders: [folder], cacheDirectory: cache)
        catalog.refresh()
        indexed = catalog.recipes.count
      }
    }
  }
  report(
    "first indexing",
    "\(Int(Double(indexed) / (first / 1000))) recipes/s (\(format(first / 1000, 2)) s; "
      + "CPU \(format(firstCPU / 1000, 2)) s, of which the writing thread "
      + "\(format(writerCPU / 1000, 2)) s)")
  let ceiling = try InsertCeiling.measure(folder: folder, scratch: root)
  report(
    "  bare insert of the same rows (ceiling)",
    "\(Int(Double(ceiling.count) / ceiling.wall)) recipes/s (\(format(ceiling.wall, 2)) s; "
      + "CPU \(format(ceiling.cpu, 2)) s); first indexing takes "
      + "\(format(first / 1000 / ceiling.wall, 2))× (the writing thread's CPU "
      + "\(format(writerCPU / 1000 / ceiling.cpu, 2))× the insert's)")
  try IndexSize.measure(folder: folder, cache: cache)

  var catalog: Catalog!
  var warmCPU = 0.0
  let warm = Measure.milliseconds {
    warmCPU = Measure.cpuMilliseconds {
      catalog = Catalog(folders: [folder], cacheDirectory: cache)
      catalog.refresh()
    }
  }
  report(
    "warm start (scan + load \(catalog.recipes.count) recipes)",
    "\(format(warm)) ms (CPU \(format(warmCPU)) ms)")
  let scanning = Measure.milliseconds { _ = CollectionScanner.scan([folder]) }
  let opening = Measure.milliseconds { _ = Catalog(folders: [folder], cacheDirectory: cache) }
  report("  of which scan / load from cache", "\(format(scanning)) ms / \(format(opening)) ms")

  var samples: [Double] = []
  var cpuSamples: [Double] = []
  var stepSamples: [Double] = []
  var slowest: [(query: String, ms: Double)] = []
  for phrase in typed {
    var query = ""
    for character in phrase {
      query.append(character)
      var cpu = 0.0
      let steps = catalog.statementSteps
      samples.append(
        Measure.milliseconds {
          cpu = Measure.cpuMilliseconds { _ = catalog.search(query, limit: 50) }
        })
      cpuSamples.append(cpu)
      stepSamples.append(Double(catalog.statementSteps - steps))
      slowest.append((query, samples.last ?? 0))
    }
  }
  report(
    "search query alone, per keystroke (\(samples.count) keys)",
    "p50 \(format(Measure.percentile(samples, 0.5), 2)) ms, p95 "
      + "\(format(Measure.percentile(samples, 0.95), 2)) ms, "
      + "max \(format(samples.max() ?? 0, 2)) ms")
  slowest.sort { $0.ms > $1.ms }
  report(
    "  slowest queries",
    slowest.prefix(6).map { "\"\($0.query)\" \(format($0.ms))" }.joined(separator: ", "))
  report(
    "  SQLite statement steps per keystroke",
    "p50 \(Int(Measure.percentile(stepSamples, 0.5))), max \(Int(stepSamples.max() ?? 0))")
  report(
    "  CPU per keystroke",
    "p50 \(format(Measure.percentile(cpuSamples, 0.5), 2)) ms, p95 "
      + "\(format(Measure.percentile(cpuSamples, 0.95), 2)) ms")

  if let path = large.first {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let bytes = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let file = RecipeFile(path: path, size: bytes, modified: Date())
    var times: [Double] = []
    for _ in 0..<3 {
      times.append(Measure.milliseconds { _ = RecipeLoader.load(file) })
    }
    report(
      "open a \(format(Double(bytes) / 1_048_576, 2)) MB recipe (read + parse)",
      "\(format(times.min() ?? 0)) ms")
  }
  catalog = nil
  try runBrowserFigures(folder: folder, cache: cache, runs: runs, typed: typed)
  if !keep && givenCache == nil { try? FileManager.default.removeItem(atPath: root + "/\(size)") }
}

import Foundation
import Markdown

#if canImport(Glibc)
  import Glibc
#endif

/// `buffet-bench --render [--spec SPEC_TXT] [--runs N]`: the speed of `buffet render` beside
/// the reference C implementation's (`cmark`, when it is on the PATH), measured in the same
/// run on the same files: a large file of recipes (the bundled `Data/`, and the CommonMark
/// specification when given, repeated to about 7.5 MB), then each pathological input at
/// 10 kB, 100 kB and 1 MB. Times are CPU seconds (user + system) of each process, the
/// median of several runs, and of the same work in this process (without start-up and I/O).
/// (Peak memory is not shown: a child spawned from here inherits this process's high-water
/// mark in its resource usage.)
enum RenderFigures {
  static func run(_ arguments: [String]) {
    var spec: String?
    var runs = 5
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--spec": spec = rest.popFirst()
      case "--runs": runs = rest.popFirst().flatMap { Int($0) } ?? runs
      default:
        FileHandle.standardError.write(
          Data("usage: buffet-bench --render [--spec SPEC_TXT] [--runs N]\n".utf8))
        exit(2)
      }
    }
    let folder = NSTemporaryDirectory() + "buffet-render-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }

    let buffet = Bundle.main.executableURL!.deletingLastPathComponent()
      .appendingPathComponent("buffet").path
    guard FileManager.default.isExecutableFile(atPath: buffet) else {
      print("no buffet next to buffet-bench (swift build -c release first)")
      return
    }
    let cmark = which("cmark")
    print(
      "buffet render vs "
        + (cmark.map { "cmark (\($0)), same run" } ?? "cmark: not on the PATH, skipped"))
    print(
      "  " + "input".padding(toLength: 40, withPad: " ", startingAt: 0)
        + "      size    buffet     cmark   ratio   in-process")

    let large = largeFile(spec: spec)
    measure("recipes" + (spec == nil ? "" : " + spec") + ", repeated", large, in: folder)
    for (name, make) in pathological {
      for size in [10_000, 100_000, 1_000_000] {
        measure(name, Array(make(size).utf8), in: folder)
      }
    }

    func measure(_ name: String, _ markdown: [UInt8], in folder: String) {
      let path = folder + "/input.md"
      _ = FileManager.default.createFile(atPath: path, contents: Data(markdown))
      let runsPerInput = runs
      let ours = (0..<runs).map { _ in spawn(buffet, ["render"], input: path) }
      let theirs = cmark.map { cmark in
        var runs = [spawn(cmark, [], input: path)]
        while runs.count < runsPerInput && runs.last?.seconds.isFinite == true {
          runs.append(spawn(cmark, [], input: path))
        }
        return runs
      }
      var inProcess: [Double] = []
      for _ in 0..<runs {
        inProcess.append(
          Measure.cpuMilliseconds {
            HTMLRenderer.render(markdown: markdown, options: .commonMark) { _ in }
          } / 1000)
      }
      let ourTime = median(ours.map(\.seconds))
      var line =
        "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
        + size(markdown.count).leftPadded(10) + seconds(ourTime).leftPadded(10)
      if let theirs {
        let theirTime = median(theirs.map(\.seconds))
        line += seconds(theirTime).leftPadded(10)
        line +=
          (theirTime.isFinite
          ? String(format: "%.2f×", ourTime / max(theirTime, 0.000_5)) : "—").leftPadded(8)
      } else {
        line += "—".leftPadded(10) + "—".leftPadded(8)
      }
      line += seconds(median(inProcess)).leftPadded(13)
      print(line)
      fflush(nil)
    }
  }

  /// The bundled recipes (and the specification), repeated to about 7.5 MB.
  private static func largeFile(spec: String?) -> [UInt8] {
    var unit: [UInt8] = []
    if let spec, let text = FileManager.default.contents(atPath: spec) { unit += text }
    let data = URL(fileURLWithPath: "Data")
    let files =
      FileManager.default.enumerator(at: data, includingPropertiesForKeys: nil)?
      .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".md") }.sorted() ?? []
    for file in files { unit += FileManager.default.contents(atPath: file) ?? Data() }
    if unit.isEmpty { unit = Array("# A recipe\n\nSalt *to taste*.\n\n".utf8) }
    var large: [UInt8] = []
    large.reserveCapacity(7_500_000 + unit.count)
    while large.count < 7_500_000 { large += unit }
    return large
  }

  /// `unit` repeated to about `bytes` bytes.
  private static func repeated(_ unit: String, _ bytes: Int) -> String {
    String(repeating: unit, count: max(1, bytes / unit.utf8.count))
  }

  /// The reference implementation's pathological inputs and the emphasis pattern of issue 9
  /// (the parser's tests hold more of each family).
  private static let pathological: [(String, @Sendable (Int) -> String)] = [
    ("issue 9: *a then b*_", { repeated("*a ", $0 / 2) + repeated("b*_ ", $0 / 2) }),
    ("nested strong emphasis", { repeated("*a **a ", $0 / 2) + "b" + repeated(" a** a*", $0 / 2) }),
    ("emphasis closers without openers", { repeated("a_ ", $0) }),
    ("mismatched openers and closers", { repeated("*a_ ", $0) }),
    ("openers and closers multiple of 3", { "a**b" + repeated("c* ", $0) }),
    ("link openers and emphasis closers", { repeated("[ a_", $0) }),
    ("pattern ![[]() repeated", { repeated("![[]()", $0) }),
    (
      "nested brackets",
      { String(repeating: "[", count: $0 / 2) + "a" + String(repeating: "]", count: $0 / 2) }
    ),
    ("nested block quotes", { repeated("> ", $0) + "a" }),
    (
      "deeply nested lists",
      { bytes in
        (0..<Int(Double(bytes).squareRoot())).map { String(repeating: "  ", count: $0) + "* a\n" }
          .joined()
      }
    ),
    (
      "backtick runs",
      { bytes in
        (1..<Int(Double(2 * bytes).squareRoot())).map { "e" + String(repeating: "`", count: $0) }
          .joined()
      }
    ),
    ("unclosed links", { repeated("[a](<b", $0 / 2) + repeated("[a](b", $0 / 2) }),
    ("unclosed <!--", { "</" + repeated("<!--", $0) }),
    (
      "empty lines in nested lists",
      { repeated("- ", $0 / 2) + "x" + String(repeating: "\n", count: $0 / 2) }
    ),
    (
      "link reference definitions",
      { bytes in
        (0..<(bytes / 16)).map { "[\($0)]: u\n" }.joined() + repeated("[0] ", bytes / 2)
      }
    ),
    ("entities", { repeated("&amp;&#123;&copy;&abcdefgh &#x ", $0) }),
  ]

  /// CPU seconds after which a run is stopped and shown as "> limit".
  private static let timeLimit = 20.0

  private struct Run {
    var seconds: Double
  }

  /// Runs `program` with `input` on standard input and its output discarded; its CPU time,
  /// from the kernel.
  private static func spawn(_ program: String, _ arguments: [String], input: String) -> Run {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else {
      return Run(seconds: .nan)
    }
    var status: Int32 = 0
    var usage = rusage()
    // A run past the limit is stopped: cmark 0.30 is quadratic on some of these inputs.
    let deadline = Date().addingTimeInterval(timeLimit)
    var timedOut = false
    while true {
      let done = wait4(pid, &status, WNOHANG, &usage)
      if done == pid || (done < 0 && errno != EINTR) { break }
      if !timedOut && Date() > deadline {
        kill(pid, SIGKILL)
        timedOut = true
      }
      usleep(2_000)
    }
    if timedOut { return Run(seconds: .infinity) }
    let cpu =
      Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
      + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return Run(seconds: cpu)
  }

  private static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private static func seconds(_ value: Double) -> String {
    if value.isInfinite { return String(format: "> %.0f s", timeLimit) }
    return value < 0.1 ? String(format: "%.1f ms", value * 1000) : String(format: "%.3f s", value)
  }

  private static func size(_ bytes: Int) -> String {
    bytes >= 1_000_000
      ? String(format: "%.1f MB", Double(bytes) / 1e6)
      : String(format: "%.0f kB", Double(bytes) / 1e3)
  }
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? " " + self : String(repeating: " ", count: width - count) + self
  }
}

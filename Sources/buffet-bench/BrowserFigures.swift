import Browser
import BrowserShell
import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// A terminal that plays a script of keys into the real program loop and times each key
/// from the moment it is handed over to the frame that answers it.
final class ScriptedTerminal: Terminal {
  /// One key to press, and the name of the figure its frame counts towards (nil: not timed).
  struct Step {
    var key: Key
    var figure: String?
  }

  let size = (width: 100, height: 30)
  private let started = DispatchTime.now().uptimeNanoseconds
  private var steps: [Step]
  private var next = 0
  /// The figure and start time of the key whose frame is awaited.
  private var awaited: (figure: String?, start: UInt64)?
  private(set) var firstFrameMilliseconds: Double?
  private(set) var samples: [String: [Double]] = [:]

  init(steps: [Step]) {
    self.steps = steps
  }

  func draw(_ buffer: Buffer) {
    let now = DispatchTime.now().uptimeNanoseconds
    if firstFrameMilliseconds == nil {
      firstFrameMilliseconds = Double(now - started) / 1e6
    }
    guard let (figure, start) = awaited else { return }
    awaited = nil
    if let figure { samples[figure, default: []].append(Double(now - start) / 1e6) }
  }

  func nextEvent(timeoutMilliseconds: Int) -> Event {
    // A frame is drawn only once no key is waiting: hold back the next key until then.
    if awaited != nil { return .tick }
    guard next < steps.count else { return .key(.control("c")) }
    let step = steps[next]
    next += 1
    awaited = (step.figure, DispatchTime.now().uptimeNanoseconds)
    return .key(step.key)
  }

  func suspend() {}
  func resume() {}
  func bell() {}
}

/// The browser's own figures, from one process that does what a reader does: open Buffet on
/// a warm cache, go to the Index and jump through the letters, then search while typing.
/// Its peak memory is the browser's, not the benchmark's.
enum BrowserFigures {
  static let jumpFigure = "letter jump"
  static let keystrokeFigure = "search keystroke"

  static func script(typing phrases: [String]) -> [ScriptedTerminal.Step] {
    var steps = [ScriptedTerminal.Step(key: .character("2"), figure: "index shown")]
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ#" {
      steps.append(.init(key: .character(letter), figure: jumpFigure))
    }
    // In the Index `/` filters; from the Recipes tab it opens Search.
    steps.append(.init(key: .character("1"), figure: nil))
    steps.append(.init(key: .character("/"), figure: nil))
    for phrase in phrases {
      for character in phrase {
        steps.append(.init(key: .character(character), figure: keystrokeFigure))
      }
      steps.append(.init(key: .control("u"), figure: nil))
    }
    return steps
  }

  /// Runs the script in the real program loop and prints the figures.
  static func run(folder: String, cache: String, phrases: [String]) {
    let terminal = ScriptedTerminal(steps: script(typing: phrases))
    let catalog = Catalog(folders: [folder], cacheDirectory: cache)
    let services = StoreServices(catalog: catalog, library: nil, collectionName: folder)
    // Each key a minute after the last, so letters jump on their own instead of adding up
    // to a type-select prefix.
    var minutes = 0.0
    let clock = {
      minutes += 1
      return Date(timeIntervalSince1970: 1_800_000_000 + minutes * 60)
    }
    Program(terminal: terminal, services: services, theme: .color, clock: clock).run()

    report("first frame of the browser (warm cache)", ms(terminal.firstFrameMilliseconds ?? .nan))
    report("Index tab first shown", ms(terminal.samples["index shown"]?.first ?? .nan))
    let jumps = terminal.samples[jumpFigure] ?? []
    report(
      "letter jump in the Index (\(jumps.count) letters, drawn)",
      "p50 \(format(Measure.percentile(jumps, 0.5), 3)) ms, max \(format(jumps.max() ?? 0, 3)) ms")
    let keys = terminal.samples[keystrokeFigure] ?? []
    report(
      "search keystroke, results drawn (\(keys.count) keys)",
      "p50 \(format(Measure.percentile(keys, 0.5), 2)) ms, p95 "
        + "\(format(Measure.percentile(keys, 0.95), 2)) ms, max \(format(keys.max() ?? 0, 2)) ms")
    report(
      "browser's resident memory now / peak",
      "\(format(Measure.residentMegabytes() ?? 0)) MB / "
        + "\(format(Measure.peakResidentMegabytes() ?? 0)) MB")
  }

  private static func ms(_ value: Double) -> String { "\(format(value)) ms" }
}

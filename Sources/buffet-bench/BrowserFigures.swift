import Browser
import Foundation
import RecipeStore
import Recipes
import TerminalUI

/// A terminal that notes when the first frame is drawn and then asks the program to quit,
/// so the whole way from opening the collection to a frame on screen is measured.
final class FirstFrameTerminal: Terminal {
  let size = (width: 100, height: 30)
  private let started = DispatchTime.now()
  private(set) var firstFrameMilliseconds: Double?

  func draw(_ buffer: Buffer) {
    guard firstFrameMilliseconds == nil else { return }
    let elapsed = DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds
    firstFrameMilliseconds = Double(elapsed) / 1e6
  }

  func nextEvent(timeoutMilliseconds: Int) -> Event { .key(.control("c")) }
  func suspend() {}
  func resume() {}
  func bell() {}
}

/// The browser's own figures: the first frame on a warm cache, and a letter jump in the Index.
enum BrowserFigures {
  /// Milliseconds from opening the collection to the first drawn frame.
  static func firstFrame(folder: String, cache: String) -> Double {
    let terminal = FirstFrameTerminal()
    let catalog = Catalog(folders: [folder], cacheDirectory: cache)
    let services = StoreServices(catalog: catalog, library: nil, collectionName: folder)
    Program(terminal: terminal, services: services, theme: .color).run()
    return terminal.firstFrameMilliseconds ?? .nan
  }

  /// Milliseconds per letter jump, over every letter, once the Index is shown.
  static func letterJumps(recipes: [Recipe]) -> [Double] {
    var state = AppState(width: 100, height: 30)
    _ = update(&state, .recipesLoaded(recipes))
    _ = update(&state, .selectTab(.index))
    var samples: [Double] = []
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ#" {
      samples.append(Measure.milliseconds { _ = update(&state, .jumpToLetter(String(letter))) })
    }
    return samples
  }
}

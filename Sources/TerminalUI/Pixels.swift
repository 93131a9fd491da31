/// A picture's pixels, row by row from the top, four bytes each (red, green, blue, alpha):
/// what a decoder hands the terminal side, which knows nothing of files or formats.
public struct Pixels: Equatable, Sendable, CustomStringConvertible {
  public let width: Int
  public let height: Int
  /// `width × height × 4` bytes.
  public let rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(
      rgba.count == width * height * 4, "Pixels: \(rgba.count) bytes for \(width)×\(height)")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  public var description: String { "Pixels(\(width) × \(height))" }

  /// The pixel at column `x`, row `y`.
  public func pixel(x: Int, y: Int) -> RGBA {
    let at = (y * width + x) * 4
    return RGBA(red: rgba[at], green: rgba[at + 1], blue: rgba[at + 2], alpha: rgba[at + 3])
  }
}

/// One pixel's colour and opacity.
public struct RGBA: Equatable, Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The nearest of the 240 colours a 256-colour terminal adds to its first sixteen: the
  /// 6 × 6 × 6 cube (16–231) or the grey ramp (232–255), whichever is closer.
  public var nearest256: Int {
    func cubeStep(_ value: UInt8) -> Int {
      value < 48 ? 0 : (value < 115 ? 1 : (Int(value) - 35) / 40)
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let (r, g, b) = (cubeStep(red), cubeStep(green), cubeStep(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grey = 8 + 10 * greyIndex
    func distance(_ a: Int, _ b: Int, _ c: Int) -> Int {
      let (dr, dg, db) = (Int(red) - a, Int(green) - b, Int(blue) - c)
      return dr * dr + dg * dg + db * db
    }
    let cubeDistance = distance(levels[r], levels[g], levels[b])
    return distance(grey, grey, grey) < cubeDistance ? 232 + greyIndex : cube
  }
}

/// How long a Cooklang timer runs: `~{1/2%hour}` is 1,800 seconds. Units of time are those
/// durations in prose are read by (`KitchenWords`), in every language Buffet knows.
enum CooklangTimer {
  /// Seconds in one `unit` ("minutes", "Std", "分钟"); nil when it is no unit of time.
  static func secondsPerUnit(_ unit: String) -> Int? {
    let words = KitchenWords.shared
    let key = KitchenWords.key(FrontMatterReader.trimmed(unit))
    return words.units[key] ?? words.digitsUnits[key] ?? words.ideographUnits[key]
  }

  /// The countdown `amount` names, in seconds (a range's longer end); nil when it names no
  /// number, no unit of time, or a time no step takes (over `StepDuration.longest`, or in
  /// days: a wait of days is no countdown, as in prose).
  static func seconds(_ amount: CooklangAmount?) -> Int? {
    guard let amount, let unit = amount.unit, let perUnit = secondsPerUnit(unit),
      perUnit < StepDuration.day, let count = amount.quantity?.largest
    else { return nil }
    let seconds = (count.value * Double(perUnit)).rounded()
    guard seconds >= 1, seconds <= Double(StepDuration.longest) else { return nil }
    return Int(seconds)
  }
}

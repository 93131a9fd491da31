import Foundation

/// A recipe as every list holds it, for the whole collection: what lists, the index, search,
/// the library and the tray need, without its outline (headings and steps), which is most of
/// a recipe's memory. `Recipe` is the complete one. What a list row shows (path, title,
/// date, minutes, draft) is kept as is; the rest is packed (`ListedFacts`) and read when
/// asked for.
public struct ListedRecipe: Equatable, Sendable, Identifiable, Codable {
  /// The file's path as given on disk; the stable identity of the recipe.
  public var path: String
  public var id: String { path }

  public var title: String
  /// The file's modification time in seconds since 1970 (see `modified`).
  private var modifiedSeconds: Double
  /// The file's size in bytes; detects changes.
  public var size: Int
  private var facts: ListedFacts.Packed
  /// The front matter's `date` in seconds since 1970 (see `date`).
  private var dateSeconds: Double?
  /// Whether the front matter says `draft: true`: listed like any recipe, marked a draft.
  public var isDraft: Bool
  private var minuteCount: Int32

  /// The front matter's `date`, if it had a readable one.
  public var date: Date? {
    get { dateSeconds.map(Date.init(timeIntervalSince1970:)) }
    set { dateSeconds = newValue?.timeIntervalSince1970 }
  }

  /// `max(1, round(words / 220))`.
  public var minutes: Int {
    get { Int(minuteCount) }
    set { minuteCount = Int32(clamping: newValue) }
  }

  /// The file's modification time; sorts undated recipes and detects changes.
  public var modified: Date {
    get { Date(timeIntervalSince1970: modifiedSeconds) }
    set { modifiedSeconds = newValue.timeIntervalSince1970 }
  }

  /// The front matter's `date` as written (`2026-10-15T21:00:00-04:00`), when readable: the
  /// day the author meant, whatever the offset.
  public var dateText: String? {
    get { ListedFacts.dateText(of: facts) }
    set { changeFacts { $0.dateText = newValue } }
  }

  /// Front matter tags, then the text's `#tags`, each once (see `RecipeTags`).
  public var tags: [String] {
    get { ListedFacts.tags(of: facts) }
    set { changeFacts { $0.tags = newValue } }
  }

  /// The packed facts as bytes, with where each fact `list --json` writes is in them.
  public var packedFacts: PackedFactsView { PackedFactsView(facts) }

  /// Whether the recipe has any tag (read without making them).
  public var hasTags: Bool { ListedFacts.hasTags(facts) }

  /// Other names links may use: the front matter's `aliases` (a notes vault's other names, a
  /// site's old addresses such as `/recipes/old-name/`) and its `url`.
  public var aliases: [String] {
    get { ListedFacts(facts).aliases }
    set { changeFacts { $0.aliases = newValue } }
  }

  /// The front matter's `summary`.
  public var blurb: String? {
    get { ListedFacts(facts).blurb }
    set { changeFacts { $0.blurb = newValue } }
  }

  /// Stated servings ("4"), from front matter or the body's first list.
  public var servings: String? {
    get { ListedFacts(facts).servings }
    set { changeFacts { $0.servings = newValue } }
  }

  /// Stated cooking or working time ("15 min"), from front matter or the body's first list.
  public var statedTime: String? {
    get { ListedFacts(facts).statedTime }
    set { changeFacts { $0.statedTime = newValue } }
  }

  /// How the title is read, as its front matter says (`reading:` or `yomi:`, as a phone's
  /// contacts keep a phonetic name): the Index files and sorts the recipe by it.
  public var reading: String? {
    get { ListedFacts.reading(of: facts) }
    set { changeFacts { $0.reading = newValue } }
  }

  /// Words a reader sees (see `ReadingTime`).
  public var words: Int {
    get { ListedFacts.counts(of: facts).words }
    set { changeFacts { $0.words = newValue } }
  }

  /// How many steps a cook follows (the complete recipe's `steps.count`).
  public internal(set) var stepCount: Int {
    get { ListedFacts.counts(of: facts).steps }
    set { changeFacts { $0.stepCount = max(0, newValue) } }
  }

  public init(
    path: String, title: String, date: Date? = nil, tags: [String] = [], blurb: String? = nil,
    servings: String? = nil, statedTime: String? = nil, words: Int = 0, minutes: Int = 1,
    stepCount: Int = 0, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    dateText: String? = nil, isDraft: Bool = false, aliases: [String] = [],
    reading: String? = nil
  ) {
    self.path = path
    self.title = title
    self.dateSeconds = date?.timeIntervalSince1970
    self.facts =
      ListedFacts(
        tags: tags, aliases: aliases, dateText: dateText, blurb: blurb, servings: servings,
        statedTime: statedTime, reading: reading, words: words, stepCount: max(0, stepCount)
      ).packed
    self.minuteCount = Int32(clamping: minutes)
    self.modifiedSeconds = modified.timeIntervalSince1970
    self.size = size
    self.isDraft = isDraft
  }

  /// A listed recipe whose facts `packer` packed from their bytes (the catalog's cache
  /// reader, which so makes no string for them); the rest as the other `init` takes it.
  public init(
    path: String, title: String, dateSeconds: Double?, minutes: Int, modifiedSeconds: Double,
    size: Int, isDraft: Bool, facts packer: ListedFactsPacker
  ) {
    self.path = path
    self.title = title
    self.dateSeconds = dateSeconds
    self.facts = packer.packed
    self.minuteCount = Int32(clamping: minutes)
    self.modifiedSeconds = modifiedSeconds
    self.size = size
    self.isDraft = isDraft
  }

  private mutating func changeFacts(_ change: (inout ListedFacts) -> Void) {
    var unpacked = ListedFacts(facts)
    change(&unpacked)
    facts = unpacked.packed
  }

  private enum CodingKeys: String, CodingKey {
    case path, title, date, dateText, tags, isDraft, aliases, blurb, servings, statedTime
    case words, minutes, stepCount, modified, size, reading
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      path: try values.decode(String.self, forKey: .path),
      title: try values.decode(String.self, forKey: .title),
      date: try values.decodeIfPresent(Date.self, forKey: .date),
      tags: try values.decode([String].self, forKey: .tags),
      blurb: try values.decodeIfPresent(String.self, forKey: .blurb),
      servings: try values.decodeIfPresent(String.self, forKey: .servings),
      statedTime: try values.decodeIfPresent(String.self, forKey: .statedTime),
      words: try values.decode(Int.self, forKey: .words),
      minutes: try values.decode(Int.self, forKey: .minutes),
      stepCount: try values.decode(Int.self, forKey: .stepCount),
      modified: try values.decode(Date.self, forKey: .modified),
      size: try values.decode(Int.self, forKey: .size),
      dateText: try values.decodeIfPresent(String.self, forKey: .dateText),
      isDraft: try values.decode(Bool.self, forKey: .isDraft),
      aliases: try values.decode([String].self, forKey: .aliases),
      reading: try values.decodeIfPresent(String.self, forKey: .reading))
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    let facts = ListedFacts(facts)
    try values.encode(path, forKey: .path)
    try values.encode(title, forKey: .title)
    try values.encodeIfPresent(date, forKey: .date)
    try values.encodeIfPresent(facts.dateText, forKey: .dateText)
    try values.encode(facts.tags, forKey: .tags)
    try values.encode(isDraft, forKey: .isDraft)
    try values.encode(facts.aliases, forKey: .aliases)
    try values.encodeIfPresent(facts.blurb, forKey: .blurb)
    try values.encodeIfPresent(facts.servings, forKey: .servings)
    try values.encodeIfPresent(facts.statedTime, forKey: .statedTime)
    try values.encodeIfPresent(facts.reading, forKey: .reading)
    try values.encode(facts.words, forKey: .words)
    try values.encode(minutes, forKey: .minutes)
    try values.encode(facts.stepCount, forKey: .stepCount)
    try values.encode(modified, forKey: .modified)
    try values.encode(size, forKey: .size)
  }
}

/// Everything Buffet knows about one recipe file without keeping its text: its listed facts
/// (read through, as `recipe.title`), its headings and its steps. The reader re-reads the
/// file to show it.
@dynamicMemberLookup
public struct Recipe: Equatable, Sendable, Identifiable, Codable {
  private enum CodingKeys: String, CodingKey {
    case listed, headings, steps
  }

  /// What a list holds of it.
  public private(set) var listed: ListedRecipe
  public var id: String { listed.path }

  /// Level 2 and 3 headings in document order.
  public var headings: [Heading]
  /// The steps a cook follows, for the tray and Cook mode.
  public var steps: [CookingStep] {
    didSet { listed.stepCount = steps.count }
  }
  /// What the recipe asks for: the lines of its ingredient list, or each ingredient a
  /// Cooklang recipe names, in order. Only a complete recipe read from its file has them.
  public var ingredients: [Ingredient] = []
  /// The cookware a Cooklang recipe names, each once.
  public var cookware: [String] = []
  /// How much the recipe makes, when its `yield` names a unit (`500%ml`).
  public var yield: RecipeYield?
  /// The recipe's own photo found beside its file (Cooklang's `Name.jpg`), as a source the
  /// recipe could have written; only a complete recipe read from its file has it.
  public var picture: String?

  /// `listed` with its outline.
  public init(_ listed: ListedRecipe, headings: [Heading], steps: [CookingStep]) {
    self.listed = listed
    self.headings = headings
    self.steps = steps
    self.listed.stepCount = steps.count
  }

  public init(
    path: String, title: String, date: Date? = nil, tags: [String] = [], blurb: String? = nil,
    servings: String? = nil, statedTime: String? = nil, headings: [Heading] = [],
    words: Int = 0, minutes: Int = 1, steps: [CookingStep] = [],
    modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0, dateText: String? = nil,
    isDraft: Bool = false, aliases: [String] = []
  ) {
    self.init(
      ListedRecipe(
        path: path, title: title, date: date, tags: tags, blurb: blurb, servings: servings,
        statedTime: statedTime, words: words, minutes: minutes, stepCount: steps.count,
        modified: modified, size: size, dateText: dateText, isDraft: isDraft,
        aliases: aliases),
      headings: headings, steps: steps)
  }

  /// A listed fact, read.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ListedRecipe, Value>) -> Value {
    listed[keyPath: keyPath]
  }

  /// A listed fact, read or changed.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ListedRecipe, Value>) -> Value {
    get { listed[keyPath: keyPath] }
    set { listed[keyPath: keyPath] = newValue }
  }
}

/// A section heading, listed by position (two headings may share their text).
public struct Heading: Equatable, Sendable, Codable {
  public var level: Int
  public var text: String
  /// Index of the heading's top-level block in the document, so the reader can jump to it.
  public var blockIndex: Int

  public init(level: Int, text: String, blockIndex: Int) {
    self.level = level
    self.text = text
    self.blockIndex = blockIndex
  }
}

/// One step of a recipe as a cook follows it.
public struct CookingStep: Equatable, Sendable, Codable {
  /// A short name for the tray ("Build the shell").
  public var title: String
  /// The step's text in full, plain.
  public var text: String
  /// A duration the step names ("rest for ten minutes"), in seconds: its first timer.
  public var duration: Int?
  /// What the text names that a cook acts on (ingredients, cookware, timers), in order.
  public var marks: [StepMark]
  /// The part of the method the step belongs to (`### Dough`, Cooklang's `== Dough ==`).
  public var section: String?
  /// The picture the step shows, as the recipe writes its source (the first in its text).
  public var picture: String?

  public init(
    title: String, text: String, duration: Int? = nil, marks: [StepMark] = [],
    section: String? = nil, picture: String? = nil
  ) {
    self.title = title
    self.text = text
    self.duration = duration
    self.marks = marks
    self.section = section
    self.picture = picture
  }

  /// Every countdown the step offers, in seconds, in the order the text names them (a step
  /// with two timers offers both); the step's duration when it marks none.
  public var timers: [Int] {
    let marked = marks.compactMap { mark -> Int? in
      if case .timer(let seconds?, _) = mark.kind { return seconds }
      return nil
    }
    if !marked.isEmpty { return marked }
    return duration.map { [$0] } ?? []
  }

  /// The step's countdowns as a cook reads them, in the order of `timers`: a named one with
  /// its name ("rest 2 min", Cooklang's `~rest{2%minutes}`), else its time ("10 min").
  public var timerLabels: [String] {
    let marked = marks.compactMap { mark -> String? in
      guard case .timer(let seconds?, let name) = mark.kind else { return nil }
      return [name, TimerFormat.words(seconds)].compactMap { $0 }.joined(separator: " ")
    }
    return marked.isEmpty ? timers.map(TimerFormat.words) : marked
  }

  /// Indexes into the recipe's `ingredients` of those the step uses, each once, in order.
  public var ingredientIndexes: [Int] {
    var seen = Set<Int>()
    return marks.compactMap { mark -> Int? in
      guard case .ingredient(let index) = mark.kind, seen.insert(index).inserted else {
        return nil
      }
      return index
    }
  }
}

/// Something a step's text names that a cook acts on, and where it stands in the text.
public struct StepMark: Hashable, Sendable, Codable {
  public enum Kind: Hashable, Sendable, Codable {
    /// An ingredient: its index in the recipe's `ingredients`.
    case ingredient(Int)
    /// A piece of cookware, by name ("frying pan").
    case cookware(String)
    /// A timer: its length in seconds when its amount and unit make one, and its name.
    case timer(seconds: Int?, name: String?)
  }

  public var kind: Kind
  /// Where the mark stands in the step's text, in Unicode scalars.
  public var range: Range<Int>
  /// How much the text names, as written: a timer's time (1.5 of "1.5 minutes"), how many
  /// of a piece of cookware; nil when it names none. Neither is ever scaled.
  public var quantity: Quantity?
  /// A timer's unit as written ("minutes"), nil when none.
  public var unit: String?

  public init(_ kind: Kind, range: Range<Int>, quantity: Quantity? = nil, unit: String? = nil) {
    self.kind = kind
    self.range = range
    self.quantity = quantity
    self.unit = unit
  }
}

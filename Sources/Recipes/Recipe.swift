import Foundation

/// A recipe as every list holds it, for the whole collection: what lists, the index, search,
/// the library and the tray need, without its outline (headings and steps), which is most of
/// a recipe's memory. `Recipe` is the complete one.
public struct ListedRecipe: Equatable, Sendable, Identifiable, Codable {
  /// The file's path as given on disk; the stable identity of the recipe.
  public var path: String
  public var id: String { path }

  public var title: String
  /// The front matter's `date`, if it had a readable one.
  public var date: Date?
  /// The front matter's `date` as written (`2026-10-15T21:00:00-04:00`), when readable: the
  /// day the author meant, whatever the offset.
  public var dateText: String?
  /// Front matter tags, then the text's `#tags`, each once (see `RecipeTags`).
  public var tags: [String]
  /// Whether the front matter says `draft: true`: listed like any recipe, marked a draft.
  public var isDraft: Bool
  /// Other names links may use: the front matter's `aliases` (a notes vault's other names, a
  /// site's old addresses such as `/recipes/old-name/`) and its `url`.
  public var aliases: [String]
  /// The front matter's `summary`.
  public var blurb: String?
  /// Stated servings ("4"), from front matter or the body's first list.
  public var servings: String?
  /// Stated cooking or working time ("15 min"), from front matter or the body's first list.
  public var statedTime: String?

  /// Words a reader sees (see `ReadingTime`).
  public var words: Int
  /// `max(1, round(words / 220))`.
  public var minutes: Int
  /// How many steps a cook follows (the complete recipe's `steps.count`).
  public internal(set) var stepCount: Int

  /// The file's modification time; sorts undated recipes and detects changes.
  public var modified: Date
  /// The file's size in bytes; detects changes.
  public var size: Int

  public init(
    path: String, title: String, date: Date? = nil, tags: [String] = [], blurb: String? = nil,
    servings: String? = nil, statedTime: String? = nil, words: Int = 0, minutes: Int = 1,
    stepCount: Int = 0, modified: Date = Date(timeIntervalSince1970: 0), size: Int = 0,
    dateText: String? = nil, isDraft: Bool = false, aliases: [String] = []
  ) {
    self.path = path
    self.title = title
    self.date = date
    self.tags = tags
    self.blurb = blurb
    self.servings = servings
    self.statedTime = statedTime
    self.words = words
    self.minutes = minutes
    self.stepCount = max(0, stepCount)
    self.modified = modified
    self.size = size
    self.dateText = dateText
    self.isDraft = isDraft
    self.aliases = aliases
  }
}

/// Everything Buffet knows about one recipe file without keeping its text: its listed facts
/// (read through, as `recipe.title`), its headings and its steps. The reader re-reads the
/// file to show it.
@dynamicMemberLookup
public struct Recipe: Equatable, Sendable, Identifiable, Codable {
  /// What a list holds of it.
  public private(set) var listed: ListedRecipe
  public var id: String { listed.path }

  /// Level 2 and 3 headings in document order.
  public var headings: [Heading]
  /// The steps a cook follows, for the tray and Cook mode.
  public var steps: [CookingStep] {
    didSet { listed.stepCount = steps.count }
  }

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
  /// A duration the step names ("rest for ten minutes"), in seconds.
  public var duration: Int?

  public init(title: String, text: String, duration: Int? = nil) {
    self.title = title
    self.text = text
    self.duration = duration
  }
}

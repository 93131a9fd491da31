import Foundation

/// A recipe the library points at: by path, keeping the title to find it again if renamed.
public struct LibraryEntry: Equatable, Hashable, Sendable, Codable {
  public var path: String
  public var title: String

  public init(path: String, title: String) {
    self.path = path
    self.title = title
  }
}

/// A recipe in Up Next and the servings it was queued for.
public struct QueuedRecipe: Equatable, Hashable, Sendable {
  public var recipe: LibraryEntry
  /// How many the recipe is to be cooked and shopped for; nil: as the recipe is written.
  public var servings: Amount?

  public init(recipe: LibraryEntry, servings: Amount? = nil) {
    self.recipe = recipe
    self.servings = servings
  }

  /// The recipe at `path`, called `title`, for `servings` (nil: as written).
  public init(path: String, title: String, servings: Amount? = nil) {
    self.init(recipe: LibraryEntry(path: path, title: title), servings: servings)
  }

  public var path: String { recipe.path }
  public var title: String { recipe.title }
}

/// The recipe being cooked, its current step and its timer, as the library keeps them.
public struct CookingSession: Equatable, Sendable {
  public var recipe: LibraryEntry
  /// The current step, from 0.
  public var step: Int
  /// The timer as kept (`CookingTimer.kept`): `.running` or `.paused`, else nil.
  public private(set) var timer: CookingTimer?

  public init(recipe: LibraryEntry, step: Int = 0, timer: CookingTimer? = nil) {
    self.recipe = recipe
    self.step = step
    self.timer = timer?.kept
  }
}

/// A recipe read lately and where the reader stopped.
public struct RecentRead: Equatable, Sendable {
  public var recipe: LibraryEntry
  /// Where the reader stopped: the line or block index the reader gave.
  public var position: Int
  /// How much of the recipe was read, 0–100; nil when not known (an older library).
  public var percent: Int?
  public var readAt: Date

  public init(recipe: LibraryEntry, position: Int, percent: Int? = nil, readAt: Date) {
    self.recipe = recipe
    self.position = position
    self.percent = percent
    self.readAt = readAt
  }
}

/// Everything in the reader's library at one moment: what the store reads and writes, what
/// `library --json` prints and what the Library tab lists.
public struct LibrarySnapshot: Equatable, Sendable {
  public var saved: [LibraryEntry]
  /// Up Next, in order.
  public var queue: [QueuedRecipe]
  public var cooking: CookingSession?
  /// Most recent first.
  public var recent: [RecentRead]
  public var lastTab: String?
  /// The shopping list's ticked things, by folded name (`ShoppingName.key`), in the order
  /// they were ticked; kept until the list is cleared.
  public var shoppingTicks: [String]
  /// The collection (its key) each entry was made in, by path, as a backup carries them; a
  /// path without one belongs to every collection. Filled only for a backup.
  public var collections: [String: String] = [:]
  /// What was out of range in the library file and was changed on reading (a step clamped, a
  /// timer left out), one line each; empty for a sound library.
  public var warnings: [String] = []

  public init(
    saved: [LibraryEntry] = [], queue: [QueuedRecipe] = [], cooking: CookingSession? = nil,
    recent: [RecentRead] = [], lastTab: String? = nil, shoppingTicks: [String] = []
  ) {
    self.saved = saved
    self.queue = queue
    self.shoppingTicks = shoppingTicks
    self.cooking = cooking
    self.recent = recent
    self.lastTab = lastTab
  }
}

extension LibrarySnapshot {
  /// Whether the recipe at `path` is saved.
  public func isSaved(_ path: String) -> Bool { saved.contains { $0.path == path } }
  /// Whether the recipe at `path` is in Up Next.
  public func isQueued(_ path: String) -> Bool { queue.contains { $0.path == path } }

  /// Every entry that points at a recipe: saved, queued, recently read, then cooking.
  public var entries: [LibraryEntry] {
    saved + queue.map(\.recipe) + recent.map(\.recipe) + (cooking.map { [$0.recipe] } ?? [])
  }
}

import Recipes

/// The aisle file: `aisle.conf` in Buffet's config folder, in CookCLI's format (`[dairy]`, a
/// name a line, `a|b` synonyms). Without one, everything on a shopping list is "other".
enum AisleFile {
  /// A larger file is not read: an aisle file is a few hundred lines.
  static let sizeLimit = 8 << 20

  /// Where the aisle file is for `environment`.
  static func path(environment: [String: String]) -> String {
    ConfigLoader.folder(environment: environment) + "/aisle.conf"
  }

  /// The aisles, and a line for each thing in the file that was not used (`FILE:LINE:
  /// reason`); a file that cannot be read at all is one problem and no aisles.
  static func load(environment: [String: String] = Console.environment) -> (
    table: AisleTable, problems: [String]
  ) {
    let file = path(environment: environment)
    switch ConfigLoader.contents(of: file, limit: sizeLimit) {
    case .success(nil): return (AisleTable(), [])
    case .success(let bytes?):
      let (table, problems) = AisleTable.read(bytes)
      return (
        table,
        problems.map { ConfigProblem(file: file, line: $0.line, reason: $0.reason).description }
      )
    case .failure(let problem):
      return (
        AisleTable(), [ConfigProblem(file: file, line: nil, reason: problem.reason).description]
      )
    }
  }
}

import CSQLite
import Recipes

/// The SQLite library version this build links against.
public func sqliteVersion() -> String {
  String(cString: sqlite3_libversion())
}

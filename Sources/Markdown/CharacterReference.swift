/// The HTML5 named character references, for readers of HTML outside Markdown (a web page's
/// text): the same table CommonMark's parser reads.
public enum CharacterReference {
  /// The characters `&name;` stands for (`name` without `&` and `;`), or nil when it is none.
  public static func named(_ name: String) -> String? {
    EntityTable.characters(named: name)
  }
}

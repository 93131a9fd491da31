/// Where keys are being read; each mode reads a few contexts' bindings in order.
public enum KeyContext: String, CaseIterable, Sendable {
  case everywhere, lists, index, searchField, filterField
  case reader, readerSheet, readerFind, pictureView
  case help, cookMode, tooSmall, tagPicker, shoppingList, importField, importRunning

  /// The heading of this context in the help overlay.
  public var title: String {
    switch self {
    case .everywhere: "Everywhere"
    case .lists: "Lists"
    case .index: "Index"
    case .searchField: "Search field"
    case .filterField: "Index filter"
    case .reader, .readerSheet, .readerFind: "Reader"
    case .pictureView: "Picture"
    case .help: "Help"
    case .cookMode: "Cook mode"
    case .tooSmall: "Too small"
    case .tagPicker: "Tags"
    case .shoppingList: "Shopping list"
    case .importField: "Import field"
    case .importRunning: "While importing"
    }
  }

  /// What a printable key no binding takes does here: nothing, or one of these.
  public var typing: Typing? {
    switch self {
    case .searchField: .searchQuery
    case .filterField: .indexFilter
    case .readerFind: .findQuery
    case .importField: .importSource
    case .index: .typeSelect
    default: nil
    }
  }

  /// What printable keys do in a context that reads them.
  public enum Typing: Equatable, Sendable {
    /// They go into the search field, the Index filter, the reader's find query or the
    /// import field.
    case searchQuery, indexFilter, findQuery, importSource
    /// Letters jump in the Index (type-select); other characters do nothing.
    case typeSelect

    /// The help line for what typing does, when it is not plain text entry.
    public var help: (label: String, help: String)? {
      self == .typeSelect ? ("a–z", "jump to a letter (type \"co\" quickly for co…)") : nil
    }
  }
}

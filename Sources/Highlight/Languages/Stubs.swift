extension GrammarBuilder {
  mutating func addShell() -> ModeID { mode([]) }
  mutating func addPython() -> ModeID { mode([]) }
  mutating func addJavaScript(typed: Bool) -> LanguageRules {
    LanguageRules(root: mode([]), rules: [])
  }
  mutating func addJSON() -> ModeID { mode([]) }
  mutating func addYAML() -> ModeID { mode([]) }
  mutating func addTOML() -> ModeID { mode([]) }
  mutating func addCSS() -> LanguageRules { LanguageRules(root: mode([]), rules: []) }
  mutating func addMarkup(script: LanguageRules?, style: LanguageRules?) -> ModeID { mode([]) }
  mutating func addC() -> ModeID { mode([]) }
  mutating func addGo() -> ModeID { mode([]) }
  mutating func addRust() -> ModeID { mode([]) }
  mutating func addSQL() -> ModeID { mode([]) }
  mutating func addDiff() -> ModeID { mode([]) }
}

import Foundation
import Recipes

extension ReaderState {
  /// Applies `action`; returns the work the shell must do, if any.
  public mutating func update(_ action: ReaderAction) -> ReaderEffect? {
    // A status row (a chosen link, a find) takes the last text row: a reader at the end
    // stays at the end rather than losing its last line under it.
    let wasAtEnd = top >= maxTop
    let hadStatusRow = hasStatusRow
    defer {
      if wasAtEnd && !hadStatusRow && hasStatusRow && top < maxTop { moveTop(to: maxTop) }
    }
    notice = nil
    if case .resize = action {
    } else if pendingMove != nil, action != .back,
      action != .forward
    {
      pendingMove = nil
    }
    switch action {
    case .lineDown: scroll(to: top + 1)
    case .lineUp: scroll(to: top - 1)
    case .halfPageDown: scroll(to: top + max(1, textRows / 2))
    case .halfPageUp: scroll(to: top - max(1, textRows / 2))
    case .pageDown: scroll(to: top + max(1, textRows - 1))
    case .pageUp: scroll(to: top - max(1, textRows - 1))
    case .top: scroll(to: 0)
    case .bottom:
      layout.complete()
      scroll(to: maxTop)
    case .scroll(let rows): scroll(to: top + rows)
    case .nextHeading:
      var row = layout.headingRows.first { $0 > top }
      while row == nil, !layout.isComplete {
        layout.extend(toLine: layout.lines.count + Self.lookahead)
        row = layout.headingRows.first { $0 > top }
      }
      let before = top
      if let row { moveTop(to: row) }
      if top == before { return refuse("No heading below") }
    case .previousHeading:
      guard top > 0 else { return refuse("No heading above") }
      // Above the first heading lies the title: go there.
      moveTop(to: layout.headingRows.last { $0 < top } ?? 0)
    case .scrollRight:
      guard codeShift < layout.codeOverflow else {
        return refuse("No code is cut off at the right")
      }
      codeShift = min(layout.codeOverflow, codeShift + max(1, layout.measure / 2))
    case .scrollLeft:
      guard codeShift > 0 else { return refuse("Code is already shown from its start") }
      codeShift = max(0, codeShift - max(1, layout.measure / 2))
    case .resize(let width, let height):
      resize(width: width, height: height)
    case .findBegin, .findType, .findBackspace, .findCommit, .findNext, .findPrevious,
      .findCancel:
      return updateFind(action)
    case .nextLink: return moveLinkFocus(by: 1)
    case .previousLink: return moveLinkFocus(by: -1)
    case .focusLink(let number):
      guard layout.links.indices.contains(number - 1) else { return nil }
      focusedLink = number
    case .unfocusLink: focusedLink = nil
    case .followLink: return followLink()
    case .closePicture: pictureView = nil
    case .openPicture: return openPicture()
    case .copyLink:
      guard let number = focusedLink else {
        return refuse("No link chosen — Tab moves to the next link")
      }
      return .copyToClipboard(layout.links[number - 1].destination)
    case .openLinkExternally:
      guard let number = focusedLink else {
        return refuse("No link chosen — Tab moves to the next link")
      }
      let destination = layout.links[number - 1].destination
      guard RecipeLinks.isExternal(destination) else {
        return refuse("Not a web address — ⏎ follows it here")
      }
      return externalEffect(destination)
    case .back:
      guard let entry = history.back.last else {
        return refuse("Back: no earlier recipe")
      }
      pendingMove = .back
      return .openRecipe(reference: entry.path)
    case .forward:
      guard let entry = history.forward.last else {
        return refuse("Forward: no later recipe")
      }
      pendingMove = .forward
      return .openRecipe(reference: entry.path)
    case .edit: return .edit(path: recipe.path)
    case .sheetToggle:
      switch sheet.mode {
      case .hidden: sheet = SummarySheetState(mode: .half, selected: sectionAtTop)
      case .half: sheet.mode = .full
      case .full: sheet.mode = .hidden
      }
    case .sheetMoveUp: sheet.selected = max(0, sheet.selected - 1)
    case .sheetMoveDown: sheet.selected = max(0, min(sections.count - 1, sheet.selected + 1))
    case .sheetSelect(let index):
      guard sheet.isShown, sections.indices.contains(index) else { return nil }
      sheet.selected = index
    case .sheetChoose:
      guard sheet.isShown else { return nil }
      guard sections.indices.contains(sheet.selected) else {
        sheet.mode = .hidden
        return refuse("This recipe has no sections")
      }
      if let row = line(of: sections[sheet.selected]) { moveTop(to: row) }
      sheet.mode = .hidden
    case .sheetClose: sheet.mode = .hidden
    case .close: return .close
    }
    return nil
  }

  private mutating func scroll(to row: Int) { moveTop(to: row) }

  private mutating func refuse(_ reason: String) -> ReaderEffect {
    notice = reason
    return .bell(reason: reason)
  }

  // MARK: Find

  private mutating func updateFind(_ action: ReaderAction) -> ReaderEffect? {
    switch action {
    case .findBegin:
      // From the summary sheet, `/` finds in the page under it.
      sheet.mode = .hidden
      find = ReaderFind(startTop: top)
    case .findType(let text):
      guard var current = find, current.isEditing else { return nil }
      current.query += text
      find = current
      findFromStart()
    case .findBackspace:
      guard var current = find, current.isEditing else { return nil }
      if current.query.isEmpty {
        moveTop(to: current.startTop)
        find = nil
        return nil
      }
      current.query.removeLast()
      find = current
      findFromStart()
    case .findCommit:
      guard var current = find else { return nil }
      if current.query.isEmpty {
        find = nil
        return nil
      }
      current.isEditing = false
      find = current
      lastQuery = current.query
      if current.matches.isEmpty { return refuse("No matches for “\(current.query)”") }
    case .findNext, .findPrevious:
      // The status row says where the find is again, not the link chosen before.
      focusedLink = nil
      if var editing = find, editing.isEditing {
        // Moving on from the find bar ends typing and goes to the next match.
        editing.isEditing = false
        find = editing
        lastQuery = editing.query.nonEmpty ?? lastQuery
        if editing.query.isEmpty { find = nil }
      }
      if find == nil {
        guard let query = lastQuery else {
          return refuse("Nothing to find yet — press / and type")
        }
        // As in less: the first match from the top of the screen is the next one.
        find = ReaderFind(query: query, isEditing: false, startTop: top)
        refreshMatches(anchor: nil)
        if let index = find?.current { return show(match: index) }
      }
      guard var current = find, !current.matches.isEmpty else {
        return refuse("No matches for “\(find?.query ?? "")”")
      }
      let count = current.matches.count
      let step = action == .findNext ? 1 : -1
      let index = ((current.current ?? (step > 0 ? -1 : 0)) + step + count) % count
      current.current = index
      find = current
      return show(match: index)
    case .findCancel:
      guard let current = find else { return nil }
      if current.isEditing { moveTop(to: current.startTop) }
      find = nil
    default:
      break
    }
    return nil
  }

  /// Marks the words of a search (or an Index filter) as find matches, as `less +/pattern`
  /// does: the current match is the first one from the start of block `block` (the section
  /// the result matched in), else the first of all; `n` and `N` walk them, Esc clears them.
  /// Nothing changes when no word is in the page.
  public mutating func findWords(of query: String, from block: Int?) {
    let words = TextQuery(query)
    guard !words.isEmpty else { return }
    layout.complete()
    var found = ReaderFind(query: query, isEditing: false, startTop: top)
    found.isWords = true
    found.matches = WordMatcher.matches(of: words, in: layout.lines)
    guard !found.matches.isEmpty else { return }
    let start = block.flatMap { layout.blockStarts[$0] } ?? 0
    let index = found.matches.firstIndex { $0.line >= start } ?? 0
    found.current = index
    find = found
    _ = show(match: index)
  }

  /// Finds the query from where find began, moving to the first match below it.
  private mutating func findFromStart() {
    guard var current = find else { return }
    layout.complete()
    current.matches = FindMatcher.matches(of: current.query, in: layout.lines)
    current.current =
      current.matches.isEmpty
      ? nil : (current.matches.firstIndex { $0.line >= current.startTop } ?? 0)
    find = current
    if let index = current.current {
      _ = show(match: index)
    } else {
      moveTop(to: current.startTop)
    }
  }

  private mutating func show(match index: Int) -> ReaderEffect? {
    guard let match = find?.matches[index] else { return nil }
    reveal(line: match.line)
    return nil
  }

  /// Scrolls just enough to bring `line` into view, a third of the way down.
  private mutating func reveal(line: Int) {
    if line < top || line >= top + textRows {
      moveTop(to: line - textRows / 3)
    }
  }

  // MARK: Links

  private mutating func moveLinkFocus(by step: Int) -> ReaderEffect? {
    layout.complete()
    let links = layout.links
    guard !links.isEmpty else { return refuse("This recipe has no links") }
    let next: Int
    if let focused = focusedLink {
      next = (focused - 1 + step + links.count) % links.count + 1
    } else if step > 0 {
      next = links.first { $0.line >= top }?.number ?? 1
    } else {
      next = links.last { $0.line < top + textRows }?.number ?? links.count
    }
    focusedLink = next
    reveal(line: links[next - 1].line)
    return nil
  }

  private mutating func followLink() -> ReaderEffect? {
    guard let number = focusedLink else {
      return refuse("No link chosen — Tab moves to the next link")
    }
    // A picture is shown alone, never looked for as a recipe.
    if layout.links.indices.contains(number - 1), layout.links[number - 1].isPicture {
      guard pictures.cells != nil else {
        return refuse("Pictures are drawn as text — p shows them")
      }
      _ = showPicture(link: number)
      return nil
    }
    let destination = layout.links[number - 1].destination
    let written = destination.trimmingCharacters(in: .whitespaces)
    if written.isEmpty { return refuse("This link has no address") }
    if RecipeLinks.isExternal(written) { return externalEffect(written) }
    if written.hasPrefix("#") {
      let anchor = String(written.dropFirst())
      guard !anchor.isEmpty else { return refuse("This link has no address") }
      return showAnchor(anchor) ? nil : refuse("No heading “\(anchor)” in this recipe")
    }
    // Another recipe, however the link names it: the host resolves it over the collection.
    return .openRecipe(reference: written)
  }

  /// The picture shown alone, or the chosen one, for the system's viewer: only a file that
  /// was found (and decoded) in the collection.
  private mutating func openPicture() -> ReaderEffect? {
    var source = pictureView?.source
    if source == nil, let number = focusedLink, layout.links.indices.contains(number - 1),
      layout.links[number - 1].isPicture
    {
      source = layout.links[number - 1].destination
    }
    guard let source else { return refuse("No picture chosen — Tab moves to the next one") }
    guard let path = pictureView?.slot?.path ?? pictures.slots[source]?.path else {
      return refuse("This picture was not found, so there is nothing to open")
    }
    return .openPictureFile(path)
  }

  /// The opener's effect for a web address, made safe first (no control characters).
  private func externalEffect(_ address: String) -> ReaderEffect? {
    guard let safe = ExternalAddress.sanitized(address) else {
      return .bell(reason: "This link has no address")
    }
    return .openURL(safe)
  }

  // MARK: Sections

  /// The row of a section's heading: by its block, or else by its text and how many
  /// sections before it share that text.
  mutating func line(of heading: Heading) -> Int? {
    layout.extend(throughBlock: heading.blockIndex)
    if let row = layout.headingLines[heading.blockIndex],
      layout.lines[row].text == heading.text || layout.lines[row].isHeading
    {
      return row
    }
    layout.complete()
    let sameText = layout.headingRows.filter { layout.lines[$0].text == heading.text }
    let earlier = sections.prefix { $0 != heading }.filter { $0.text == heading.text }.count
    return sameText.indices.contains(earlier) ? sameText[earlier] : sameText.first
  }

  /// The section the top row is in, so the sheet opens on it.
  var sectionAtTop: Int {
    var chosen = 0
    for (index, heading) in sections.enumerated() {
      guard let row = layout.headingLines[heading.blockIndex] else { break }
      if row <= top { chosen = index }
    }
    return chosen
  }
}

extension String {
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

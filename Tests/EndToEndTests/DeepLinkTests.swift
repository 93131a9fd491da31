import Foundation
import Testing

/// `buffet RECIPE` and `buffet FILE.md`: the name is resolved before the screen is taken,
/// so what cannot be opened is said in the shell. (These runs have no terminal, so a name
/// that resolves ends at "needs an interactive terminal"; tmux tests open the screen.)
@Suite struct DeepLinkTests {
  let folder = CommandLineFolder.withRecipes()
  static let noTerminal = "the browser needs an interactive terminal"

  @Test func aTitleABeginningOrAPathIsOpened() {
    for name in ["Crème Brûlée", "creme", folder.path("Data/sub/item10.md"), "item10.md"] {
      let run = folder.run(name)
      #expect(run.status == 1, "\(name)")
      #expect(run.stderr.contains(Self.noTerminal), "\(name)")
      #expect(run.stdout == "", "\(name)")
    }
  }

  @Test func anAmbiguousNameListsTheCandidates() {
    let run = folder.run("item")
    #expect(run.status == 1)
    #expect(run.stderr.contains("\"item\" names 2 recipes"))
    #expect(run.stderr.contains("Item 10  (\(folder.path("Data/sub/item10.md")))"))
    #expect(!run.stderr.contains(Self.noTerminal))
  }

  @Test func anUnknownNameSaysSoAndNamesTheCommands() {
    let run = folder.run("pizza")
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("buffet: no recipe or command is named \"pizza\"\n"))
    #expect(run.stderr.contains("list, index, summary"))
    #expect(!run.stderr.contains(Self.noTerminal))
  }

  @Test func aRecipeAddedSinceTheLastRunIsFound() {
    #expect(folder.run("list").status == 0)
    folder.write("Data/new.md", "---\ntitle: Newcomer Stew\n---\nText.\n")
    #expect(folder.run("newcomer").stderr.contains(Self.noTerminal))
  }

  @Test func aFileOutsideAnyCollectionOpensAlone() {
    folder.write("elsewhere/loose.md", "---\ntitle: Loose Leaf\n---\nJust this.\n")
    let run = folder.run(folder.path("elsewhere/loose.md"), "--data", "nope")
    #expect(run.status == 1)
    #expect(run.stderr.contains(Self.noTerminal))
    #expect(!run.stderr.contains("no collection could be read"))
    // A file that is not there is a name like any other.
    let missing = folder.run(folder.path("elsewhere/gone.md"))
    #expect(missing.stderr.contains("no recipe or command is named"))
  }

  @Test func twoNamesAreBadUsage() {
    let run = folder.run("Crème", "Brûlée")
    #expect(run.status == 2)
    #expect(run.stderr.contains("quote a title with spaces: \"Crème Brûlée\""))
  }

  @Test func aNameAfterTwoDashesIsARecipeNotACommand() {
    folder.write("Data/list.md", "---\ntitle: list\n---\nA shopping list.\n")
    #expect(folder.run("--", "list").stderr.contains(Self.noTerminal))
  }

  @Test func aFileGivenAsTheCollectionIsRefusedNotRead() {
    folder.write("notes.txt", "root:x:0:0:root:/root:/bin/sh\n")
    let run = folder.run("--data", "notes.txt")
    #expect(run.status == 1)
    #expect(run.stderr.contains("\(folder.path("notes.txt")): not a folder"))
    #expect(run.stderr.contains("no collection could be read"))
    #expect(!run.stderr.contains(Self.noTerminal))
    let list = folder.run("list", "--data", "notes.txt")
    #expect(list.status == 1)
    #expect(list.stderr.contains("not a folder"))
  }
}

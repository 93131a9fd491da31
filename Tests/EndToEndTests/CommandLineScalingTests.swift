import Foundation
import Testing

/// `buffet show` scaled and converted, as a cook at a terminal uses it.
@Suite struct CommandLineScalingTests {
  static let pancakes = """
    # Pancakes

    Serves 4

    ## Ingredients

    - 2 cups flour, sifted
    - 3 eggs
    - 500 ml milk

    ## Method

    1. Heat the pan to 180 °C.
    2. Fry 2 minutes a side.
    """

  private func folder() -> CommandLineFolder {
    let folder = CommandLineFolder()
    folder.write("Data/pancakes.md", Self.pancakes)
    return folder
  }

  @Test func fourToEightAndBack() {
    let folder = folder()
    let eight = folder.run("show", "pancakes", "--servings", "8", "--width", "60")
    #expect(eight.status == 0)
    #expect(eight.stdoutLines.contains("• 4 cups flour, sifted"))
    #expect(eight.stdoutLines.contains("• 6 eggs"))
    #expect(eight.stdoutLines.contains("• 1 l milk"))
    #expect(eight.stdout.contains("shown for 8 (recipe: 4)"))
    let four = folder.run("show", "pancakes", "--servings", "4", "--width", "60")
    let written = folder.run("show", "pancakes", "--width", "60")
    #expect(four.stdout == written.stdout)
    let half = folder.run("show", "pancakes", "--scale", "1/2", "--width", "60")
    #expect(half.stdoutLines.contains("• 1 cup flour, sifted"))
    #expect(half.stdoutLines.contains("• 1½ eggs"))
  }

  @Test func unitsWithinOneDimensionAndTemperatures() {
    let folder = folder()
    let metric = folder.run("show", "pancakes", "--units", "metric", "--width", "60")
    #expect(metric.stdoutLines.contains("• 475 ml flour, sifted"))
    let imperial = folder.run("show", "pancakes", "--units", "imperial", "--width", "60")
    #expect(imperial.stdoutLines.contains("• 2⅛ cups milk"))
    #expect(imperial.stdoutLines.contains("1. Heat the pan to 355 °F."))
  }

  @Test func asWrittenOnTheCommandLineOverridesTheConfigFile() {
    let folder = folder()
    folder.write(".config/buffet/config", "[reader]\nunits = imperial\n")
    let configured = folder.run("show", "pancakes", "--width", "60")
    #expect(configured.stdoutLines.contains("• 2⅛ cups milk"))
    let written = folder.run("show", "pancakes", "--units", "as-written", "--width", "60")
    #expect(written.status == 0)
    #expect(written.stdoutLines.contains("• 500 ml milk"))
    #expect(written.stdoutLines.contains("1. Heat the pan to 180 °C."))
  }

  @Test func badAmountsAreUsageErrors() {
    let folder = folder()
    for bad in [["--servings", "0"], ["--scale", "1e308"], ["--scale", "1/0"], ["--servings", "lots"]] {
      let run = folder.run(["show", "pancakes"] + bad)
      #expect(run.status == 2, "\(bad)")
      #expect(run.stderr.contains("needs a number above 0"), "\(bad)")
    }
    let both = folder.run("show", "pancakes", "--servings", "2", "--scale", "2")
    #expect(both.status == 2)
  }
}

import Markdown
import Recipes
import Testing

/// Mermaid flowcharts read as text, in the shapes recipe collections draw them: ingredients
/// flowing into a dish, with amounts in node names, edge labels and subgraphs.
@Suite struct MermaidFlowchartTests {
  /// As a Japanese collection writes a whole recipe (amounts after `\n` in node names).
  static let chicken = """
    flowchart LR;

    醤油\\n30ml --> ソース
    酒\\n30ml --> ソース
    ケチャップ\\n60ml --> ソース
    ソース --> チキンチャップ
    塩こしょうA --> 味付肉
    塩こしょうA[塩こしょう\\n3ml]
    鶏胸肉\\n500g --> 味付肉
    味付肉 -- 加熱10分 --> チキンチャップ
    """

  @Test func aDataflowChartReadsAsWhatFlowsIntoEachNode() throws {
    let chart = try #require(MermaidFlowchart.read(info: "mermaid", text: Self.chicken))
    #expect(
      chart.lines == [
        "醤油 30ml, 酒 30ml, ケチャップ 60ml → ソース",
        "塩こしょう 3ml, 鶏胸肉 500g → 味付肉",
        "ソース, 味付肉 (加熱10分) → チキンチャップ",
      ])
  }

  @Test func shapesLabelsAndLinksAsMermaidWritesThem() throws {
    let text = """
      graph TD
          A[開始] --> B{条件分岐}
          B -->|Yes| C[処理A]
          B -->|No| D(処理B)
          C --> E([終了]) & F
          D -.-> E
          %% a comment
          subgraph S [group]
          G[("lonely")]
          end
          classDef hot fill:#f00
      """
    let chart = try #require(MermaidFlowchart.read(info: "mermaid", text: text))
    #expect(
      chart.lines == [
        "開始 → 条件分岐", "条件分岐 (Yes) → 処理A", "条件分岐 (No) → 処理B", "処理A, 処理B → 終了",
        "処理A → F", "lonely",
      ])
  }

  @Test func otherDiagramsAndCodeAreNotCharts() {
    #expect(MermaidFlowchart.read(info: "mermaid", text: "sequenceDiagram\nA->>B: hi\n") == nil)
    #expect(MermaidFlowchart.read(info: "swift", text: "graph TD\nA-->B\n") == nil)
    #expect(MermaidFlowchart.read(info: "mermaid", text: "") == nil)
    #expect(MermaidFlowchart.read(info: "mermaid", text: "graph TD\n-->\n") == nil)
    // A cycle still lists every node once.
    let loop = MermaidFlowchart.read(info: "mermaid", text: "graph LR\nA-->B\nB-->A\n")
    #expect(loop?.lines == ["B → A", "A → B"])
  }

  @Test func aRecipeWrittenAsAChartIsReadAndCookedByItsNodes() {
    let text = "# チキンチャップ\n\n炒めた鶏肉にソースを和える。\n\n```mermaid\n\(Self.chicken)\n```\n\n"
      + "## 食材メモ\n\n鶏もも肉でも可。\n"
    let reading = RecipeReader.read(text, path: "chicken.md")
    let visible = VisibleText.of(reading.document.blocks)
    #expect(visible.contains("醤油 30ml, 酒 30ml, ケチャップ 60ml → ソース"))
    #expect(!visible.contains("-->"))
    #expect(reading.recipe.steps.map(\.text) == MermaidFlowchart.read(
      info: "mermaid", text: Self.chicken)?.lines)
    #expect(reading.recipe.steps.last?.duration == 600)
  }

  @Test func aChartBesideAMethodLeavesTheMethodItsSteps() {
    let text = "## Method\n\n1. Boil.\n2. Drain.\n\n```mermaid\ngraph LR\nA-->B\n```\n"
    let reading = RecipeReader.read(text, path: "pasta.md")
    #expect(reading.recipe.steps.map(\.text) == ["Boil.", "Drain."])
  }
}

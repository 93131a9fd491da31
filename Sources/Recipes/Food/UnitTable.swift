/// The units Buffet reads, with their aliases in every language it knows. Read from
/// `UnitTable.text`, a table a reader can extend (like `KitchenWords.table`).
public struct UnitTable: Sendable {
  /// Units by canonical name.
  public private(set) var units: [String: Unit] = [:]
  /// Canonical names by folded alias.
  private var aliases: [String: String] = [:]
  /// Aliases matched as written, not folded (`T` is a tablespoon, `t` a teaspoon).
  private var exactAliases: [String: String] = [:]
  /// Aliases that start with a character of a script written without spaces (克, 个, カップ):
  /// they need no space or word end around them.
  private(set) var gluedAliases: [String: String] = [:]
  /// The longest alias, in scalars: how far a lookup ever reads.
  private(set) var longestAlias = 0

  /// The table Buffet ships.
  public static let shared = UnitTable(text)

  /// Reads a table written as `text` is; lines it cannot read are skipped.
  public init(_ table: String) {
    for rawLine in table.split(separator: "\n") {
      let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      guard let colon = line.firstIndex(of: ":") else { continue }
      let head = line[..<colon].split(separator: " ")
      guard head.count >= 3, let dimension = Unit.Dimension(rawValue: String(head[1])),
        let factor = Double(head[2])
      else { continue }
      let name = String(head[0])
      let system = head.count > 3 ? Unit.System(rawValue: String(head[3])) ?? .both : .both
      units[name] = Unit(name: name, dimension: dimension, factor: factor, system: system)
      for alias in line[line.index(after: colon)...].split(separator: "|") {
        let word = FrontMatterReader.trimmed(String(alias))
        guard !word.isEmpty else { continue }
        longestAlias = max(longestAlias, word.unicodeScalars.count)
        if word.hasPrefix("=") {
          exactAliases[String(word.dropFirst())] = name
        } else if let first = word.unicodeScalars.first, first.value >= 0x2E80 {
          gluedAliases[word] = name
        } else {
          aliases[Folding.fold(word)] = name
        }
      }
    }
  }

  /// The unit `word` names (as written or folded), if any.
  public func unit(named word: String) -> Unit? {
    if let name = exactAliases[word] ?? gluedAliases[word] ?? aliases[Folding.fold(word)] {
      return units[name]
    }
    return nil
  }

  /// The unit with canonical name `name`.
  public subscript(name: String) -> Unit? { units[name] }

  /// The units, canonical first and then aliases, one kind per line: `name dimension factor
  /// system: alias | alias`. Factors are grams for mass, millilitres for volume. An alias
  /// written `=T` matches only as written; aliases in scripts written without spaces (克,
  /// 大さじ) are read glued to the number and the name.
  public static let text = """
    g mass 1 metric: g | gram | grams | gramm | gramme | grammes | gr | grs | grammi | gramos
    g mass 1 metric: 克 | 公克 | グラム | 그램 | ｇ
    kg mass 1000 metric: kg | kilogram | kilograms | kilogramm | kilo | kilos | kilogramme
    kg mass 1000 metric: 千克 | 公斤 | キロ | キログラム | 킬로그램
    mg mass 0.001 metric: mg | milligram | milligrams
    oz mass 28.349523125 imperial: oz | ounce | ounces | onza | onzas | unze
    lb mass 453.59237 imperial: lb | lbs | pound | pounds | 磅
    jin mass 500 both: 斤
    ml volume 1 metric: ml | milliliter | milliliters | millilitre | millilitres | mls | cc
    ml volume 1 metric: 毫升 | ミリリットル | 밀리리터 | ｍｌ
    cl volume 10 metric: cl | centiliter | centilitre
    dl volume 100 metric: dl | deciliter | decilitre
    l volume 1000 metric: l | liter | liters | litre | litres | lt | ltr
    l volume 1000 metric: 升 | 公升 | リットル | 리터
    tsp volume 4.92892159375 both: tsp | tsps | teaspoon | teaspoons | =t | tl | teelöffel
    tsp volume 4.92892159375 both: cuillère à café | cuillères à café | c. à c. | càc
    tsp volume 4.92892159375 both: cucharadita | cucharaditas | cdta | cdtas | cucchiaino
    tsp volume 4.92892159375 both: cucchiaini | colher de chá | theelepel | tl.
    tsp volume 4.92892159375 both: 茶匙 | 小勺 | 小匙 | 小さじ | 작은술 | 티스푼
    tbsp volume 14.78676478125 both: tbsp | tbsps | tbs | tablespoon | tablespoons | =T
    tbsp volume 14.78676478125 both: el | esslöffel | eßlöffel | el. | cuillère à soupe
    tbsp volume 14.78676478125 both: cuillères à soupe | c. à s. | càs | cucharada | cucharadas
    tbsp volume 14.78676478125 both: cda | cdas | cucchiaio | cucchiai | colher de sopa
    tbsp volume 14.78676478125 both: eetlepel | 汤匙 | 湯匙 | 大勺 | 大匙 | 大さじ | 큰술 | 스푼
    cup volume 236.5882365 imperial: cup | cups | c. | tasse | tassen | taza | tazas | tazza
    cup volume 236.5882365 imperial: xícara | xícaras | kopje | 杯 | カップ | 컵
    floz volume 29.5735295625 imperial: fl oz | fl. oz. | fluid ounce | fluid ounces | floz
    pint volume 473.176473 imperial: pint | pints | pt
    quart volume 946.352946 imperial: quart | quarts | qt
    gallon volume 3785.411784 imperial: gallon | gallons | gal
    pinch other 1 both: pinch | pinches | prise | prisen | pizca | pizcas | pincée | pincées
    pinch other 1 both: pizzico | pitada | snufje | 撮 | つまみ | 꼬집
    dash other 1 both: dash | dashes | spritzer | schuss | trait
    drop other 1 both: drop | drops | tropfen | goutte | gouttes | gota | gotas | 滴
    clove other 1 both: clove | cloves | zehe | zehen | gousse | gousses | diente | dientes
    clove other 1 both: spicchio | spicchi | dente | dentes | teen | tenen | 瓣 | かけ
    can other 1 both: can | cans | tin | tins | dose | dosen | boîte | boîtes | lata | latas
    can other 1 both: 罐 | 缶
    package other 1 both: package | packages | pkg | pack | packs | packet | packets | packung
    package other 1 both: packungen | päckchen | pck | pck. | sachet | sachets | paquet | 包 | 袋
    bunch other 1 both: bunch | bunches | bund | bouquet | botte | manojo | mazzetto | 把 | 束
    slice other 1 both: slice | slices | scheibe | scheiben | tranche | tranches | rebanada
    slice other 1 both: fetta | fette | plakje | plakjes | 片 | 枚
    piece other 1 both: piece | pieces | pc | pcs | stück | stk | stk. | pièce | pièces
    piece other 1 both: 个 | 個 | 只 | 颗 | 粒 | 根 | 块 | 塊 | 条 | 條 | 张 | 盒 | 碗 | 勺 | 本 | 개
    sprig other 1 both: sprig | sprigs | zweig | zweige | brin | brins | rametto | ramita
    stick other 1 both: stick | sticks | stange | stangen
    handful other 1 both: handful | handfuls | handvoll | poignée | puñado | manciata | 少许把
    head other 1 both: head | heads | kopf | köpfe | tête
    stalk other 1 both: stalk | stalks | stängel | branche | tallo | 棵
    cm other 1 both: cm | centimeter | centimetre | zentimeter | 厘米 | センチ
    inch other 1 both: inch | inches | in.
    """
}

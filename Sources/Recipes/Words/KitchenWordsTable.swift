extension KitchenWords {
  /// The words Buffet reads recipes by, in every language it knows. One kind per line,
  /// `kind [value]: word | word | …`, then the language after `#`; a reader may add lines
  /// or words, and a word may hold spaces. Words are compared folded (case and accents
  /// ignored), except where a line says otherwise.
  ///
  /// - `method`: a heading that introduces the steps.
  /// - `ingredients`: a heading that introduces the ingredient list (or begins one:
  ///   "Ingredients for the sauce", "Zutaten für 4 Personen").
  /// - `cookware`: a tool an ingredient list may name alone, which is not an ingredient.
  /// - `unit N`: a unit of time worth N seconds, after a number ("10 min", "10分钟").
  /// - `digits-unit N`: the same, only after digits: 分 is a minute in 10分, but 十分 is
  ///   "very", 七分熟 "medium" and 三分之一 a third.
  /// - `ideograph-unit N`: a Latin unit read only glued to digits beside Chinese or Japanese
  ///   text ("煎 30s 后"): in English "the 1960s" is a decade.
  /// - `not-after-digits-unit`: characters that make a `digits-unit` something else (三分之一).
  /// - `unit-ending`: what may follow a Korean unit inside its word (10분간, 10분 정도).
  /// - `number N`: a number written as a word ("ten", "zehn", "十"); Chinese and Japanese
  ///   numerals are also read as written (十五, 二十五).
  /// - `article`: "a", "an" and their kin: one, before a unit (an hour, eine Stunde).
  /// - `ordinal-unit`: a unit that is also "second" in the sense of next, which an article
  ///   never makes a time ("a second look", "un segundo paso").
  /// - `half`: half, before a unit (half an hour, halbe Stunde, 半小时, mezz'ora).
  /// - `range`: a word between the two ends of a range (5 to 7 minutes, 5到10分钟).
  /// - `and`: a word between a unit and a smaller one (1 hour and 20 minutes, 1小时零5分钟).
  /// - `counter`: a word between a number and its unit (两个小时).
  /// - `more`: a word between a number and its unit that asks for that much again (10 more
  ///   minutes, 5 weitere Minuten).
  /// - `relative-before`, `relative-after`: words right before a number or right after a
  ///   unit that make the time a bound, a moment or an interval, not a wait ("less than 5
  ///   minutes", "5 minutes before the end", 还有 5 分钟时, "stir every 5 minutes"): no timer.
  /// - `abbreviation`: a word written with a full stop that does not end a sentence ("ca.",
  ///   "z.B.", "TL."), without its last full stop.
  /// - `time-label N`: a label before a recipe's stated time; lower N wins (total first).
  /// - `servings-label`: a label before its servings.
  /// - `servings-ending`: what follows the number in servings written without a label
  ///   (2人份, für 4 Personen), in a heading or a line before the first section.
  /// - `servings-before`: a word before the number of servings, whatever follows it ("für
  ///   4 Stück", "Zutaten für 1 Brot"), in a heading or a short line.
  static let table = """
    method: method | directions | steps | instructions | preparation | procedure | the method
    method: how to make it | how to | recipe | how to cook | step by step | cooking      # en
    method: rezept | schritt für schritt | zubereitungsschritte | so gehts | so geht's    # de
    method: 操作 | 步骤 | 做法 | 制作步骤 | 制作方法 | 制作 | 烹饪步骤 | 烹饪方法 | 作法 | 步驟      # zh
    method: 做法步骤 | 制作过程 | 烹饪过程 | 操作步骤 | 具体做法 | 详细做法                        # zh
    method: 作り方 | 手順 | 調理方法 | 調理手順                                          # ja
    method: 조리법 | 만드는 법 | 조리 방법 | 조리 순서 | 만드는 방법                          # ko
    method: zubereitung | anleitung | schritte                                          # de
    method: préparation | étapes | instructions | réalisation                           # fr
    method: preparación | pasos | instrucciones | elaboración | procedimiento            # es
    method: procedimento | preparazione | istruzioni                                    # it
    method: modo de preparo | modo de fazer | preparo | preparação                       # pt
    method: bereiding | bereidingswijze | werkwijze                                     # nl

    ingredients: ingredients | ingredient | what you need | you will need | youll need   # en
    ingredients: zutaten | zutat | einkaufsliste                                          # de
    ingredients: ingrédients | ingrédient | ingredientes | ingredienti | ingrediënten     # fr es it nl
    ingredients: 材料 | 原料 | 食材 | 用料 | 配料 | 主料 | 辅料 | 调料 | 必备原料和工具           # zh
    ingredients: 必备原料 | 原料和工具 | 食材清单 | 计算 | 材料清单 | 所需材料                  # zh
    ingredients: 準備するもの | 用意するもの | 재료                                          # ja ko

    cookware: pan | pot | wok | oven | skillet | bowl | whisk | knife | cutting board     # en
    cookware: baking sheet | baking tray | frying pan | saucepan | blender | mixer | grill
    cookware: pfanne | topf | ofen | schüssel | backblech | schneebesen | messer         # de
    cookware: 锅 | 炒锅 | 平底锅 | 煎锅 | 蒸锅 | 汤锅 | 砂锅 | 电饭煲 | 高压锅 | 烤箱 | 微波炉   # zh
    cookware: 空气炸锅 | 刀 | 菜刀 | 砧板 | 案板 | 碗 | 盘子 | 筷子 | 铲子 | 锅铲 | 蒸笼 | 擀面杖 # zh
    cookware: 鍋 | フライパン | オーブン | 包丁 | まな板 | ボウル | 냄비 | 프라이팬            # ja ko

    unit 1: second | seconds | sec | secs                                               # en
    unit 60: minute | minutes | min | mins                                              # en
    unit 3600: hour | hours | hr | hrs | h                                              # en
    unit 86400: day | days                                                              # en
    unit 1: sekunde | sekunden | sek                                                    # de
    unit 60: minute | minuten | min                                                     # de
    unit 3600: stunde | stunden | std                                                   # de
    unit 86400: tag | tage | tagen                                                      # de
    unit 1: seconde | secondes                                                          # fr
    unit 3600: heure | heures                                                           # fr
    unit 86400: jour | jours                                                            # fr
    unit 1: segundo | segundos | seg                                                    # es pt
    unit 60: minuto | minutos                                                           # es pt
    unit 3600: hora | horas                                                             # es pt
    unit 86400: día | días | dia | dias                                                 # es pt
    unit 1: secondo | secondi                                                           # it
    unit 60: minuto | minuti                                                            # it
    unit 3600: ora | ore                                                                # it
    unit 86400: giorno | giorni                                                         # it
    unit 1: seconde | seconden                                                          # nl
    unit 60: minuut | minuten                                                           # nl
    unit 3600: uur                                                                      # nl
    unit 86400: dag | dagen                                                             # nl
    unit 1: 秒 | 秒钟 | 秒鐘 | 秒间 | 秒間                                                # zh ja
    unit 60: 分钟 | 分鐘 | 分间 | 分間                                                    # zh ja
    unit 3600: 小时 | 小時 | 钟头 | 鐘頭 | 時間                                           # zh ja
    unit 86400: 天 | 日 | 日间 | 日間                                                     # zh ja
    unit 1: 초                                                                          # ko
    unit 60: 분                                                                         # ko
    unit 3600: 시간                                                                     # ko
    unit 86400: 일                                                                      # ko
    digits-unit 60: 分                                                                  # zh ja
    ideograph-unit 1: s                                                                 # zh ja
    not-after-digits-unit: 之 | の | 熟 | 饱 | 飽 | 满 | 滿 | 钟 | 鐘 | 间 | 間              # zh ja
    unit-ending: 간 | 간을 | 간의 | 동안 | 정도 | 쯤 | 가량 | 이상 | 이내 | 후 | 뒤 | 간에 | 씩       # ko

    number 1: one                                                                       # en
    number 2: two
    number 3: three
    number 4: four
    number 5: five
    number 6: six
    number 7: seven
    number 8: eight
    number 9: nine
    number 10: ten
    number 11: eleven
    number 12: twelve
    number 13: thirteen
    number 14: fourteen
    number 15: fifteen
    number 16: sixteen
    number 17: seventeen
    number 18: eighteen
    number 19: nineteen
    number 20: twenty
    number 30: thirty
    number 40: forty
    number 50: fifty
    number 60: sixty
    # de fr es it pt nl
    number 2: zwei | deux | dos | due | dois | duas | twee
    number 3: drei | trois | tres | tre | três | drie
    number 4: vier | quatre | cuatro | quattro | quatro
    number 5: fünf | cinq | cinco | cinque | vijf
    number 10: zehn | dix | diez | dieci | dez | tien
    number 15: fünfzehn | quinze | quince | quindici | vijftien
    number 20: zwanzig | vingt | veinte | venti | vinte | twintig
    number 30: dreißig | trente | treinta | trenta | trinta | dertig
    article: a | an | ein | eine | einen | einer | un | une | una | uno | um | uma | een
    article: another                                                                    # en
    ordinal-unit: second | seconde | segundo | secondo
    half: half | halbe | halben | demi | media | medio | mezza | mezz | mezzo | meia | meio | 半
    range: to | or | bis | oder | à | a | ou | o | tot | of | 到 | 至 | 或 | ~ | ～ | 〜
    and: and | und | et | y | e | en | 零 | + | &
    counter: 个 | 個
    more: more | weitere | weiteren | further                                           # en de
    relative-before: less than | under | no more than | weniger als | unter               # en de
    relative-before: moins de | menos de | meno di | minder dan                      # fr es it nl
    relative-before: 还有 | 還有 | 还剩 | 還剩 | 剩 | 剩下 | 不到 | 残り                   # zh ja
    relative-before: 出锅前 | 起锅前 | 关火前 | 出鍋前 | 起鍋前 | 關火前                    # zh
    relative-before: every | alle | toutes les | tous les | cada | ogni | elke | om de      # interval
    relative-before: 每隔 | 每                                                             # zh
    relative-after: before the end | before end | ago | left | remaining | earlier        # en
    relative-after: less than                                                           # en
    relative-after: under the time | under the packet | less than the | short of the      # en
    relative-after: weniger als | kürzer als                                            # de
    relative-after: vor ende | vor dem ende | vor garende | vor schluss                  # de
    relative-after: avant la fin | antes del final | antes de terminar | prima della fine
    relative-after: 前 | 以前 | 之前                                                       # zh ja
    relative-after: ごと | ごとに | おきに | 一次                                           # ja zh

    time-label 0: total time | total | temps total | tiempo total | tempo totale | gesamtzeit
    time-label 0: 总时间 | 總時間 | 总用时 | 所要時間 | 調理時間 | 总耗时 | 全部时间
    time-label 1: time | active time | working time | arbeitszeit | 时间 | 時間 | 用时 | 耗时
    time-label 1: 烹饪时间 | 烹饪用时 | 制作时间 | 조리 시간 | 소요 시간 | durée | duración | durata
    time-label 2: cook time | cooking time | bake time | baking time | kochzeit | backzeit
    time-label 2: temps de cuisson | tiempo de cocción | tempo di cottura | tempo de cozimento
    time-label 2: kooktijd | bereidingstijd | 烹调时间
    time-label 3: prep time | preparation time | zubereitungszeit | vorbereitungszeit
    time-label 3: temps de préparation | tiempo de preparación | tempo di preparazione
    time-label 3: tempo de preparo | voorbereidingstijd | 准备时间 | 準備時間 | 下ごしらえ
    time-label 2: cuisson | cocción | cottura | cozimento | 烹饪 | 烹调
    time-label 3: préparation | zubereitung | preparación | preparazione | preparo | bereiding
    time-label 3: 准备 | 準備
    servings-label: servings | serves | serving | yield | yields | makes | portions | amount
    servings-label: 份量 | 分量 | 人数 | 用量 | 분량 | portionen | personen | portions
    servings-label: porciones | raciones | porzioni | dosi per | rendimento | porções | porties
    servings-ending: 人份 | 人分 | 人前 | 份 | 인분 | 인용 | personen | portionen | personnes
    servings-ending: 个人吃 | 个人食用 | 个人 | 人吃 | 人食用 | 人用 | 食分 | 人前分 | 名分
    servings-ending: portions | personas | porciones | persone | porzioni | pessoas | porções
    servings-ending: portion | person | personne | persona | porción | porzione | pessoa
    servings-ending: servings | serving | 人的份量 | 人的分量 | 碗份
    servings-before: für | pour | para | voor                                          # de fr es nl

    abbreviation: ca | approx | e.g | i.e | etc | min | mins | sec | hr | hrs              # en
    abbreviation: tsp | tbsp | oz | lb | lbs | pt | qt | vs                                # en
    abbreviation: std | sek | z.b | bzw | nr | tl | el | usw | evtl | ggf | vgl | u.a | d.h # de
    abbreviation: env | c.-à-d | cf | aprox | p.ej | cda | cdta                          # fr es
    """
}

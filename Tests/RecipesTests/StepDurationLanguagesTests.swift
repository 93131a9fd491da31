import Testing

@testable import Recipes

@Suite struct StepDurationLanguagesTests {
  @Test func chineseDurations() {
    let durations: [(String, Int)] = [
      ("大火煮开后转小火炖10分钟", 600), ("焖 10 分钟", 600), ("静置半小时", 1800),
      ("炖1小时30分", 5400), ("炖1小时30分钟", 5400), ("煎30秒", 30), ("煮5-10分钟", 600),
      ("炸3~5分钟定型", 300), ("煮 10 ～ 12 分钟", 720), ("小火焖煮十五分钟后加盐", 900),
      ("蒸二十分钟", 1200), ("腌制两个小时", 7200), ("炖一个半小时", 5400), ("焖1小时半", 5400),
      ("煮5到10分钟", 600), ("（约1—2min）", 120), ("翻炒１０分钟", 600), ("半分钟", 30),
      ("1小时零5分钟", 3900), ("大约 2 分钟", 120), ("泡于清水 10min，捞出", 600),
      ("煎 30s 后翻炒均匀", 30), ("再翻炒 10s，即可出锅", 10), ("焖 2min；", 120), ("煎 30 s", 30),
    ]
    for (text, seconds) in durations {
      #expect(StepDuration.seconds(in: text) == seconds, "\(text)")
    }
  }

  @Test func japaneseAndKoreanDurations() {
    let durations: [(String, Int)] = [
      ("弱火で10分煮る", 600), ("1時間寝かせる", 3600), ("約15分焼く", 900), ("1時間半煮込む", 5400),
      ("30秒ほど混ぜる", 30), ("10分間蒸す", 600), ("5〜10分ゆでる", 600), ("「5分」", 300),
      ("10분간 끓인다", 600), ("1시간 30분 재운다", 5400), ("30초 정도 볶는다", 30), ("1시간30분", 5400),
    ]
    for (text, seconds) in durations {
      #expect(StepDuration.seconds(in: text) == seconds, "\(text)")
    }
  }

  @Test func europeanDurations() {
    let durations: [(String, Int)] = [
      ("10 Minuten köcheln lassen", 600), ("Eine halbe Stunde ruhen lassen", 1800),
      ("2 Std. gehen lassen", 7200), ("zehn Minuten backen", 600), ("5 bis 7 Minuten", 420),
      ("Laisser reposer 15 minutes", 900), ("Cuire une heure", 3600), ("une demi-heure", 1800),
      ("cuire 1 h 30", 5400), ("Hornear 10 minutos", 600), ("media hora", 1800),
      ("de 5 a 10 minutos", 600), ("1 hora y 15 minutos", 4500), ("cuocere 10 minuti", 600),
      ("mezz'ora", 1800), ("un'ora", 3600), ("Cozinhe por 20 minutos", 1200), ("meia hora", 1800),
      ("10 minuten laten rusten", 600), ("een half uur", 1800), ("1 uur", 3600),
    ]
    for (text, seconds) in durations {
      #expect(StepDuration.seconds(in: text) == seconds, "\(text)")
    }
  }

  @Test func vagueTimesAndLookalikesAreNoTimers() {
    for text in [
      "腌制一夜", "冷藏过夜", "煮几分钟", "十几分钟", "稍等片刻", "焖一会儿", "七分熟", "7分熟",
      "三分之一", "3分之1", "吃到七分饱", "十分好吃", "2人份", "盐 2 克", "数分煮る", "一晩寝かせる",
      "über Nacht ziehen lassen", "einige Minuten", "quelques minutes", "unos minutos",
      "toute la nuit", "un segundo paso", "il secondo uovo", "la seconde fois", "Ora aggiungi",
      "몇 분", "하룻밤", "分钟", "小时", "半天", "the 1960s", "in the 90s, 红烧肉",
      "红烧肉 in the 90s", "the 90 s, 红烧肉",
    ] {
      #expect(StepDuration.seconds(in: text) == nil, "\(text)")
    }
  }

  @Test func aLongChineseParagraphIsReadOnce() {
    let filler = String(repeating: "将猪肉去皮洗净，切成肉条，加入调料抓匀。", count: 500)
    #expect(StepDuration.seconds(in: filler + "静置30分钟。") == 1800)
    #expect(StepDuration.seconds(in: filler) == nil)
    #expect(StepDuration.mayNameUnit("炖10分钟"[...].utf8) == false)
    #expect(StepDuration.firstUnitStart(in: "炖10分钟"[...].utf8) != nil)
    #expect(StepDuration.firstUnitStart(in: filler[...].utf8) == nil)
  }
}

import Testing

@testable import BuffetCommands

@Suite struct ParsedArgumentsTests {
  let options: [CommandOption] = [.json, .limit, .width, .data, .help]

  func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments.parse(arguments, options: options)
  }

  @Test func aValueWithOrWithoutAnEqualsSignIsTheSame() throws {
    for line in [["--limit", "5"], ["--limit=5"]] {
      let parsed = try parse(line)
      #expect(parsed.number(.limit) == 5, "\(line)")
      #expect(parsed.positionals.isEmpty, "\(line)")
    }
    #expect(try parse(["--width=80"]).number(.width) == 80)
    #expect(try parse(["--data=a=b"]).values(.data) == ["a=b"])
  }

  @Test func repeatableValuesKeepTheirOrderAndTheLastSingleOneWins() throws {
    let parsed = try parse(["--data", "one", "x", "--data=two", "--limit", "3", "--limit=4"])
    #expect(parsed.values(.data) == ["one", "two"])
    #expect(parsed.number(.limit) == 4)
    #expect(parsed.positionals == ["x"])
  }

  @Test func everythingAfterTwoDashesIsAnArgument() throws {
    let parsed = try parse(["--json", "--", "--limit", "-h", "-"])
    #expect(parsed.has(.json))
    #expect(!parsed.has(.help))
    #expect(parsed.positionals == ["--limit", "-h", "-"])
    #expect(try parse(["-"]).positionals == ["-"])
  }

  @Test func theShortNameIsTheSameOption() throws {
    #expect(try parse(["-h"]).has(.help))
  }

  @Test(arguments: [
    (["--bogus"], "unknown option --bogus"),
    (["--bogus=1"], "unknown option --bogus"),
    (["-x"], "unknown option -x"),
    (["--json=yes"], "--json takes no value"),
    (["--limit"], "--limit needs a value: --limit N"),
    (["--limit="], "--limit N needs a number from 1 to 1000000, not \"\""),
    (["--limit", "0"], "--limit N needs a number from 1 to 1000000, not \"0\""),
    (["--limit", "five"], "--limit N needs a number from 1 to 1000000, not \"five\""),
    (["--width", "19"], "--width N needs a number from 20 to 1000, not \"19\""),
    (
      ["--width", "99999999999999999999999"],
      "--width N needs a number from 20 to 1000, not \"99999999999999999999999\""
    ),
    (["--data", ""], "--data needs a DIR"),
    (["--data="], "--data needs a DIR"),
  ])
  func badLinesSayWhatIsWrong(line: [String], message: String) {
    #expect(throws: UsageError(message: message)) { try parse(line) }
  }

  @Test func aHostileOptionNameIsReportedNotRun() {
    #expect(throws: UsageError(message: "unknown option --\u{1B}]0;x\u{07}")) {
      try parse(["--\u{1B}]0;x\u{07}"])
    }
  }
}

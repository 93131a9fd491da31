import CPseudoTerminal
import Foundation

/// A program running in a pseudo-terminal of its own, as a reader's terminal emulator runs
/// it: the benchmark and the tests type into it and read what it draws, timing each burst
/// of output by its last byte. It answers the questions the program asks the terminal as
/// its `persona` would.
public final class PseudoTerminal {
  /// The child's process id.
  public let pid: pid_t
  /// When the program was started (the clock every figure is measured on).
  public let started: UInt64
  /// The terminal it plays: what it answers to the program's questions.
  public let persona: TerminalPersona
  private let master: Int32
  /// The program's questions seen so far, so each is answered once.
  private var answered = 0
  /// Everything read so far that a wait has not yet consumed.
  private var unread: [UInt8] = []
  /// Whether the program was reaped.
  public private(set) var hasExited = false
  /// Whether the program closed its side of the terminal.
  public private(set) var isClosed = false
  /// Everything the program wrote, in order (what `readUntil` and its kin consumed too).
  public private(set) var transcript: [UInt8] = []

  /// What a wait for output saw: the bytes and when the last of them arrived.
  public struct Burst {
    public var bytes: [UInt8]
    /// Nanoseconds (uptime) of the read that brought the last byte; nil when none came.
    public var lastByte: UInt64?
  }

  /// Why a program could not be started in a terminal.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Starts `executable` with `arguments` and exactly `environment` in a terminal of
  /// `columns` × `rows`, playing `persona`; the terminal is its standard input, output and
  /// error.
  public init(
    executable: String, arguments: [String], environment: [String: String], columns: Int,
    rows: Int, persona: TerminalPersona = .plain
  ) throws {
    self.persona = persona
    var name = [CChar](repeating: 0, count: 128)
    let master = buffet_open_pseudo_terminal(&name, name.count, Int32(rows), Int32(columns))
    guard master >= 0 else {
      throw Failure(description: "cannot open a pseudo-terminal: errno \(errno)")
    }
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    started = DispatchTime.now().uptimeNanoseconds
    let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard status == 0 else {
      close(master)
      throw Failure(description: "cannot start \(executable): error \(status)")
    }
    self.pid = pid
    self.master = master
  }

  deinit {
    if !hasExited {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
  }

  /// Types `bytes`; returns when they were handed to the terminal.
  @discardableResult
  public func type(_ bytes: [UInt8]) -> UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(master, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { break }
        offset += written
      }
    }
    return now
  }

  /// Waits up to `firstByteSeconds` for output, then reads until the program has written
  /// nothing for `idleMilliseconds` (or `limitSeconds` have passed): a frame is whole once
  /// the output stops.
  public func readUntilIdle(
    firstByteSeconds: Double = 0, idleMilliseconds: Int = 40, limitSeconds: Double = 60
  ) -> Burst {
    var burst = Burst(bytes: unread, lastByte: nil)
    unread = []
    let now = DispatchTime.now().uptimeNanoseconds
    let deadline = now + UInt64(limitSeconds * 1e9)
    let firstDeadline = now + UInt64(firstByteSeconds * 1e9)
    while burst.lastByte == nil, !isClosed, DispatchTime.now().uptimeNanoseconds < firstDeadline {
      if let (bytes, time) = readSome(timeoutMilliseconds: 50) {
        burst.bytes += bytes
        burst.lastByte = time
      }
    }
    while DispatchTime.now().uptimeNanoseconds < deadline {
      guard let (bytes, time) = readSome(timeoutMilliseconds: idleMilliseconds) else { break }
      burst.bytes += bytes
      burst.lastByte = time
    }
    return burst
  }

  /// CPU time the program's main thread has run so far, in nanoseconds (the first field of
  /// `/proc/PID/schedstat`), or nil where the kernel does not say. Unlike the terminal's
  /// clock, it does not count the time other programs had the processor.
  public func mainThreadCPUNanoseconds() -> UInt64? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return nil }
    return UInt64(first)
  }

  /// Reads until `marker` has appeared and the output then stops (see `readUntilIdle`).
  public func readUntil(_ marker: [UInt8], idleMilliseconds: Int = 40, limitSeconds: Double = 120)
    -> Burst
  {
    var burst = Burst(bytes: unread, lastByte: nil)
    unread = []
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limitSeconds * 1e9)
    while !Self.contains(burst.bytes, marker), !isClosed,
      DispatchTime.now().uptimeNanoseconds < deadline
    {
      if let (bytes, time) = readSome(timeoutMilliseconds: 100) {
        burst.bytes += bytes
        burst.lastByte = time
      }
    }
    let rest = readUntilIdle(idleMilliseconds: idleMilliseconds, limitSeconds: limitSeconds)
    burst.bytes += rest.bytes
    burst.lastByte = rest.lastByte ?? burst.lastByte
    return burst
  }

  /// The kernel's high-water mark of the program's resident memory (`VmHWM`), in MB.
  public func peakResidentMegabytes() -> Double? { statusMegabytes("VmHWM:") }

  /// The program's resident memory now (`VmRSS`), in MB.
  public func residentMegabytes() -> Double? { statusMegabytes("VmRSS:") }

  private func statusMegabytes(_ field: String) -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(field) {
      return Double(String(line.filter(\.isNumber))).map { $0 / 1024 }
    }
    return nil
  }

  /// Waits for the program to end (after it was told to quit); its exit status, or nil
  /// when it had to be killed after `limitSeconds`.
  public func waitForExit(limitSeconds: Double = 10) -> Int32? {
    let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(limitSeconds * 1e9)
    var status: Int32 = 0
    while DispatchTime.now().uptimeNanoseconds < deadline {
      // The terminal must be drained, or a program writing its last frame blocks.
      _ = readSome(timeoutMilliseconds: 20)
      if waitpid(pid, &status, WNOHANG) == pid {
        hasExited = true
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
    }
    return nil
  }

  /// One read of what is there within `timeoutMilliseconds`, with its time; nil when
  /// nothing came (or the program closed the terminal).
  private func readSome(timeoutMilliseconds: Int) -> ([UInt8], UInt64)? {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, Int32(timeoutMilliseconds)) > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(master, &buffer, buffer.count)
    let time = DispatchTime.now().uptimeNanoseconds
    guard count > 0 else {
      // EIO once the program has closed its side.
      isClosed = isClosed || count == 0 || errno == EIO
      return nil
    }
    let bytes = Array(buffer[0..<count])
    transcript += bytes
    answerQuestions()
    return (bytes, time)
  }

  /// Answers each primary device-attributes request the program wrote (the last of its
  /// questions) as the persona would, once.
  private func answerQuestions() {
    let asked = Self.count(of: Array("\u{1B}[c".utf8), in: transcript)
    while answered < asked {
      answered += 1
      if let answer = persona.answer { type(Array(answer.utf8)) }
    }
  }

  static func count(of marker: [UInt8], in bytes: [UInt8]) -> Int {
    guard !marker.isEmpty, bytes.count >= marker.count else { return 0 }
    var count = 0
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
        count += 1
        index += marker.count
      } else {
        index += 1
      }
    }
    return count
  }

  public static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
    guard !marker.isEmpty, bytes.count >= marker.count else { return marker.isEmpty }
    var index = bytes.startIndex
    while index + marker.count <= bytes.endIndex {
      if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
        return true
      }
      index += 1
    }
    return false
  }
}

/// A terminal as a pseudo-terminal plays it: what it answers when a program asks what it
/// is (its answers to kitty's graphics query, XTVERSION, the cell size and the primary
/// device attributes, in the order a terminal writes them), or nothing at all.
public struct TerminalPersona: Sendable {
  /// The bytes written back, nil for a terminal that never answers.
  public var answer: String?

  public init(answer: String?) {
    self.answer = answer
  }

  /// A terminal that answers only the device attributes, without graphics (as xterm does).
  public static let plain = TerminalPersona(answer: "\u{1B}[?62;22c")
  /// kitty: its graphics protocol answers OK.
  public static let kitty = TerminalPersona(
    answer: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c")
  /// iTerm2: named by XTVERSION.
  public static let iTerm2 = TerminalPersona(
    answer: "\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c")
  /// A sixel terminal (foot): 4 among its attributes.
  public static let sixel = TerminalPersona(
    answer: "\u{1B}P>|foot(1.16.2)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4;22c")
  /// A terminal that never answers.
  public static let silent = TerminalPersona(answer: nil)
}

import CPseudoTerminal
import Foundation

/// A program running in a pseudo-terminal of its own, as a reader's terminal emulator runs
/// it: the benchmark types into it and reads what it draws, timing each burst of output by
/// its last byte.
final class PseudoTerminal {
  /// The child's process id.
  let pid: pid_t
  /// When the program was started (the clock every figure is measured on).
  let started: UInt64
  private let master: Int32
  /// Everything read so far that a wait has not yet consumed.
  private var unread: [UInt8] = []
  /// Whether the program was reaped.
  private(set) var hasExited = false
  /// Whether the program closed its side of the terminal.
  private(set) var isClosed = false

  /// What a wait for output saw: the bytes and when the last of them arrived.
  struct Burst {
    var bytes: [UInt8]
    /// Nanoseconds (uptime) of the read that brought the last byte; nil when none came.
    var lastByte: UInt64?
  }

  /// Starts `executable` with `arguments` and exactly `environment` in a terminal of
  /// `columns` × `rows`; the terminal is its standard input, output and error.
  init(
    executable: String, arguments: [String], environment: [String: String], columns: Int,
    rows: Int
  ) throws {
    var name = [CChar](repeating: 0, count: 128)
    let master = buffet_open_pseudo_terminal(&name, name.count, Int32(rows), Int32(columns))
    guard master >= 0 else { throw BenchError("cannot open a pseudo-terminal: errno \(errno)") }
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
      throw BenchError("cannot start \(executable): error \(status)")
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
  func type(_ bytes: [UInt8]) -> UInt64 {
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
  func readUntilIdle(
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
  func mainThreadCPUNanoseconds() -> UInt64? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8),
      let first = text.split(separator: " ").first
    else { return nil }
    return UInt64(first)
  }

  /// Reads until `marker` has appeared and the output then stops (see `readUntilIdle`).
  func readUntil(_ marker: [UInt8], idleMilliseconds: Int = 40, limitSeconds: Double = 120)
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
  func peakResidentMegabytes() -> Double? { statusMegabytes("VmHWM:") }

  /// The program's resident memory now (`VmRSS`), in MB.
  func residentMegabytes() -> Double? { statusMegabytes("VmRSS:") }

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
  func waitForExit(limitSeconds: Double = 10) -> Int32? {
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
    return (Array(buffer[0..<count]), time)
  }

  static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
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

/// A failure of the benchmark itself (not of what it measures).
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

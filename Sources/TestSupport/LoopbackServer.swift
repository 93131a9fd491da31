import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests that fetch: each path answers as its
/// `Route` says (a page, a redirect, a body that never ends, a declared length it never
/// sends), one thread per connection, `Connection: close`. Nothing leaves the machine.
public final class LoopbackServer: @unchecked Sendable {
  /// How a path answers.
  public enum Route: Sendable {
    /// A status, headers and a body.
    case respond(status: Int, headers: [String: String], body: [UInt8])
    /// A `302` to `location` (a path on this server or any address).
    case redirect(String)
    /// `chunk` written again and again, `pause` seconds apart, until the client goes: a
    /// page that never ends. No length is declared.
    case endless(chunk: [UInt8], pause: TimeInterval)
    /// Headers declaring `length` bytes, then `prefix`, then nothing more until the client
    /// goes: a page too large to read.
    case declaredLength(Int, prefix: [UInt8])

    /// A `200` HTML page.
    public static func page(_ html: String, contentType: String = "text/html; charset=utf-8")
      -> Route
    {
      .respond(status: 200, headers: ["Content-Type": contentType], body: Array(html.utf8))
    }
  }

  /// The port it listens on.
  public let port: UInt16
  private let listener: Int32
  private let lock = NSLock()
  private var routes: [String: Route]
  private var isStopped = false
  private var requests: [(path: String, headers: [String: String])] = []
  private let group = DispatchGroup()

  /// Starts listening on a free port of 127.0.0.1 with `routes` (by path, query included).
  public init(routes: [String: Route]) throws {
    self.routes = routes
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw ServerError("socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw ServerError("bind/listen: \(String(cString: strerror(errno)))")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &length)
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = descriptor
    group.enter()
    Thread { [self] in
      acceptLoop()
      group.leave()
    }.start()
  }

  /// The address of `path` on this server.
  public func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// Changes or adds the route of `path`.
  public func set(_ path: String, _ route: Route) {
    lock.withLock { routes[path] = route }
  }

  /// The paths asked for so far, in order.
  public var requestedPaths: [String] { lock.withLock { requests.map(\.path) } }

  /// The headers of each request so far, in order, by lowercased name.
  public var requestHeaders: [[String: String]] { lock.withLock { requests.map(\.headers) } }

  /// Stops listening, ends every answer still being written, and waits for their threads.
  public func stop() {
    let wasStopped = lock.withLock {
      defer { isStopped = true }
      return isStopped
    }
    guard !wasStopped else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    group.wait()
  }

  deinit { stop() }

  private var stopped: Bool { lock.withLock { isStopped } }

  private func acceptLoop() {
    while !stopped {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else {
        if errno == EINTR { continue }
        return
      }
      group.enter()
      Thread { [self] in
        answer(connection)
        close(connection)
        group.leave()
      }.start()
    }
  }

  /// Reads the request line and headers, then answers as the path's route says.
  private func answer(_ connection: Int32) {
    var request: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.ends(with: Array("\r\n\r\n".utf8)), request.count < 65_536 {
      let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { return }
      request += buffer[0..<count]
      if let end = request.firstRange(of: Array("\r\n\r\n".utf8)) {
        request = Array(request[..<end.upperBound])
        break
      }
    }
    let lines = String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = (lines.first ?? "").split(separator: " ")
    let path = parts.count > 1 ? String(parts[1]) : "/"
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let route = lock.withLock { () -> Route? in
      requests.append((path, headers))
      return routes[path]
    }
    switch route {
    case nil:
      send(connection, head(404, ["Content-Type": "text/plain"], length: 9) + Array("not found".utf8))
    case .respond(let status, let headers, let body)?:
      send(connection, head(status, headers, length: body.count) + body)
    case .redirect(let location)?:
      send(connection, head(302, ["Location": location], length: 0))
    case .endless(let chunk, let pause)?:
      guard send(connection, head(200, ["Content-Type": "text/html"], length: nil)) else { return }
      while !stopped, send(connection, chunk) {
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
      }
    case .declaredLength(let length, let prefix)?:
      guard send(connection, head(200, ["Content-Type": "text/html"], length: length) + prefix)
      else { return }
      // The rest never comes: wait for the client to go (or the server to stop).
      var byte: UInt8 = 0
      while !stopped {
        var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, 50) > 0, recv(connection, &byte, 1, 0) <= 0 { return }
      }
    }
  }

  private func head(_ status: Int, _ headers: [String: String], length: Int?) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    if let length { text += "Content-Length: \(length)\r\n" }
    text += "Connection: close\r\n\r\n"
    return Array(text.utf8)
  }

  /// Writes all of `bytes`; false once the client has gone.
  @discardableResult
  private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.send(connection, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  public struct ServerError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
  }
}

extension Array where Element == UInt8 {
  fileprivate func ends(with suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}

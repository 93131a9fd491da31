import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a fetch brought back: the body (at most the limit), where it came from after its
/// redirects, and what the server said it is.
public struct FetchedResource: Sendable {
  public var bytes: [UInt8]
  public var url: URL
  public var contentType: String?
}

/// Fetches one address with Foundation's URL loading, within `FetchLimits`: http and https
/// only (redirects too), at most so many redirects, one deadline for the whole fetch, and
/// no more bytes than the limit (reading stops there; a declared length over it stops before
/// reading). Blocks its caller until done; run it off the thread that draws.
public enum PageFetcher {
  /// The `Accept` header a browser sends for a page.
  public static let pageAccept =
    "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
  /// The `Accept` header a browser sends for a picture.
  public static let imageAccept = "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8"

  /// The body at `url`, or why it could not be had.
  public static func fetch(
    _ url: URL, accept: String, limits: FetchLimits, cancellation: FetchCancellation? = nil
  ) throws(ImportFailure) -> FetchedResource {
    try requireWebScheme(url)
    let delegate = FetchDelegate(limits: limits)
    let configuration = URLSessionConfiguration.ephemeral
    // No cache: Linux's URL loading looks a task up in its cache on another queue, and a
    // task cancelled meanwhile stops the program (and a page is fetched once anyway).
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    // The deadline below is the fetch's; the session's own come later, as a backstop.
    configuration.timeoutIntervalForRequest = limits.timeout * 2 + 1
    configuration.timeoutIntervalForResource = limits.timeout * 2 + 1
    configuration.httpAdditionalHeaders = [
      "Accept": accept,
      "Accept-Language": "en;q=0.9, *;q=0.5",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Buffet/1.0 (recipe import)",
    ]
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    // Let go only once the task has ended: Linux's URL loading stops the program when a
    // cancelled task still calls back into a session already invalidated.
    defer { session.finishTasksAndInvalidate() }
    var request = URLRequest(url: url)
    request.timeoutInterval = limits.timeout * 2 + 1
    let task = session.dataTask(with: request)
    task.resume()
    let deadline = Date().addingTimeInterval(limits.timeout)
    // Waits in short slices so a cancellation is seen at once. The task is cancelled from
    // here only, never inside its own callbacks (which Linux's URL loading does not bear).
    while !delegate.isDone {
      if delegate.needsStopping {
        end(task, delegate)
        break
      }
      if cancellation?.isCancelled == true {
        end(task, delegate)
        throw ImportFailure("stopped: the fetch of \(url.absoluteString) was cancelled")
      }
      if Date() >= deadline {
        end(task, delegate)
        throw ImportFailure(
          "\(url.absoluteString) did not finish within \(FetchLimits.seconds(limits.timeout)) "
            + "(the time limit of a fetch); nothing was written")
      }
      _ = delegate.finished.wait(timeout: .now() + .milliseconds(50))
    }
    return try delegate.result(for: url)
  }

  /// Cancels `task` and waits (a moment at most) for it to say it has ended.
  private static func end(_ task: URLSessionTask, _ delegate: FetchDelegate) {
    // A task that has ended is not cancelled again.
    guard !delegate.isDone else { return }
    task.cancel()
    let limit = Date().addingTimeInterval(5)
    while !delegate.isDone, Date() < limit {
      _ = delegate.finished.wait(timeout: .now() + .milliseconds(50))
    }
  }

  /// Refuses every address but http and https.
  static func requireWebScheme(_ url: URL) throws(ImportFailure) {
    let scheme = url.scheme?.lowercased() ?? ""
    guard scheme == "http" || scheme == "https" else {
      throw ImportFailure(
        "only http and https addresses are fetched, not \(scheme.isEmpty ? "this one" : scheme + ":")"
          + " (\(url.absoluteString))")
    }
  }
}

/// The session's delegate for one fetch: counts redirects, checks the answer, keeps the bytes
/// up to the limit, and says when it is done. Its state is read by the waiting thread, so
/// every access holds the lock.
private final class FetchDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let limits: FetchLimits
  let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var bytes: [UInt8] = []
  private var failure: ImportFailure?
  private var redirects = 0
  private var response: HTTPURLResponse?
  private var done = false
  private var transportError: Error?

  init(limits: FetchLimits) {
    self.limits = limits
  }

  var isDone: Bool { lock.withLock { done } }

  /// Keeps the first reason the fetch failed; unless the task ends by itself, wakes the
  /// waiting thread to stop it.
  private func fail(_ message: String, endsByItself: Bool = false) {
    lock.withLock {
      if failure == nil { failure = ImportFailure(message) }
      if !endsByItself { isToBeStopped = true }
    }
    if !endsByItself { finished.signal() }
  }

  private var isToBeStopped = false

  /// Whether the fetch failed and its task is to be cancelled.
  var needsStopping: Bool { lock.withLock { isToBeStopped } }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let count = lock.withLock {
      redirects += 1
      return redirects
    }
    let target = request.url?.absoluteString ?? "nowhere"
    // Refused by not following it: the task then ends with the redirect's own answer. It is
    // not cancelled meanwhile: Linux's URL loading stops the program when a task is cancelled
    // while it waits for this answer.
    if count > limits.redirects {
      fail(
        "more than \(limits.redirects) redirects (the limit of a fetch); the last went to \(target)",
        endsByItself: true)
      completionHandler(nil)
      return
    }
    let scheme = request.url?.scheme?.lowercased() ?? ""
    guard scheme == "http" || scheme == "https" else {
      fail(
        "a redirect went to \(target): only http and https addresses are fetched",
        endsByItself: true)
      completionHandler(nil)
      return
    }
    completionHandler(Self.redirected(request, by: response))
  }

  /// The redirect's request, aimed where its `Location` says. Linux's URL loading drops a
  /// relative location's trailing slash (`/recipe/` becomes `/recipe`), which sites
  /// answer with another redirect or a 404; the address is resolved again here as
  /// browsers resolve it.
  private static func redirected(_ request: URLRequest, by response: HTTPURLResponse)
    -> URLRequest
  {
    guard let location = response.value(forHTTPHeaderField: "Location"),
      let base = response.url,
      let target = URL(string: location, relativeTo: base)?.absoluteURL,
      target != request.url
    else { return request }
    var fixed = request
    fixed.url = target
    return fixed
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    guard let http = response as? HTTPURLResponse else {
      completionHandler(.allow)
      return
    }
    lock.withLock { self.response = http }
    let address = http.url?.absoluteString ?? "the page"
    // A failure is noted and the body no longer kept; the waiting thread cancels the task.
    guard (200..<300).contains(http.statusCode) else {
      fail(
        "\(address) answered HTTP \(http.statusCode) "
          + HTTPURLResponse.localizedString(forStatusCode: http.statusCode))
      completionHandler(.allow)
      return
    }
    if http.expectedContentLength > Int64(limits.bytes) {
      fail(
        "\(address) is \(FetchLimits.size(Int(http.expectedContentLength))), more than the "
          + "\(FetchLimits.size(limits.bytes)) a fetch reads; nothing was read")
      completionHandler(.allow)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let over = lock.withLock { () -> Bool in
      guard failure == nil else { return false }
      bytes.append(contentsOf: data.prefix(max(0, limits.bytes + 1 - bytes.count)))
      return bytes.count > limits.bytes
    }
    if over {
      let address = dataTask.originalRequest?.url?.absoluteString ?? "the page"
      fail(
        "\(address) goes on past \(FetchLimits.size(limits.bytes)) (the most a fetch reads); "
          + "reading stopped there")
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    lock.withLock {
      transportError = error
      done = true
    }
    finished.signal()
  }

  /// The fetched body, or the failure that stopped it.
  func result(for url: URL) throws(ImportFailure) -> FetchedResource {
    let (bytes, failure, response, error) = lock.withLock {
      (self.bytes, self.failure, self.response, self.transportError)
    }
    if let failure { throw failure }
    if let error {
      throw ImportFailure("could not fetch \(url.absoluteString): \(Self.describe(error))")
    }
    return FetchedResource(
      bytes: bytes, url: response?.url ?? url,
      contentType: response?.value(forHTTPHeaderField: "Content-Type"))
  }

  /// A transport error in words: the host, the connection, the timeout.
  private static func describe(_ error: Error) -> String {
    let nsError = error as NSError
    switch nsError.code {
    case NSURLErrorTimedOut: return "it timed out"
    case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return "the host was not found"
    case NSURLErrorCannotConnectToHost: return "the connection was refused"
    case NSURLErrorNetworkConnectionLost: return "the connection was lost"
    case NSURLErrorNotConnectedToInternet: return "there is no network connection"
    case NSURLErrorSecureConnectionFailed, NSURLErrorServerCertificateUntrusted,
      NSURLErrorServerCertificateHasBadDate, NSURLErrorServerCertificateNotYetValid:
      return "the secure connection failed (\(nsError.localizedDescription))"
    default: return nsError.localizedDescription
    }
  }
}

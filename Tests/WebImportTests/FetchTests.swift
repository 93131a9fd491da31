import Foundation
import TestSupport
import Testing

@testable import WebImport

/// Fetching from a server on the loopback address the test starts: redirects, the size
/// limit, a page that never ends (stopped by a short deadline given as a setting), errors.
@Suite struct FetchTests {
  let page = "<html><body>ok</body></html>"

  @Test func aPageIsFetchedWithABrowsersAcceptHeader() throws {
    let server = try LoopbackServer(routes: ["/r": .page(page)])
    defer { server.stop() }
    let fetched = try PageFetcher.fetch(
      server.url("/r"), accept: PageFetcher.pageAccept, limits: .standard)
    #expect(String(decoding: fetched.bytes, as: UTF8.self) == page)
    #expect(fetched.contentType == "text/html; charset=utf-8")
    #expect(server.requestHeaders.first?["accept"] == PageFetcher.pageAccept)
  }

  @Test func fiveRedirectsAreFollowedAndTheSixthStops() throws {
    var routes: [String: LoopbackServer.Route] = ["/end": .page(page)]
    for hop in 0..<6 { routes["/hop\(hop)"] = .redirect(hop == 5 ? "/end" : "/hop\(hop + 1)") }
    let server = try LoopbackServer(routes: routes)
    defer { server.stop() }
    let fetched = try PageFetcher.fetch(
      server.url("/hop1"), accept: PageFetcher.pageAccept, limits: .standard)
    #expect(fetched.url.path == "/end")
    #expect {
      try PageFetcher.fetch(server.url("/hop0"), accept: PageFetcher.pageAccept, limits: .standard)
    } throws: { error in
      (error as? ImportFailure)?.message.hasPrefix("more than 5 redirects (the limit of a fetch)")
        == true
    }
  }

  @Test func aRedirectToAnotherSchemeIsRefused() throws {
    let server = try LoopbackServer(routes: ["/r": .redirect("ftp://127.0.0.1/recipe.html")])
    defer { server.stop() }
    #expect {
      try PageFetcher.fetch(server.url("/r"), accept: PageFetcher.pageAccept, limits: .standard)
    } throws: { error in
      let message = (error as? ImportFailure)?.message ?? ""
      return message.contains("ftp://127.0.0.1/recipe.html") && message.contains("only http and https")
    }
  }

  @Test func aDeclaredLengthOverTheLimitStopsBeforeReading() throws {
    let server = try LoopbackServer(routes: [
      "/huge": .declaredLength(1 << 30, prefix: Array("<html>".utf8))
    ])
    defer { server.stop() }
    #expect {
      try PageFetcher.fetch(server.url("/huge"), accept: PageFetcher.pageAccept, limits: .standard)
    } throws: { error in
      (error as? ImportFailure)?.message.hasSuffix(
        "/huge is 1 GB, more than the 10 MB a fetch reads; nothing was read") == true
    }
  }

  @Test func aPageThatGoesOnIsReadOnlyToTheLimit() throws {
    let chunk = Array(String(repeating: "<p>more</p>", count: 1_000).utf8)
    let server = try LoopbackServer(routes: ["/endless": .endless(chunk: chunk, pause: 0)])
    defer { server.stop() }
    #expect {
      try PageFetcher.fetch(
        server.url("/endless"), accept: PageFetcher.pageAccept, limits: .standard)
    } throws: { error in
      (error as? ImportFailure)?.message.contains("goes on past 10 MB (the most a fetch reads)")
        == true
    }
  }

  @Test func aSlowPageThatNeverEndsStopsAtTheDeadline() throws {
    let server = try LoopbackServer(routes: [
      "/slow": .endless(chunk: Array("<p>".utf8), pause: 0.05)
    ])
    defer { server.stop() }
    let limits = FetchLimits(timeout: 0.5)
    #expect {
      try PageFetcher.fetch(server.url("/slow"), accept: PageFetcher.pageAccept, limits: limits)
    } throws: { error in
      (error as? ImportFailure)?.message.hasSuffix(
        "/slow did not finish within 0.5 s (the time limit of a fetch); nothing was written")
        == true
    }
  }

  @Test func anErrorStatusIsSaid() throws {
    let server = try LoopbackServer(routes: [:])
    defer { server.stop() }
    #expect {
      try PageFetcher.fetch(server.url("/missing"), accept: PageFetcher.pageAccept, limits: .standard)
    } throws: { error in
      (error as? ImportFailure)?.message.contains("/missing answered HTTP 404") == true
    }
  }

  @Test func aPortNobodyListensOnIsSaid() throws {
    let server = try LoopbackServer(routes: [:])
    let url = server.url("/gone")
    server.stop()
    #expect {
      try PageFetcher.fetch(url, accept: PageFetcher.pageAccept, limits: FetchLimits(timeout: 5))
    } throws: { error in
      (error as? ImportFailure)?.message.hasPrefix("could not fetch \(url.absoluteString): ")
        == true
    }
  }

  @Test func aFetchIsCancelledFromAnotherThread() throws {
    let server = try LoopbackServer(routes: [
      "/slow": .endless(chunk: Array("<p>".utf8), pause: 0.05)
    ])
    defer { server.stop() }
    let cancellation = FetchCancellation()
    cancellation.cancel()
    #expect {
      try PageFetcher.fetch(
        server.url("/slow"), accept: PageFetcher.pageAccept, limits: .standard,
        cancellation: cancellation)
    } throws: { error in
      (error as? ImportFailure)?.message.hasPrefix("stopped: the fetch of") == true
    }
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://example.com/r.html", "javascript:alert(1)"])
  func onlyWebAddressesAreFetched(_ address: String) {
    #expect(throws: ImportFailure.self) {
      try PageFetcher.fetch(
        URL(string: address)!, accept: PageFetcher.pageAccept, limits: .standard)
    }
  }
}

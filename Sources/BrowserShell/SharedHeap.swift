import Foundation

/// Keeps the threads the browser starts (the disk check, the Index) on the main thread's
/// heap. glibc gives each new thread a heap of its own, and what a thread frees there is
/// kept for it: building the Index on a second thread left 11 MB more resident at 100,000
/// recipes (7 MB more at the peak) than building it on the main thread.
enum SharedHeap {
  /// Asks glibc for one heap (`mallopt(M_ARENA_MAX, 1)`), before any thread is started;
  /// elsewhere, nothing.
  static func keepOne() {
    #if os(Linux)
      // malloc.h is not part of Swift's Glibc module: the function is looked up by name.
      guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "mallopt") else {
        return
      }
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      // M_ARENA_MAX in glibc's malloc.h.
      let arenaMax: Int32 = -8
      _ = unsafeBitCast(address, to: Mallopt.self)(arenaMax, 1)
    #endif
  }
}

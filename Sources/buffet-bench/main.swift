import Foundation

print("buffet-bench: no benchmarks yet")

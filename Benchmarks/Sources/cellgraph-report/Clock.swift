#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock (`clock_gettime(CLOCK_MONOTONIC)`): about 20 ns per call,
/// small beside the shortest operation timed here.
@inline(__always)
func now() -> UInt64 {
  var spec = timespec()
  clock_gettime(CLOCK_MONOTONIC, &spec)
  return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the Swift heap objects (class instances; array, set and dictionary storage; closure
/// contexts) made on the calling thread while `body` runs, through the runtime's own
/// instrumentation hook (`_swift_allocObject`). Nil where the runtime does not export it.
public enum SwiftAllocations {
    typealias AllocObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) static var original: AllocObject?
    nonisolated(unsafe) static var counted = 0
    nonisolated(unsafe) static var thread = pthread_self()

    public static func count(_ body: () -> Void) -> Int? {
        guard let hook = dlsym(nil, "_swift_allocObject"),
              let enable = dlsym(nil, "_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly")
        else { return nil }
        let slot = hook.assumingMemoryBound(to: AllocObject?.self)
        let flag = enable.assumingMemoryBound(to: Bool.self)
        original = slot.pointee
        counted = 0
        thread = pthread_self()
        slot.pointee = { metadata, size, alignment in
            if pthread_equal(pthread_self(), SwiftAllocations.thread) != 0 { SwiftAllocations.counted += 1 }
            return SwiftAllocations.original?(metadata, size, alignment)
        }
        flag.pointee = true
        body()
        flag.pointee = false
        slot.pointee = original
        return counted
    }
}

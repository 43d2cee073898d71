/// A kernel radius known at compile time. Filters take it as a type parameter so that each
/// radius gets its own specialised copy of the loops, taps unrolled and weights in registers,
/// whoever calls them: inlining a radius constant into a shared body is not guaranteed (once
/// it did not happen, and the taps ran as a loop three times slower).
protocol KernelRadius { static var value: Int { get } }

enum Radius1: KernelRadius { static var value: Int { 1 } }
enum Radius2: KernelRadius { static var value: Int { 2 } }
enum Radius3: KernelRadius { static var value: Int { 3 } }
enum Radius4: KernelRadius { static var value: Int { 4 } }
enum Radius5: KernelRadius { static var value: Int { 5 } }
enum Radius6: KernelRadius { static var value: Int { 6 } }
enum Radius7: KernelRadius { static var value: Int { 7 } }
enum Radius8: KernelRadius { static var value: Int { 8 } }

extension GestureDispatcher {
    /// The first `Set<Touch>` made from a literal has the runtime instantiate its storage type
    /// and look up `Touch`'s Hashable conformance (a scan of every conformance in the program,
    /// about 0.5 M instructions): made when the dispatcher is, as the first press makes it, not
    /// in that press's frame (issue 52: a spike in every scene's first interaction).
    @inline(never)
    func warmTouchSet() {
        let touches: Set<Touch> = [Touch(at: .zero, time: 0, view: nil)]
        withExtendedLifetime(touches) {}
    }
}

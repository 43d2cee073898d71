extension PlaygroundApp {
    /// `--trace -` whose reader has gone (`fluid --trace - | head`): the reader has what it
    /// wanted, so the run ends as a closed window does, quietly and with status 0 (README).
    public func endForAGoneTraceReader() {
        wantsToQuit = true
    }
}

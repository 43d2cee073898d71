#if canImport(Glibc)
import Glibc
#endif

extension LineFile {
    /// In a fatal signal's handler (`FatalSignals`): the lines queued are written with write(2)
    /// alone, nothing allocated and no lock taken. A regular file kept from before is emptied
    /// first, as the first `flush` would; a write cut short is cut back to its last whole line
    /// where the file can be; a pipe or device that takes nothing for a second is given up on.
    func writeQueuedAfterAFault() {
        guard let fd, !buffer.isEmpty else { return }
        if case .keepsOld = start, ftruncate(fd, 0) != 0 { return }
        buffer.withUnsafeBytes { bytes in
            if FatalSignals.writeAll(fd, bytes) { return }
            // How much went is not known here: cut back to the lines from before this write.
            if let written = wholeLines { _ = ftruncate(fd, written) }
        }
    }
}

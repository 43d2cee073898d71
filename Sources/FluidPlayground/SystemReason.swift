import Foundation

/// The words for an error inside a message: the C library's for a system error however
/// Foundation wrapped it, the description of one of the program's own, never NSError's raw
/// rendering (`Error Domain=… Code=… UserInfo={…}`).
package enum SystemReason {
    package static func of(_ error: Error) -> String {
        if let code = posixCode(of: error) { return String(cString: strerror(code)) }
        let domain = (error as NSError).domain
        // Foundation's own errors have only their localized words; every other is the program's.
        if error is CocoaError || domain == NSCocoaErrorDomain || domain == NSPOSIXErrorDomain {
            return error.localizedDescription
        }
        return String(describing: error)
    }

    /// The `errno` behind `error`: its own code in the POSIX domain, or its underlying error's.
    private static func posixCode(of error: Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let bridged = error as NSError
        if bridged.domain == NSPOSIXErrorDomain { return Int32(bridged.code) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? Error, !(underlying as NSError === bridged) {
            return posixCode(of: underlying)
        }
        return nil
    }
}

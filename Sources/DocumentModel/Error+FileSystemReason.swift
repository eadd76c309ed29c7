// Why a file-system call failed, in the system's words. Foundation on Linux describes most of its
// file errors as "The operation could not be completed. (NSCocoaErrorDomain error 512.)": the reason
// a user can act on ("Not a directory", "Permission denied", "No space left on device") is the
// POSIX error underneath, which Linux's Foundation keeps as a Swift `POSIXError` (`as? NSError`
// on the user-info value does not find it).

import Foundation

extension Error {
    /// The POSIX reason of a file-system error (this error's, or the one beneath it), else its
    /// localized description.
    public var fileSystemReason: String {
        let error = self as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}

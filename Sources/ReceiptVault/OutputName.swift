// Names output records after their inputs without breaking the file system's limits: a name of
// up to 255 bytes is legal for an input, but not once `.json` is added, and a name that is not
// UTF-8 grows when its bytes are written as `\xNN`.

import Foundation
import Ingest

enum OutputName {
    /// The longest file name (in bytes) Linux and macOS file systems accept.
    static let maxNameBytes = 255

    /// `relativePath` + `.json`, with every component that would be too long shortened to a
    /// prefix plus a hash of the full name (so distinct long names stay distinct and a rerun
    /// finds the same output).
    static func relativePath(for relativePath: String) -> String {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return components.enumerated().map { index, component in
            let name = index == components.count - 1 ? component + ".json" : component
            return name.utf8.count <= maxNameBytes ? name : shortened(component, last: index == components.count - 1)
        }.joined(separator: "/")
    }

    private static func shortened(_ component: String, last: Bool) -> String {
        let hash = String(Checksum.sha256(Data(component.utf8)).prefix(16))
        var prefix = ""
        for character in component {
            guard prefix.utf8.count + String(character).utf8.count <= 200 else { break }
            prefix.append(character)
        }
        return prefix + "~" + hash + (last ? ".json" : "")
    }
}

// `receiptvault serve --library DIR`: the review page on this computer (see the ReviewServer module).

import ArgumentParser
import Foundation
import Library
import ReviewServer

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the review page: inbox, document view, corrections, approval, dashboard, adding documents.",
        discussion: "Binds 127.0.0.1 by default and answers only requests addressed to it. Stop with Ctrl-C.")

    @OptionGroup var library: LibraryOptions

    @Option(help: "The address to listen on (another address exposes the library to that network).")
    var host = "127.0.0.1"

    @Option(help: "The port (0 picks a free one; the address is printed).")
    var port = 8410

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
    }

    func run() throws {
        let pipeline = try? engine.makeConfiguration()
        if pipeline == nil { Output.standardError("note: documents cannot be added from the page (see above)\n") }
        let server = ReviewServer(library: try library.open(),
                                  configuration: ReviewServerConfiguration(host: host, port: port, pipeline: pipeline))
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task.detached {
            do {
                try await server.run(handlingSignals: true) { port in
                    let shown = server.configuration.host.contains(":") ? "[\(server.configuration.host)]" : server.configuration.host
                    Output.standardOutput("Review page: http://\(shown):\(port)/  (Ctrl-C stops it)\n")
                }
            } catch {
                failure.set("\(error)")
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.get() {
            Output.standardError("error: \(message)\n")
            throw ExitCode(ExitCodes.cannotStart)
        }
    }
}

/// The server task's error, handed to the waiting main thread.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?
    func set(_ text: String) { lock.withLock { message = text } }
    func get() -> String? { lock.withLock { message } }
}

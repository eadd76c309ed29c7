// `receiptvault doctor`: what this machine has — libraries, versions, models — and what is missing.

import ArgumentParser
import Foundation
import ReceiptVault

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor", abstract: "Report this version, the libraries' versions, the tessdata folder and its languages.")

    @Option(help: "Folder of Tesseract models to check.")
    var tessdata: String?

    func run() throws {
        let report = EnvironmentReport.gather(explicitTessdata: tessdata)
        Output.standardOutput(report.text)
        if !report.isUsable { throw ExitCode(ExitCodes.cannotStart) }
    }
}

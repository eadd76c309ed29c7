// What `receiptvault doctor` says about the thread limit: a warning only where it still applies.

@testable import ReceiptVault
import Testing

@Suite struct EnvironmentReportTests {
    /// With Tesseract's parallel regions run on the reading thread, an unset `OMP_THREAD_LIMIT` costs
    /// nothing, and the line says so instead of warning (a program embedding the library may leave it
    /// unset); through libgomp's team it is slower, and the line warns. A value set is shown as it is.
    @Test func anUnsetThreadLimitWarnsOnlyWhenTheRegionsGoThroughLibgomp() {
        let inPlace = EnvironmentReport.threadLimitLine(nil, regionsRunInPlace: true)
        #expect(inPlace.hasPrefix("OMP_THREAD_LIMIT unset (not needed"))
        #expect(!inPlace.contains("slower"))
        #expect(EnvironmentReport.threadLimitLine(nil, regionsRunInPlace: false) == "OMP_THREAD_LIMIT unset (slower: OpenMP threads compete)")
        #expect(EnvironmentReport.threadLimitLine("1", regionsRunInPlace: true) == "OMP_THREAD_LIMIT 1")
    }

    /// The binary reports the Tesseract shims and the Leptonica kernels in place (the tests link them
    /// as the binary does).
    @Test func theReportSaysTheShimsAreInPlace() {
        let report = EnvironmentReport.gather(explicitTessdata: nil)
        #expect(report.lines.contains { $0.hasPrefix("openmp") && $0.contains("run on the reading thread") })
        #expect(report.lines.contains { $0.hasPrefix("lstm index") && $0.contains("inlined") })
        #expect(report.lines.contains { $0.hasPrefix("lstm convolve") && $0.contains("inlined") })
        #expect(report.lines.contains { $0.hasPrefix("lstm steps") && $0.contains("SSE2") })
        #expect(report.lines.contains { $0.hasPrefix("lstm tanh") && $0.contains("vectorised") })
        #expect(report.lines.contains { $0.hasPrefix("lstm gates") && $0.contains("vectorised") })
        #expect(report.lines.contains { $0.hasPrefix("threshold") && $0.contains("32 pixels at a time") })
        #expect(report.lines.contains { $0.hasPrefix("pixel loops") && $0.contains("computed here") })
    }
}

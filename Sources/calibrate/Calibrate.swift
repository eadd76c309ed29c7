// The `calibrate` command: measures extraction on recorded OCR with labels, offline (the same
// report `receiptvault eval` prints, without running OCR), and refits the confidence model with
// k-fold out-of-sample figures, writing CalibrationParameters+Fitted.swift.
//   swift run calibrate measure RECORDINGS LABELS [--show-misses] [--field total]
//   swift run calibrate fit RECORDINGS,RECORDINGS2 LABELS,LABELS2 [--folds 5] [--output FILE]

import ArgumentParser

@main
struct Calibrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure field extraction on recorded OCR and fit its confidence model.",
        subcommands: [Measure.self, Fit.self, Compare.self, Rows.self, Regions.self])
}

// Maps any error of the stages to the stable code and the message written into an error record.

import DocumentModel
import Imaging
import Ingest
import OCR

/// The code and message of a document that failed.
struct PipelineFailure {
    let code: String
    let message: String

    init(_ error: any Error, path: String) {
        switch error {
        case let error as IngestError:
            code = error.code; message = error.description
        case let error as OCRError:
            if case .timedOut = error { code = "timeout" } else { code = "ocr_failed" }
            message = "\(path): \(error.description)"
        case let error as ImagingError:
            code = "image_processing_failed"; message = "\(path): \(error.description); the image may be damaged, try another scan"
        default:
            code = "internal_error"; message = "\(path): unexpected error (\(error)); please report it with the file"
        }
    }
}

// ONNX Runtime's handles, owned here: the library and its environment opened once for the process,
// and one session per model and worker, run on the worker's thread.

import COnnxRuntime
import Foundation
import Imaging

/// ONNX Runtime, opened once for the process.
enum OnnxRuntime {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var opened: [String: OpaquePointer] = [:]

    /// The runtime in the library at `path`, opened on first use.
    static func open(_ path: String) throws -> OpaquePointer {
        lock.lock()
        defer { lock.unlock() }
        if let runtime = opened[path] { return runtime }
        var failure = [CChar](repeating: 0, count: 512)
        guard let runtime = rv_onnx_open(path, &failure, failure.count) else {
            throw SecondReadingError.runtime(message(failure))
        }
        opened[path] = runtime
        return runtime
    }
}

/// The text the C side wrote into `failure` (NUL-terminated).
private func message(_ failure: [CChar]) -> String {
    String(decoding: failure.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A float tensor: its dimensions and values, row-major.
struct Tensor {
    var shape: [Int]
    var values: [Float]

    /// The 1 × 3 × `height` × `width` input PP-OCR's networks take, from grey pixels: the
    /// `columns` × `rows` of `pixels` from row `top`, scaled to -1...1 (PP-OCR's mean and deviation
    /// of 0.5) in each of the three colour planes, the rest `padding`.
    static func image(_ pixels: GrayPixels, top: Int = 0, columns: Int, rows: Int, width: Int, height: Int,
                      padding: Float) -> Tensor {
        let plane = width * height
        var values = [Float](repeating: padding, count: 3 * plane)
        for y in 0..<rows {
            for x in 0..<columns {
                let normalized = Float(pixels[x, top + y]) / 127.5 - 1
                let at = y * width + x
                values[at] = normalized
                values[plane + at] = normalized
                values[2 * plane + at] = normalized
            }
        }
        return Tensor(shape: [1, 3, height, width], values: values)
    }
}

/// One ONNX model with one input and one output, run on one thread. Not `Sendable`: a worker's own.
final class OnnxModel {
    private let session: OpaquePointer
    let metadata: [String: String]
    private let input: String
    private let output: String

    /// Loads the model at `file` with ONNX Runtime from `library`.
    init(file: URL, library: String, input: String, output: String) throws {
        let runtime = try OnnxRuntime.open(library)
        let bytes: Data
        do { bytes = try Data(contentsOf: file) } catch {
            throw SecondReadingError.runtime("\(file.path): \(error.localizedDescription)")
        }
        var failure = [CChar](repeating: 0, count: 512)
        let created = bytes.withUnsafeBytes { raw in
            rv_onnx_session_create(runtime, raw.baseAddress!, raw.count, &failure, failure.count)
        }
        guard let created else {
            throw SecondReadingError.runtime("\(file.lastPathComponent): \(message(failure))")
        }
        session = created
        metadata = ModelMetadata.properties(of: bytes)
        self.input = input
        self.output = output
    }

    deinit { rv_onnx_session_free(session) }

    /// The model's output for `tensor`.
    func run(_ tensor: Tensor) throws -> Tensor {
        var shape = tensor.shape.map(Int64.init)
        var outputShape = [Int64](repeating: 0, count: Int(RV_ONNX_MAX_RANK))
        var rank = 0
        var result: UnsafeMutablePointer<Float>?
        var failure = [CChar](repeating: 0, count: 512)
        let status = tensor.values.withUnsafeBufferPointer { values in
            rv_onnx_run(session, input, values.baseAddress!, &shape, shape.count, output, &result,
                        &outputShape, &rank, &failure, failure.count)
        }
        defer { free(result) }
        guard status == 0, let result else {
            throw SecondReadingError.runtime(message(failure))
        }
        let dimensions = outputShape.prefix(rank).map { Int(max(0, $0)) }
        return Tensor(shape: dimensions, values: Array(UnsafeBufferPointer(start: result, count: dimensions.reduce(1, *))))
    }
}

/// The string properties an ONNX file carries (`ModelProto.metadata_props`, field 14: entries of a
/// key, field 1, and a value, field 2), read from its protocol-buffer encoding without a library.
enum ModelMetadata {
    static func properties(of model: Data) -> [String: String] {
        var properties: [String: String] = [:]
        let bytes = [UInt8](model)
        var reader = ProtobufReader(bytes[...])
        while let (field, value) = reader.next() {
            guard field == 14, case let .bytes(entry) = value else { continue }
            var inner = ProtobufReader(entry)
            var key = "", text = ""
            while let (field, value) = inner.next() {
                guard case let .bytes(string) = value else { continue }
                if field == 1 { key = String(decoding: string, as: UTF8.self) }
                if field == 2 { text = String(decoding: string, as: UTF8.self) }
            }
            properties[key] = text
        }
        return properties
    }
}

/// The top-level fields of a protocol-buffer message, one after another; it stops at the end or at
/// anything malformed.
struct ProtobufReader {
    enum Value { case number(UInt64), bytes(ArraySlice<UInt8>) }
    private var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

    private mutating func varint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = rest.popFirst() {
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    mutating func next() -> (field: Int, value: Value)? {
        guard !rest.isEmpty, let key = varint() else { return nil }
        let field = Int(key >> 3)
        switch key & 7 {
        case 0:
            return varint().map { (field, .number($0)) }
        case 1, 5:
            let size = key & 7 == 1 ? 8 : 4
            guard rest.count >= size else { return nil }
            rest = rest.dropFirst(size)
            return (field, .number(0))
        case 2:
            guard let length = varint(), length <= rest.count else { return nil }
            let bytes = rest.prefix(Int(length))
            rest = rest.dropFirst(Int(length))
            return (field, .bytes(bytes))
        default:
            return nil
        }
    }
}

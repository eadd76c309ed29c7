// Which JPEGs are decoded reduced: by the bytes their pixels take, so that a grey A4 scan keeps its
// resolution while a large colour photo is halved.

import Imaging
import Testing

@Suite struct JPEGDecodeSizeTests {
    @Test(arguments: [
        (2480, 3508, 1, 1),   // grey A4 at 300 dpi: 8.7 MB
        (4961, 7016, 1, 2),   // grey A4 at 600 dpi: 35 MB
        (2456, 3275, 3, 2),   // colour 8 MP photo: 32 MB decoded
        (2000, 3000, 3, 1),   // colour 6 MP photo
        (4000, 3000, 3, 2),   // colour 12 MP photo
        (8000, 6000, 3, 4),   // colour 48 MP photo
    ])
    func reduction(_ width: Int, _ height: Int, _ samples: Int, _ expected: Int) {
        let header = ImageHeader(width: width, height: height, bitsPerSample: 8, samplesPerPixel: samples)
        #expect(header.decodeReduction == expected)
    }
}

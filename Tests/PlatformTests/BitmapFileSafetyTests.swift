import FluidTestSupport
import Foundation
import XCTest
@testable import Platform

/// BMP files are checked against their own header before any pixel is decoded, and written
/// through the one output writer.
final class BitmapFileSafetyTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try TemporaryDirectory.make("fluid-bmp")
    }

    override func tearDown() {
        TemporaryDirectory.remove(directory)
    }

    private func image(_ w: Int, _ h: Int, alpha: Bool) -> BitmapImage {
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for i in 0..<(w * h) {
            pixels[4 * i] = UInt8(i % 251); pixels[4 * i + 1] = UInt8((i * 7) % 256)
            pixels[4 * i + 2] = UInt8((i * 13) % 256); pixels[4 * i + 3] = alpha ? UInt8((i * 3) % 256) : 255
        }
        return BitmapImage(width: w, height: h, pixels: pixels, hasAlpha: alpha)
    }

    private var input: String { directory + "/in.bmp" }

    /// What reading `bytes` from a file refuses them for; nil (and a failure) when they are read.
    private func refusal(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> BitmapFileError.Problem? {
        XCTAssertTrue(FileManager.default.createFile(atPath: input, contents: Data(bytes)), file: file, line: line)
        do {
            _ = try BitmapFile.read(input)
            XCTFail("read without an error", file: file, line: line)
        } catch let error as BitmapFileError {
            XCTAssertEqual(error.path, input, file: file, line: line)
            return error.problem
        } catch {
            XCTFail("threw \(error), not a BitmapFileError", file: file, line: line)
        }
        return nil
    }

    func testOwnEncoderRoundTripsThroughSDL() throws {
        for alpha in [true, false] {
            for (w, h) in [(1, 1), (3, 2), (17, 5)] {
                let original = image(w, h, alpha: alpha)
                let path = directory + "/x.bmp"
                try BitmapFile.write(original, to: path)
                XCTAssertEqual(try BitmapFile.read(path), original, "\(w)×\(h) alpha \(alpha)")
            }
        }
    }

    func testHeaderClaimingMorePixelsThanTheFileHoldsIsRefused() throws {
        var bytes = try BitmapFile.encode(image(4, 4, alpha: false))
        // Claim 30000×30000 in a tiny file.
        for (offset, value) in [(18, 30000), (22, 30000)] {
            for k in 0..<4 { bytes[offset + k] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        XCTAssertEqual(refusal(bytes), .header(.tooLarge(width: 30000, height: 30000, pixelLimit: BitmapFile.pixelLimit)))
        for (offset, value) in [(18, 3000), (22, 3000)] {
            for k in 0..<4 { bytes[offset + k] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        // 24 bits a pixel: 9000-byte rows; the 4×4 file holds 4 rows of 12 bytes.
        XCTAssertEqual(refusal(bytes), .header(.pixelsCutShort(width: 3000, height: 3000, needed: 27_000_000, held: 48)))
    }

    func testJPEGAndPNGCompressedBMPsAreRefused() throws {
        var bytes = try BitmapFile.encode(image(4, 4, alpha: false))
        bytes[30] = 4
        XCTAssertEqual(refusal(bytes), .header(.jpegCompressed))
        bytes[30] = 5
        XCTAssertEqual(refusal(bytes), .header(.pngCompressed))
    }

    func testNotABMPAndDirectoriesAreRefusedByWhatTheyAre() {
        XCTAssertEqual(refusal(Array("hello, this is not a picture at all".utf8)), .header(.notABMP))
        XCTAssertThrowsError(try BitmapFile.read(directory)) {
            XCTAssertEqual($0 as? BitmapFileError, BitmapFileError(path: directory, problem: .input(.notRegular(.directory))))
        }
        XCTAssertThrowsError(try BitmapFile.read("/dev/zero")) {
            XCTAssertEqual($0 as? BitmapFileError, BitmapFileError(path: "/dev/zero", problem: .input(.notRegular(.characterDevice))))
        }
    }

    func testTheWordsNameTheFileAndWhetherItWasReadOrWritten() {
        XCTAssertEqual(BitmapFileError(path: "/dev/zero", problem: .input(.notRegular(.characterDevice))).description,
                       "cannot read BMP '/dev/zero': is a character device, not a regular file")
        XCTAssertEqual(BitmapFileError(path: "a.bmp", problem: .header(.jpegCompressed)).description,
                       "cannot read BMP 'a.bmp': JPEG-compressed BMP is not supported")
        XCTAssertEqual(BitmapFileError(path: "out", problem: .output(.directory)).description, "cannot write BMP 'out': is a directory")
        XCTAssertEqual(BitmapFileError(path: "b.bmp", problem: .tooLarge(width: 16385, height: 1)).description,
                       "cannot write BMP 'b.bmp': 16385×1 is larger than the 16384-pixel side or the \(BitmapFile.pixelLimit)-pixel limit")
    }

    func testWritingOverTheInputReplacesItWhole() throws {
        let path = directory + "/same.bmp"
        try BitmapFile.write(image(8, 8, alpha: true), to: path)
        var again = try BitmapFile.read(path)
        again.pixels = again.pixels.map { 255 - $0 }
        try BitmapFile.write(again, to: path)
        XCTAssertEqual(try BitmapFile.read(path), again)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["same.bmp"])
    }

    func testAnImageOverTheLimitsIsNotWritten() {
        let big = BitmapImage(width: 16385, height: 1, pixels: [UInt8](repeating: 0, count: 16385 * 4))
        let path = directory + "/big.bmp"
        XCTAssertThrowsError(try BitmapFile.write(big, to: path)) {
            XCTAssertEqual($0 as? BitmapFileError, BitmapFileError(path: path, problem: .tooLarge(width: 16385, height: 1)))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testADirectoryTargetIsRefusedAndLeftAlone() throws {
        XCTAssertThrowsError(try BitmapFile.write(image(2, 2, alpha: false), to: directory)) {
            XCTAssertEqual($0 as? BitmapFileError, BitmapFileError(path: self.directory, problem: .output(.directory)))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }
}

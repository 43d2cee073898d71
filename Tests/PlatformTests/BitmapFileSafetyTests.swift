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

    private func reason(_ bytes: [UInt8]) -> String {
        let path = directory + "/in.bmp"
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        do {
            _ = try BitmapFile.read(path)
            return "read"
        } catch {
            return "\(error)"
        }
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
        XCTAssertTrue(reason(bytes).contains("more than the 16384-pixel side"), reason(bytes))
        for (offset, value) in [(18, 3000), (22, 3000)] {
            for k in 0..<4 { bytes[offset + k] = UInt8((value >> (8 * k)) & 0xFF) }
        }
        XCTAssertTrue(reason(bytes).contains("but the file holds"), reason(bytes))
    }

    func testJPEGAndPNGCompressedBMPsAreRefused() throws {
        var bytes = try BitmapFile.encode(image(4, 4, alpha: false))
        bytes[30] = 4
        XCTAssertTrue(reason(bytes).contains("JPEG-compressed"))
        bytes[30] = 5
        XCTAssertTrue(reason(bytes).contains("PNG-compressed"))
    }

    func testNotABMPAndDirectoriesAreRefusedByWhatTheyAre() {
        XCTAssertTrue(reason(Array("hello, this is not a picture at all".utf8)).contains("not a BMP"))
        XCTAssertThrowsError(try BitmapFile.read(directory)) {
            XCTAssertEqual($0 as? BitmapFileError, .unreadable(path: directory, reason: "is a directory, not a regular file"))
        }
        XCTAssertThrowsError(try BitmapFile.read("/dev/zero")) {
            XCTAssertEqual($0 as? BitmapFileError, .unreadable(path: "/dev/zero", reason: "is a character device, not a regular file"))
        }
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
        XCTAssertThrowsError(try BitmapFile.write(big, to: path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testADirectoryTargetIsRefusedAndLeftAlone() throws {
        XCTAssertThrowsError(try BitmapFile.write(image(2, 2, alpha: false), to: directory)) {
            XCTAssertEqual($0 as? BitmapFileError, .unwritable(path: self.directory, reason: "is a directory"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }
}

import CSDL2
import Raster
import XCTest
@testable import Platform

/// The window's surface as a presenter (`SurfacePresenter`), on SDL's dummy video driver: the
/// surface always holds the frame, and the screen is given only what changed unless it may show
/// something else.
final class SurfacePresenterTests: XCTestCase {
    private var window: OpaquePointer?

    override func setUpWithError() throws {
        try DummyVideo.start()
        window = SDL_CreateWindow("surface", 0, 0, 40, 30, SDL_WINDOW_HIDDEN.rawValue)
        if window == nil { throw XCTSkip("no dummy window: \(String(cString: SDL_GetError()))") }
    }

    override func tearDown() {
        if let window { SDL_DestroyWindow(window) }
    }

    /// A frame of `width`×`height` whose pixel (x, y) is `seed + y * width + x` (opaque).
    private func frame(_ width: Int, _ height: Int, seed: UInt32) -> (PixelBuffer, UnsafeMutablePointer<UInt32>) {
        let base = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
        for i in 0..<(width * height) { base[i] = 0xFF00_0000 | ((seed &+ UInt32(i)) & 0xFF_FFFF) }
        return (PixelBuffer(base: base, width: width, height: height, pixelsPerRow: width), base)
    }

    /// The first pixel where the window's surface differs from `pixels` (colour only), nil if none.
    private func firstDifference(_ pixels: PixelBuffer) throws -> (Int, Int)? {
        let surface = try XCTUnwrap(SDL_GetWindowSurface(window)).pointee
        XCTAssertEqual(Int(surface.w), pixels.width)
        XCTAssertEqual(Int(surface.h), pixels.height)
        let base = try XCTUnwrap(surface.pixels)
        for y in 0..<pixels.height {
            let row = base.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width where (row[x] ^ pixels.base[y * pixels.pixelsPerRow + x]) & 0xFF_FFFF != 0 {
                return (x, y)
            }
        }
        return nil
    }

    private func presenter() throws -> SurfacePresenter {
        try XCTUnwrap(SurfacePresenter(window: XCTUnwrap(window)))
    }

    func testTheFirstFrameIsCopiedAndShownWhole() throws {
        let presenter = try presenter()
        let (pixels, base) = frame(40, 30, seed: 1)
        defer { base.deallocate() }
        presenter.present(pixels, changed: nil) { false }
        XCTAssertNil(try firstDifference(pixels))
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testOnlyTheChangedAreaIsShownAfterThat() throws {
        let presenter = try presenter()
        let (pixels, base) = frame(40, 30, seed: 1)
        defer { base.deallocate() }
        presenter.present(pixels, changed: nil) { false }
        let change = PixelRect(x: 5, y: 7, width: 10, height: 4)
        for y in 7..<11 { for x in 5..<15 { base[y * 40 + x] = 0xFF12_3456 } }
        presenter.present(pixels, changed: change) { false }
        XCTAssertNil(try firstDifference(pixels))
        XCTAssertEqual(presenter.lastShown, change)
        presenter.present(pixels, changed: nil) { false }
        XCTAssertNil(presenter.lastShown, "a frame that changed nothing shows nothing")
    }

    func testAnInvalidatedWindowIsShownWholeAtTheNextPresent() throws {
        let presenter = try presenter()
        let (pixels, base) = frame(40, 30, seed: 1)
        defer { base.deallocate() }
        presenter.present(pixels, changed: nil) { false }
        presenter.invalidate()
        presenter.present(pixels, changed: PixelRect(x: 1, y: 1, width: 2, height: 2)) { false }
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testANewSurfaceAfterAResizeIsFilledWholeThoughLittleChanged() throws {
        let presenter = try presenter()
        let (first, firstBase) = frame(40, 30, seed: 1)
        defer { firstBase.deallocate() }
        presenter.present(first, changed: nil) { false }
        SDL_SetWindowSize(window, 50, 20)
        let (resized, resizedBase) = frame(50, 20, seed: 9)
        defer { resizedBase.deallocate() }
        presenter.present(resized, changed: PixelRect(x: 0, y: 0, width: 3, height: 3)) { false }
        XCTAssertNil(try firstDifference(resized))
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 50, height: 20))
    }

    func testANewSurfaceOfTheSameSizeIsFilledWhole() throws {
        let presenter = try presenter()
        let (pixels, base) = frame(40, 30, seed: 1)
        defer { base.deallocate() }
        presenter.present(pixels, changed: nil) { false }
        // Resized and back between two presents: SDL makes a new surface of the old size, maybe
        // in the old one's memory, holding nothing of the frame.
        SDL_SetWindowSize(window, 50, 20)
        SDL_SetWindowSize(window, 40, 30)
        let surface = try XCTUnwrap(SDL_GetWindowSurface(window))
        let pixelsOfSurface = try XCTUnwrap(surface.pointee.pixels)
        pixelsOfSurface.initializeMemory(as: UInt8.self, repeating: 0, count: Int(surface.pointee.pitch) * 30)
        presenter.present(pixels, changed: PixelRect(x: 0, y: 0, width: 2, height: 2)) { false }
        XCTAssertNil(try firstDifference(pixels))
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testAWithheldFrameIsShownWholeNextTime() throws {
        let presenter = try presenter()
        let (pixels, base) = frame(40, 30, seed: 1)
        defer { base.deallocate() }
        presenter.present(pixels, changed: nil) { false }
        presenter.present(pixels, changed: PixelRect(x: 0, y: 0, width: 4, height: 4)) { true }
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30), "not shown: still the last")
        presenter.present(pixels, changed: PixelRect(x: 8, y: 8, width: 2, height: 2)) { false }
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30))
    }

    func testAFrameOfAnotherSizeIsScaledOverTheWholeSurface() throws {
        let presenter = try presenter()
        // A frame of half the window's size, of one colour: every surface pixel takes it.
        let base = UnsafeMutablePointer<UInt32>.allocate(capacity: 20 * 15)
        defer { base.deallocate() }
        base.initialize(repeating: 0xFFAB_CDEF, count: 20 * 15)
        presenter.present(PixelBuffer(base: base, width: 20, height: 15, pixelsPerRow: 20), changed: nil) { false }
        let surface = try XCTUnwrap(SDL_GetWindowSurface(window)).pointee
        let pixels = try XCTUnwrap(surface.pixels)
        for y in 0..<Int(surface.h) {
            let row = pixels.advanced(by: y * Int(surface.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(surface.w) { XCTAssertEqual(row[x] & 0xFF_FFFF, 0xAB_CDEF, "(\(x), \(y))") }
        }
        XCTAssertEqual(presenter.lastShown, PixelRect(x: 0, y: 0, width: 40, height: 30))
    }
}

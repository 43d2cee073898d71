import Painting
import XCTest
@testable import Platform

/// The scenes' pictures are found wherever Fluid runs from (an install, a checkout, a package of
/// one's own), and a picture found nowhere is one warning naming every place looked in.
final class AssetLocatorTests: XCTestCase {
    func testAnInstalledBinaryLooksInShareFluidBesideItsBin() {
        let places = AssetLocator.places(environment: [:], executable: "/opt/x/bin/fluid", sourceRoot: "/src/Fluid")
        XCTAssertEqual(places.first, "/opt/x/share/fluid")
        XCTAssertEqual(places.last, "/src/Fluid/Assets")
    }

    func testFluidAssetsComesFirst() {
        let places = AssetLocator.places(environment: ["FLUID_ASSETS": "/my/pictures"], executable: "/opt/x/bin/fluid", sourceRoot: "/src")
        XCTAssertEqual(places.first, "/my/pictures")
    }

    func testABuildFolderFindsTheCheckoutsAssetsAboveIt() {
        let places = AssetLocator.places(environment: [:], executable: "/src/Fluid/.build/release/fluid", sourceRoot: "/elsewhere")
        XCTAssertTrue(places.contains("/src/Fluid/Assets"), "\(places)")
    }

    func testAPictureIsFoundInTheFirstPlaceHoldingIt() {
        let files: Set<String> = ["/b/album.bmp", "/c/album.bmp"]
        XCTAssertEqual(AssetLocator.locate("Assets/album.bmp", places: ["/a", "/b", "/c"], exists: files.contains),
                       .found("/b/album.bmp"))
    }

    func testAMissingPictureNamesEveryPlaceLookedIn() {
        let location = AssetLocator.locate("Assets/album.bmp", places: ["/a", "/b"], exists: { _ in false })
        XCTAssertEqual(location, .missing(tried: ["Assets/album.bmp", "/a/album.bmp", "/b/album.bmp"]))
        guard case .missing(let tried) = location else { return }
        XCTAssertEqual(PaintWarning.pictureNotFound(path: "Assets/album.bmp", tried: tried).description,
                       "image Assets/album.bmp not found; looked in: Assets/album.bmp, /a/album.bmp, /b/album.bmp "
                       + "(set FLUID_ASSETS to the folder holding it); drawing a placeholder")
    }

    func testThisCheckoutsAssetsAreWhereTheSourceRootSays() {
        XCTAssertTrue(FileManager.default.fileExists(atPath: AssetLocator.sourceRoot + "/Assets/album.bmp"), AssetLocator.sourceRoot)
    }
}

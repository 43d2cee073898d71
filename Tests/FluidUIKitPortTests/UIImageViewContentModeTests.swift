// UIImageView's contentMode as UIKit code sets it: the picture's size read from its file, and
// placed by the mode in the view's bounds (cut by clipsToBounds, as in UIKit).
import XCTest
import FluidUIKit

final class UIImageViewContentModeTests: XCTestCase {
    /// Fluid's landscape picture, 1280×800 pixels.
    private let landscape = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets/landscape.bmp").path

    func testAnImagesSizeIsReadFromItsFile() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: landscape))
        XCTAssertEqual(image.size, CGSize(width: 1280, height: 800))
        XCTAssertEqual(try XCTUnwrap(UIImage(contentsOfFile: "/nonexistent.bmp")).size, .zero)
    }

    func testAnImageViewsIntrinsicContentSizeIsItsImagesSize() throws {
        let imageView = UIImageView(image: try XCTUnwrap(UIImage(contentsOfFile: landscape)))
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 1280, height: 800))
        imageView.image = nil
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testAnImageViewPlacedOnlyByItsCentreTakesItsImagesSize() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let imageView = UIImageView(image: try XCTUnwrap(UIImage(contentsOfFile: landscape)))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(imageView.frame, CGRect(x: 360, y: 600, width: 1280, height: 800))
    }

    func testAspectFillCoversTheBoundsAndAspectFitFitsInside() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100), size = CGSize(width: 200, height: 100)
        XCTAssertEqual(UIView.ContentMode.scaleAspectFill.rect(for: size, in: bounds), CGRect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(UIView.ContentMode.scaleAspectFit.rect(for: size, in: bounds), CGRect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(UIView.ContentMode.scaleToFill.rect(for: size, in: bounds), bounds)
        XCTAssertEqual(UIView.ContentMode.center.rect(for: size, in: bounds), CGRect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(UIView.ContentMode.topLeft.rect(for: CGSize(width: 10, height: 20), in: bounds), CGRect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(UIView.ContentMode.bottomRight.rect(for: CGSize(width: 10, height: 20), in: bounds), CGRect(x: 90, y: 80, width: 10, height: 20))
    }

    func testAnAspectFilledImageViewPlacesItsPictureAndFollowsAResize() throws {
        let imageView = UIImageView(image: UIImage(contentsOfFile: landscape))
        imageView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        let picture = try XCTUnwrap(imageView.subviews.first)
        XCTAssertEqual(picture.frame, CGRect(x: -30, y: 0, width: 160, height: 100))
        imageView.frame.size = CGSize(width: 320, height: 100)
        imageView.layoutIfNeeded()
        XCTAssertEqual(picture.frame, CGRect(x: 0, y: -50, width: 320, height: 200))
        XCTAssertEqual(imageView.image?.reference.path, landscape)
    }

    func testTheDefaultModeDrawsThePictureAsTheViewsOwn() {
        let imageView = UIImageView(image: UIImage(contentsOfFile: landscape))
        XCTAssertEqual(imageView.contentMode, .scaleToFill)
        XCTAssertTrue(imageView.subviews.isEmpty)
        XCTAssertEqual(imageView.engineImage?.path, landscape)
        imageView.contentMode = .scaleAspectFit
        XCTAssertNil(imageView.engineImage)
        XCTAssertEqual(imageView.subviews.count, 1)
        imageView.contentMode = .scaleToFill
        XCTAssertTrue(imageView.subviews.isEmpty)
    }

    func testAHeaderThatIsNoBitmapHasNoSize() {
        XCTAssertEqual(UIImage(contentsOfFile: "/dev/null")?.size, .zero)
    }
}

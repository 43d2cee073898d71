// A zoomable photo in a scroll view, as UIKit code builds one: the delegate names the view,
// a pinch zooms about its fingers and springs back inside the limits, a double tap zooms to a
// rectangle, and code sets the zoom.
import FluidUIKit
import XCTest

private final class PhotoZoomController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var zooms: [CGFloat] = []
    var ended: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        photo.backgroundColor = .systemTeal
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: Self.zoomIn(_:))
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    func zoomIn(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: photo)
        scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms.append(scrollView.zoomScale) }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { ended.append(scale) }
}

final class UIScrollViewZoomPortTests: XCTestCase {
    private func stage() -> DemoStage<PhotoZoomController> {
        DemoStage(size: CGSize(width: 400, height: 400)) { PhotoZoomController() }
    }

    /// Two fingers 100 apart about (200, 200) spread to `distance` apart over 20 frames.
    private func pinch(_ device: Device, to distance: CGFloat, lift: Bool = true) {
        device.finger(.down, 0, at: CGPoint(x: 150, y: 200))
        device.finger(.down, 1, at: CGPoint(x: 250, y: 200))
        for k in 1...20 {
            let half = (50 + (distance / 2 - 50) * CGFloat(k) / 20)
            device.finger(.move, 0, at: CGPoint(x: 200 - half, y: 200))
            device.finger(.move, 1, at: CGPoint(x: 200 + half, y: 200))
            device.wait(1.0 / 60)
        }
        if lift {
            device.finger(.up, 0, at: CGPoint(x: 200 - distance / 2, y: 200))
            device.finger(.up, 1, at: CGPoint(x: 200 + distance / 2, y: 200))
        }
    }

    func testAPinchZoomsAboutItsFingersAndTheContentSizeFollows() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        XCTAssertNotNil(scroll.pinchGestureRecognizer)
        pinch(stage.device, to: 200)
        stage.device.wait(0.5)
        // The pinch's scale counts from its distance when it began (R36), a little over 100.
        let zoom = scroll.zoomScale
        XCTAssertEqual(zoom, 1.8, accuracy: 0.1)
        XCTAssertEqual(scroll.contentSize.width, 400 * zoom, accuracy: 1e-6)
        // The point under the fingers' middle (200, 200) stays there.
        XCTAssertEqual(scroll.contentOffset.x, 200 * zoom - 200, accuracy: 1e-6)
        XCTAssertEqual(scroll.contentOffset.y, 200 * zoom - 200, accuracy: 1e-6)
        let frame = stage.controller.photo.frame
        XCTAssertEqual(frame.minX, 0, accuracy: 1e-6, "the zoomed view fills the content from its corner")
        XCTAssertEqual(frame.width, 400 * zoom, accuracy: 1e-6)
        XCTAssertFalse(stage.controller.zooms.isEmpty)
        XCTAssertEqual(stage.controller.ended.last ?? 0, zoom, accuracy: 1e-9)
    }

    func testAPinchPastTheLimitResistsAndSpringsBack() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        pinch(stage.device, to: 500, lift: false)
        XCTAssertGreaterThan(scroll.zoomScale, 3, "past the limit while held")
        XCTAssertLessThan(scroll.zoomScale, 5, "but resisting")
        stage.device.finger(.up, 0, at: CGPoint(x: -50, y: 200))
        stage.device.finger(.up, 1, at: CGPoint(x: 450, y: 200))
        stage.device.wait(0.5)
        XCTAssertEqual(scroll.zoomScale, 3)
        XCTAssertEqual(stage.controller.photo.presentation.transform.scale.width, 3, accuracy: 1e-6)
        XCTAssertEqual(stage.controller.ended.last, 3)
    }

    func testCodeSetsTheZoomWithinTheLimitsAndADoubleTapZoomsToARectangle() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.main { scroll.setZoomScale(10, animated: false) }
        XCTAssertEqual(scroll.zoomScale, 3, "clamped")
        stage.device.main { scroll.zoomScale = 1 }
        stage.device.tap(at: CGPoint(x: 100, y: 100))
        stage.device.wait(0.1)
        stage.device.tap(at: CGPoint(x: 100, y: 100))
        stage.device.wait(0.5)
        XCTAssertEqual(scroll.zoomScale, 3, "100 points wanted 4×: the limit")
        // (100, 100) is centred at 3×: 300 − 200.
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 100, y: 100))
    }
}

private final class FeedController: UIViewController {
    let scrollView = UIScrollView()
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.alwaysBounceVertical = true
        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: Self.reload, for: .valueChanged)
        scrollView.refreshControl = refresh
        view.addSubview(scrollView)
    }

    func reload() { refreshes += 1 }
}

final class UIRefreshControlPortTests: XCTestCase {
    func testPullingPastTheTriggerRefreshesOnceAndTheContentRestsBelowTheSpinner() throws {
        let stage = DemoStage(size: CGSize(width: 400, height: 800)) { FeedController() }
        let scroll = stage.controller.scrollView
        let refresh = try XCTUnwrap(scroll.refreshControl)
        XCTAssertTrue(refresh.superview === scroll)
        stage.device.drag(from: CGPoint(x: 200, y: 100), by: CGVector(dx: 0, dy: 500), over: 0.5)
        XCTAssertEqual(stage.controller.refreshes, 1, "once, however far the pull goes")
        XCTAssertTrue(refresh.isRefreshing)
        stage.device.wait(1)
        XCTAssertEqual(scroll.contentOffset.y, -60, accuracy: 0.5, "resting below the spinner")
        stage.device.main { refresh.endRefreshing() }
        stage.device.wait(1)
        XCTAssertFalse(refresh.isRefreshing)
        XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 0.5)
    }

    func testAShortPullDoesNotRefresh() {
        let stage = DemoStage(size: CGSize(width: 400, height: 800)) { FeedController() }
        stage.device.drag(from: CGPoint(x: 200, y: 100), by: CGVector(dx: 0, dy: 80), over: 0.3)
        stage.device.wait(1)
        XCTAssertEqual(stage.controller.refreshes, 0, "the rubber band keeps an 80-point drag under the trigger")
        XCTAssertEqual(stage.controller.scrollView.contentOffset.y, 0, accuracy: 0.5)
    }
}

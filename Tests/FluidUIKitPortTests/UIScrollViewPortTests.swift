import XCTest
import FluidUIKit

/// A list in a scroll view, in UIKit's spelling, recording what its delegate hears.
final class ScrollListController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    private(set) var heard: [String] = []
    private(set) var releaseVelocity = CGPoint.zero
    private(set) var tappedRows: [Int] = []
    /// When set, the delegate moves the coast's end here.
    var snap: ((CGPoint) -> CGPoint)?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 3000)
        view.addSubview(scrollView)
        for i in 0..<30 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: view.bounds.width, height: 96))
            row.backgroundColor = i % 2 == 0 ? .systemBlue : .systemTeal
            row.tag = i
            row.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.rowTapped))
            scrollView.addSubview(row)
        }
    }

    func rowTapped(_ tap: UITapGestureRecognizer) {
        if let row = tap.view { tappedRows.append(row.tag) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { heard.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        heard.append("willEndDragging")
        releaseVelocity = velocity
        if let snap { targetContentOffset.pointee = snap(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        heard.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { heard.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { heard.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { heard.append("didEndScrollingAnimation") }
}

/// UIScrollView: offset under the finger, the coast UIKit projects (F5), the rubber band (F4),
/// paging, the delegate's target, and what the delegate hears, in UIKit's order.
final class UIScrollViewPortTests: XCTestCase {
    private func stage() -> DemoStage<ScrollListController> { DemoStage { ScrollListController() } }

    func testADragMovesTheContentWithTheFingerAfterTheSlop() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.drag(from: CGPoint(x: 195, y: 600), by: CGVector(dx: 0, dy: -300), over: 1, lift: false)
        // The pan starts past its slop; from there the content follows the finger exactly.
        let moved = scroll.contentOffset.y
        stage.device.move(by: CGVector(dx: 0, dy: -50), over: 0.2)
        XCTAssertEqual(scroll.contentOffset.y - moved, 50, accuracy: 1e-6)
        XCTAssertGreaterThan(moved, 270)
        XCTAssertTrue(scroll.isDragging)
        stage.device.lift()
    }

    func testAFlickCoastsToUIKitsProjectionAndTellsTheDelegateInOrder() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.drag(from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -200), over: 0.1)
        let released = scroll.contentOffset.y
        let v = stage.controller.releaseVelocity.y * 1000
        XCTAssertGreaterThan(v, 1000, "points per millisecond, content moving down the list")
        // The normal rate halves the speed every 0.35 s: within a quarter point of the end after 4.2 s.
        stage.device.wait(5)
        let projected = released + v / 1000 * 0.998 / (1 - 0.998)
        XCTAssertEqual(scroll.contentOffset.y, min(projected, 3000 - 844), accuracy: 2)
        XCTAssertEqual(stage.controller.heard, ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                                "willBeginDecelerating", "didEndDecelerating"])
        XCTAssertFalse(scroll.isDecelerating)
    }

    func testPulledPastTheTopItRubberBandsAndSpringsBack() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.drag(from: CGPoint(x: 195, y: 200), by: CGVector(dx: 0, dy: 400), over: 1, lift: false)
        let shown = -scroll.contentOffset.y
        XCTAssertGreaterThan(shown, 50)
        XCTAssertLessThan(shown, 380, "the band gives less than the finger's travel")
        stage.device.lift()
        stage.device.wait(1.5)
        XCTAssertEqual(scroll.contentOffset.y, 0, accuracy: 1e-9)
    }

    func testTheDelegatesTargetIsWhereTheCoastEnds() {
        let stage = stage()
        stage.controller.snap = { CGPoint(x: $0.x, y: ($0.y / 100).rounded() * 100 + 50) }
        let scroll = stage.controller.scrollView
        stage.device.drag(from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -120), over: 0.1)
        stage.device.wait(3)
        XCTAssertEqual(scroll.contentOffset.y.truncatingRemainder(dividingBy: 100), 50, accuracy: 1e-9)
    }

    func testPagingSettlesOnTheNextPage() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.main { scroll.isPagingEnabled = true }
        stage.device.drag(from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -120), over: 0.1)
        stage.device.wait(2)
        XCTAssertEqual(scroll.contentOffset.y, 844, accuracy: 1e-9)
    }

    func testAnAnimatedSetEndsWithTheScrollingAnimation() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.main { scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true) }
        stage.device.wait(0.05)
        XCTAssertGreaterThan(scroll.contentOffset.y, 0)
        XCTAssertLessThan(scroll.contentOffset.y, 400, "on its way, not there at once")
        stage.device.wait(1.5)
        XCTAssertEqual(scroll.contentOffset.y, 400)
        XCTAssertEqual(stage.controller.heard, ["didEndScrollingAnimation"])
    }

    func testTheContentIsDrawnAtTheOffset() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.main { scroll.contentOffset = CGPoint(x: 0, y: 250) }
        XCTAssertEqual(scroll.bounds.origin.y, 250)
        let row = scroll.subviews[3]
        XCTAssertEqual(row.convert(CGPoint.zero, to: stage.controller.view).y, 50, accuracy: 1e-9)
    }

    func testATouchpadScrollMovesTheContentAsAFingerWould() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.scroll(at: CGPoint(x: 195, y: 400), by: CGPoint(x: 0, y: -20), steps: 10)
        XCTAssertEqual(scroll.contentOffset.y, 200, accuracy: 1e-9, "content follows the fingers up, as a drag up")
        XCTAssertEqual(stage.controller.heard, ["willBeginDragging"])
    }

    func testARowTakesATapAndTheScrollViewTakesADragFromIt() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.tap(at: CGPoint(x: 195, y: 250))
        stage.device.wait(0.1)
        XCTAssertEqual(stage.controller.tappedRows, [2])
        stage.device.drag(from: CGPoint(x: 195, y: 250), by: CGVector(dx: 0, dy: -150), over: 0.5)
        stage.device.wait(0.1)
        XCTAssertEqual(stage.controller.tappedRows, [2], "a drag is no tap")
        XCTAssertGreaterThan(scroll.contentOffset.y, 130)
    }

    func testATouchOnCoastingContentStopsItAtOnceAndTapsNoRow() {
        let stage = stage()
        let scroll = stage.controller.scrollView
        stage.device.drag(from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -200), over: 0.1)
        stage.device.wait(0.2)
        XCTAssertTrue(scroll.isDecelerating)
        stage.device.tap(at: CGPoint(x: 195, y: 400))
        let caught = scroll.contentOffset.y
        stage.device.wait(1)
        XCTAssertEqual(scroll.contentOffset.y, caught, accuracy: 1e-9, "caught where it was")
        XCTAssertFalse(scroll.isDecelerating)
        XCTAssertEqual(stage.controller.tappedRows, [], "the touch caught the content, it tapped no row")
        // At rest again, a tap is a row's.
        stage.device.tap(at: CGPoint(x: 195, y: 400))
        stage.device.wait(0.1)
        XCTAssertEqual(stage.controller.tappedRows.count, 1)
    }
}

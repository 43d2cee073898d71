import Foundation
import XCTest
import ViewTree
@testable import Gestures

/// A pan of one's own that overrides the designated `init(target:action:)`, as UIKit code
/// overrides `init(target: Any?, action: Selector?)`.
private class OneFingerPan: PanGestureRecognizer {
    private(set) var initialised = false
    override init(target: Any?, action: GestureAction?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        initialised = true
    }
}

/// `init(target:action:)` is GestureRecognizer's one designated initialiser: every other one
/// reaches a subclass's override of it, and a `GestureAction` it is given is sent.
final class DesignatedInitTests: GestureTestCase {
    func testEveryInitialiserReachesTheSubclassesOverride() {
        let scene = DrawerScene()
        XCTAssertTrue(OneFingerPan().initialised)
        XCTAssertTrue(OneFingerPan(name: "p").initialised)
        let referenced = OneFingerPan(target: scene, action: DrawerScene.didPan)
        XCTAssertTrue(referenced.initialised)
        XCTAssertEqual(referenced.maximumNumberOfTouches, 1)
    }

    func testAnActionGivenToTheDesignatedInitialiserIsSentToItsTarget() {
        let scene = DrawerScene()
        let pan = PanGestureRecognizer(target: scene, action: GestureAction(DrawerScene.didPan))
        root.addGestureRecognizer(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        XCTAssertEqual(scene.pans.first, .began)
        XCTAssertEqual(scene.pans.last, .ended)
    }

    func testTheTargetIsHeldWeaklyAndSkippedOnceGone() {
        var scene: DrawerScene? = DrawerScene()
        let pan = PanGestureRecognizer(target: scene, action: GestureAction(DrawerScene.didPan))
        weak var held = scene
        scene = nil
        XCTAssertNil(held, "not kept alive by the recogniser")
        root.addGestureRecognizer(pan)
        drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        XCTAssertEqual(pan.state, .ended, "it recognises; nothing is sent")
    }
}

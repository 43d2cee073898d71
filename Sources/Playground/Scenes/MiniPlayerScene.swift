import Animation
import Foundation
import Gestures
import ViewTree

// Seed 004 ("Delightful Interactive Animations", Spotify's player): a `tabBar` at the bottom and
// a `miniPlayer` bar above it; pulling the bar up (or tapping it) opens the full `player` over
// both. The views live here; `TransitionCoordinator` (MiniPlayerTransitionCoordinator.swift)
// owns the state, the gestures and the animators: a spring for the player container and the tab
// bar, plus keyframed fades for the player's content and the mini player with
// `scrubsLinearly = false`, as in the seed.

/// Tab bar + mini player → full player, through the seed's transition coordinator.
final class MiniPlayerScene: Scene {
    static let name = "mini-player"
    static let title = "Mini player"
    static let summary = "tab bar + mini player → full player; a spring frame animator plus keyframed fades (scrubsLinearly = false)"
    /// The fades scrub along their curves (the seed's `scrubsLinearly = false`); S toggles it.
    /// The frame's release spring, UIKit duration + ζ: 1 s at ζ 0.9, so a 1,000–2,000 pt/s flick leaves at the finger's speed (its first frame within 10 %) with no shaping (F1).
    static let defaultTuning = SceneTuning(dampingRatio: 0.9, response: 1.0, scrubsLinearly: false)

    let view = View(name: "mini-player")
    var tuning = MiniPlayerScene.defaultTuning
    var animators: [PropertyAnimator] { transitionCoordinator?.runningAnimators ?? [] }
    // Stored, so the HUD can read them every frame without building an array.
    private(set) var pans: [PanGestureRecognizer] = []

    // The tab bar controller's content and tab bar.
    private let home = View(name: "home")
    private let homeTitle = View(name: "homeTitle")
    private var tiles: [(tile: View, art: View, text: View)] = []
    private let recentTitle = View(name: "recentTitle")
    private var recents: [(art: View, text: View)] = []
    let tabBar = View(name: "tabBar")
    private var tabs: [(tab: View, icon: View, text: View)] = []

    // The player view controller: one container holding the mini player bar and the full player.
    let player = View(name: "player")
    let miniPlayer = View(name: "miniPlayer")
    private let miniArtwork = View(name: "miniArtwork")
    private let miniTitle = View(name: "miniTitle")
    private let miniPauseButton = View(name: "miniPauseButton")
    let playerContent = View(name: "playerContent")
    private let closeChevron = View(name: "closeChevron")
    private let artwork = View(name: "artwork")
    private let songTitle = View(name: "songTitle")
    private let artistLabel = View(name: "artistLabel")
    private let progressTrack = View(name: "progressTrack")
    private let progressFill = View(name: "progressFill")
    private let progressKnob = View(name: "progressKnob")
    private let previousButton = View(name: "previousButton")
    private let playButton = View(name: "playButton")
    private let nextButton = View(name: "nextButton")

    private var transitionCoordinator: TransitionCoordinator? {
        didSet { pans = transitionCoordinator.map { [$0.panGestureRecognizer] } ?? [] }
    }
    private(set) var size = CGSize.zero

    static let tabBarHeight: CGFloat = 72
    static let miniPlayerHeight: CGFloat = 64

    init() {
        view.backgroundColor = Color(hex: 0x121214)
        buildHome()
        buildPlayer()
        buildTabBar()
        view.addSubview(home)
        view.addSubview(player)
        view.addSubview(tabBar)
        transitionCoordinator = TransitionCoordinator(scene: self)
        // Observers do not run during init: the HUD, `G` and the tests find the pan here.
        pans = transitionCoordinator.map { [$0.panGestureRecognizer] } ?? []
    }

    // MARK: Building

    private func buildHome() {
        homeTitle.label = TextLabel("Good evening", size: 30, color: .white, alignment: .left)
        home.addSubview(homeTitle)
        let names = ["Daily Mix 1", "Springs & Curves", "Liked Songs", "Focus Flow", "Late Night Jazz", "Velocity"]
        let colors: [UInt32] = [0x1DB954, 0x5E60CE, 0x7B2CBF, 0xE76F51, 0x2A9D8F, 0xF4A261]
        for (i, name) in names.enumerated() {
            let tile = View(name: "tile\(i)")
            tile.backgroundColor = Color(hex: 0x2A2A2E)
            tile.cornerRadius = 6
            tile.clipsToBounds = true
            let art = View(name: "tileArt\(i)")
            if i == 0 {
                art.image = ImageReference(path: "Assets/album.bmp")
            } else {
                art.backgroundColor = Color(hex: colors[i % colors.count])
            }
            let text = View(name: "tileText\(i)")
            text.label = TextLabel(name, size: 17, color: .white, alignment: .left)
            tile.addSubview(art)
            tile.addSubview(text)
            home.addSubview(tile)
            tiles.append((tile, art, text))
        }
        recentTitle.label = TextLabel("Recently played", size: 24, color: .white, alignment: .left)
        home.addSubview(recentTitle)
        let recentNames = ["Interruptible", "Rubber Band", "Critically Damped", "Overshoot", "Settling Time"]
        for (i, name) in recentNames.enumerated() {
            let art = View(name: "recentArt\(i)")
            if i == 0 {
                art.image = ImageReference(path: "Assets/album.bmp")
            } else {
                art.backgroundColor = Color(hex: colors[(i + 2) % colors.count])
            }
            art.cornerRadius = 8
            let text = View(name: "recentText\(i)")
            text.label = TextLabel(name, size: 15, color: Color(white: 1, alpha: 0.8), alignment: .left)
            home.addSubview(art)
            home.addSubview(text)
            recents.append((art, text))
        }
    }

    private func buildPlayer() {
        player.backgroundColor = Color(hex: 0x2E2A3A)
        player.cornerRadius = 12
        player.maskedCorners = .top
        player.clipsToBounds = true

        playerContent.alpha = 0
        player.addSubview(playerContent)
        closeChevron.backgroundColor = Color(white: 1, alpha: 0.5)
        closeChevron.cornerRadius = 3
        artwork.image = ImageReference(path: "Assets/album.bmp")
        artwork.cornerRadius = 10
        songTitle.label = TextLabel("Interruptible", size: 26, color: .white, alignment: .left)
        artistLabel.label = TextLabel("The Property Animators", size: 18, color: Color(white: 1, alpha: 0.65), alignment: .left)
        progressTrack.backgroundColor = Color(white: 1, alpha: 0.25)
        progressTrack.cornerRadius = 2
        progressFill.backgroundColor = .white
        progressFill.cornerRadius = 2
        progressKnob.backgroundColor = .white
        progressKnob.cornerRadius = 7
        for subview in [closeChevron, artwork, songTitle, artistLabel, progressTrack, progressFill, progressKnob,
                        previousButton, playButton, nextButton] {
            playerContent.addSubview(subview)
        }
        playButton.backgroundColor = .white
        addPauseBars(to: playButton, color: Color(hex: 0x1C1C1E), name: "playButtonBar")
        for (button, name) in [(previousButton, "previousButton"), (nextButton, "nextButton")] {
            // Skip glyphs, |◀◀ and ▶▶|: a bar and two arrows, each arrow half of a diamond that
            // a clipping box cuts in two (drawn rather than typed: the font has no such glyph).
            let bar = View(name: name + "Bar")
            bar.backgroundColor = .white
            bar.cornerRadius = 1.5
            button.addSubview(bar)
            for i in 0..<2 {
                let arrow = View(name: name + "Arrow\(i)")
                arrow.clipsToBounds = true
                let diamond = View(name: name + "Diamond\(i)")
                diamond.backgroundColor = .white
                diamond.cornerRadius = 1.5
                diamond.transform = Transform(rotationAngle: .pi / 4)
                arrow.addSubview(diamond)
                button.addSubview(arrow)
            }
        }

        miniPlayer.backgroundColor = Color(hex: 0x3A3450)
        player.addSubview(miniPlayer)
        miniArtwork.image = ImageReference(path: "Assets/album.bmp")
        miniArtwork.cornerRadius = 4
        miniPlayer.addSubview(miniArtwork)
        miniTitle.label = TextLabel("Interruptible · The Property Animators", size: 17, color: .white, alignment: .left)
        miniPlayer.addSubview(miniTitle)
        addPauseBars(to: miniPauseButton, color: .white, name: "miniPauseBar")
        miniPlayer.addSubview(miniPauseButton)
    }

    private func addPauseBars(to button: View, color: Color, name: String) {
        for i in 0..<2 {
            let bar = View(name: "\(name)\(i)")
            bar.backgroundColor = color
            bar.cornerRadius = 2
            button.addSubview(bar)
        }
    }

    private func buildTabBar() {
        tabBar.backgroundColor = Color(hex: 0x18181B, alpha: 0.97)
        for (i, name) in ["Home", "Search", "Library"].enumerated() {
            let tab = View(name: "tab\(i)")
            let icon = View(name: "tabIcon\(i)")
            icon.backgroundColor = i == 0 ? .white : Color(white: 1, alpha: 0.45)
            icon.cornerRadius = i == 1 ? 11 : 5
            let text = View(name: "tabText\(i)")
            text.label = TextLabel(name, size: 13, color: i == 0 ? .white : Color(white: 1, alpha: 0.55))
            tab.addSubview(icon)
            tab.addSubview(text)
            tabBar.addSubview(tab)
            tabs.append((tab, icon, text))
        }
    }

    // MARK: Layout

    func layout(size: CGSize) {
        self.size = size
        view.frame = CGRect(origin: .zero, size: size)
        layoutHome(size)
        layoutTabBarContent(size)
        layoutPlayerContent(size)
        transitionCoordinator?.layoutDidChange()
    }

    private func layoutHome(_ size: CGSize) {
        home.frame = CGRect(origin: .zero, size: size)
        homeTitle.frame = CGRect(x: 24, y: 24, width: size.width - 48, height: 44)
        let columns = size.width > 700 ? 3 : 2
        let gap: CGFloat = 14
        let width = (size.width - 48 - gap * CGFloat(columns - 1)) / CGFloat(columns)
        for (i, entry) in tiles.enumerated() {
            let column = CGFloat(i % columns), row = CGFloat(i / columns)
            entry.tile.frame = CGRect(x: 24 + column * (width + gap), y: 84 + row * 76, width: width, height: 64)
            entry.art.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            entry.text.frame = CGRect(x: 78, y: 10, width: width - 88, height: 44)
        }
        let rows = CGFloat((tiles.count + columns - 1) / columns)
        let top = 84 + rows * 76 + 16
        recentTitle.frame = CGRect(x: 24, y: top, width: size.width - 48, height: 36)
        let count = CGFloat(recents.count)
        // Captions end above the mini player (which sits on the tab bar), however short the window.
        let above = size.height - Self.tabBarHeight - Self.miniPlayerHeight - 8 - (top + 52 + 24)
        let side = max(40, min(200, (size.width - 48 - 16 * (count - 1)) / count, above))
        for (i, entry) in recents.enumerated() {
            let x = 24 + CGFloat(i) * (side + 16)
            entry.art.frame = CGRect(x: x, y: top + 48, width: side, height: side)
            entry.text.frame = CGRect(x: x, y: top + 52 + side, width: side, height: 24)
        }
    }

    private func layoutTabBarContent(_ size: CGSize) {
        let width = size.width / CGFloat(max(tabs.count, 1))
        for (i, entry) in tabs.enumerated() {
            entry.tab.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: Self.tabBarHeight)
            entry.icon.frame = CGRect(x: width / 2 - 11, y: 12, width: 22, height: 22)
            entry.text.frame = CGRect(x: 0, y: 38, width: width, height: 20)
        }
    }

    /// The full player and the mini player inside the container, which is always screen-sized.
    private func layoutPlayerContent(_ size: CGSize) {
        let w = size.width, h = size.height
        miniPlayer.frame = CGRect(x: 0, y: 0, width: w, height: Self.miniPlayerHeight)
        miniArtwork.frame = CGRect(x: 12, y: 8, width: 48, height: 48)
        miniTitle.frame = CGRect(x: 74, y: 10, width: max(0, w - 74 - 60), height: 44)
        miniPauseButton.frame = CGRect(x: w - 48, y: 20, width: 24, height: 24)
        for (i, bar) in miniPauseButton.subviews.enumerated() {
            bar.frame = CGRect(x: 4 + CGFloat(i) * 10, y: 2, width: 6, height: 20)
        }

        playerContent.frame = CGRect(x: 0, y: 0, width: w, height: h)
        closeChevron.frame = CGRect(x: w / 2 - 24, y: 16, width: 48, height: 6)
        let side = max(80, min(w - 80, h - 300, 440))
        artwork.frame = CGRect(x: (w - side) / 2, y: 44, width: side, height: side)
        let left = (w - max(side, min(w - 80, 440))) / 2
        let column = w - 2 * left
        songTitle.frame = CGRect(x: left, y: artwork.frame.maxY + 20, width: column, height: 34)
        artistLabel.frame = CGRect(x: left, y: songTitle.frame.maxY + 2, width: column, height: 26)
        let trackY = artistLabel.frame.maxY + 22
        progressTrack.frame = CGRect(x: left, y: trackY, width: column, height: 4)
        progressFill.frame = CGRect(x: left, y: trackY, width: column * 0.42, height: 4)
        progressKnob.frame = CGRect(x: left + column * 0.42 - 7, y: trackY - 5, width: 14, height: 14)
        let controlsY = trackY + 26
        playButton.frame = CGRect(x: w / 2 - 32, y: controlsY, width: 64, height: 64)
        playButton.cornerRadius = 32
        for (i, bar) in playButton.subviews.enumerated() {
            bar.frame = CGRect(x: 22 + CGFloat(i) * 13, y: 20, width: 7, height: 24)
        }
        previousButton.frame = CGRect(x: w / 2 - 130, y: controlsY + 16, width: 32, height: 32)
        nextButton.frame = CGRect(x: w / 2 + 98, y: controlsY + 16, width: 32, height: 32)
        for (button, pointsLeft) in [(previousButton, true), (nextButton, false)] {
            guard button.subviews.count == 3 else { continue }
            layOutSkipGlyph(button, pointsLeft: pointsLeft)
        }
    }

    /// |◀◀ or ▶▶| in a 32-point button: arrows 9 wide and 18 high, the bar at the pointed end.
    private func layOutSkipGlyph(_ button: View, pointsLeft: Bool) {
        let height: CGFloat = 18, width: CGFloat = 9, side = height / 2.squareRoot()
        button.subviews[0].frame = CGRect(x: pointsLeft ? 5 : 23, y: 7, width: 4, height: height)
        for i in 1...2 {
            let x: CGFloat = pointsLeft ? 9 + CGFloat(i - 1) * width : 5 + CGFloat(i - 1) * width
            let arrow = button.subviews[i]
            arrow.frame = CGRect(x: x, y: 7, width: width, height: height)
            // The diamond's centre on the arrow's flat side: the clip keeps the half that points.
            let centreX = pointsLeft ? width : 0
            arrow.subviews.first?.frame = CGRect(x: centreX - side / 2, y: (height - side) / 2, width: side, height: side)
        }
    }

    /// The container's frame: covering the screen when open, its top bar above the tab bar when
    /// closed. Twice the screen's height, as a sheet's background continues past its edge: a
    /// spring that overshoots the top never shows a band under it (issue 51).
    func playerFrame(for state: TransitionCoordinator.State) -> CGRect {
        let y = state == .open ? 0 : size.height - Self.tabBarHeight - Self.miniPlayerHeight
        return CGRect(x: 0, y: y, width: size.width, height: size.height * 2)
    }

    func tabBarFrame() -> CGRect {
        CGRect(x: 0, y: size.height - Self.tabBarHeight, width: size.width, height: Self.tabBarHeight)
    }

    func tuningDidChange() {
        transitionCoordinator?.tuningDidChange()
    }

    func demoDrag(in size: CGSize) -> (from: CGPoint, to: CGPoint) {
        let y = size.height - Self.tabBarHeight - Self.miniPlayerHeight / 2
        return (CGPoint(x: size.width / 2, y: y), CGPoint(x: size.width / 2, y: size.height * 0.25))
    }
}

extension MiniPlayerScene {
    /// Its row of the key table (F2): the tuning keys it uses and what they change.
    static var keys: SceneKeys? { KeyTable.defaultSceneKeys }
}

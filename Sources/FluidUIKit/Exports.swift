// The umbrella for ports: `import FluidUIKit` stands where `import UIKit` stood, so it brings
// what `import UIKit` brings that the engine has: Foundation, the views, the animators, the
// recognisers and the input they take, under the engine's names and (UIKitNames.swift) UIKit's.
// This is the only module that re-exports others this way.
@_exported import Foundation
@_exported import ViewTree
@_exported import Animation
@_exported import Gestures
@_exported import Input
@_exported import AutoLayout

import Playground

/// The playground window for scenes of your own: what `fluid` is, with your scenes first.
///
/// A package made by `fluid new NAME` calls it from its `main.swift`:
///
/// ```swift
/// import FluidPlayground
///
/// FluidPlayground.main(scenes: [MyDrawerScene.self])
/// ```
///
/// The program then takes every option of `fluid` itself (`--scene`, `--size`, `--headless`,
/// `--frames`, `--screenshot`, `--record`, `--replay`, `--trace`, `--state`, …) and its `scenes`
/// and `export` commands, plus `--watch` to rebuild and reopen on save; the window has every key
/// (tuning saved per scene name, the HUD, `G`, `C`). The first scene given opens first and has
/// key `1`; the built-in scenes follow, a built-in scene of the same name as one given is left out.
public enum FluidPlayground {
    /// Runs the playground on `scenes` and exits with its status (`fluid`'s: 0 done, 2 bad input
    /// or no display, 64 usage).
    public static func main(scenes: [Scene.Type]) -> Never {
        SceneCatalog.addFirst(scenes)
        CommandMain.main(PlaygroundCommand.self, completion: PlaygroundCompletion.self)
    }
}

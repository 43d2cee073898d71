import ArgumentParser
import FluidPlayground
import Harness
import Playground

/// `fluid paint-assets`: paints the scenes' pictures from code into Assets/.
struct PaintAssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "paint-assets",
                                                    abstract: "Paint the pictures the scenes use (BMP) into a folder.")

    @Option(parsing: .unconditional, help: "Where to write them.")
    var output = "Assets"

    func run() throws {
        // Foundation says only "NSCocoaErrorDomain error 512" when it cannot make the folder.
        if let problem = OutputDirectory.prepare(output, option: "--output", mustBeEmpty: false) {
            throw problem
        }
        try AssetPainter.write(to: output)
        for asset in AssetPainter.all { try Output.print("\(output)/\(asset.file)  \(asset.width)×\(asset.height)") }
    }
}

import FileSafety
import Foundation
import Platform
import Playground

/// The Fluid checkout a package made by `fluid new` depends on, by path. Looked for in
/// `$FLUID_SOURCE`, then in the `source-path` an install wrote (`make install`), then in the
/// checkout this binary was compiled in. A checkout is a folder with Fluid's `Package.swift` and
/// the scene template.
enum FluidSource {
    static let templatePath = ScenePackage.Kind.scene.templatePath

    /// The checkout this file was compiled in.
    static let compiledIn: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }   // FluidSource.swift, fluid, Sources
        return url.path
    }()

    /// The checkout's absolute path, or the message naming every place looked in.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, FluidSourceError> {
        var candidates: [(String, String)] = []
        if let given = environment["FLUID_SOURCE"], !given.isEmpty {
            // Named on purpose: one that is not a checkout is a mistake to say, not to replace.
            guard isCheckout(given) else { return .failure(.givenIsNoCheckout(path: given)) }
            candidates.append(("FLUID_SOURCE", given))
        }
        let bin = URL(fileURLWithPath: AssetLocator.executablePath).deletingLastPathComponent()
        let record = bin.deletingLastPathComponent().appendingPathComponent("share/fluid/source-path").path
        if let bytes = try? InputFile.read(record, limit: 4096), let text = String(bytes: bytes, encoding: .utf8) {
            candidates.append((record, text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        candidates.append(("the checkout fluid was built in", compiledIn))
        for (_, path) in candidates where isCheckout(path) {
            return .success(URL(fileURLWithPath: path).standardized.path)
        }
        let tried = candidates.map { "\($0.1) (\($0.0))" }.joined(separator: ", ")
        return .failure(.noCheckout(tried: tried))
    }

    static func isCheckout(_ path: String) -> Bool {
        let manifest = path + "/Package.swift"
        guard let bytes = try? InputFile.read(manifest, limit: 1 << 20), let text = String(bytes: bytes, encoding: .utf8) else { return false }
        return text.contains("name: \"Fluid\"") && FileKind.of(path + "/" + templatePath) == .regular
    }
}

/// Why no checkout was found.
enum FluidSourceError: Error, Equatable, CustomStringConvertible {
    /// None of the places (described) holds a Fluid checkout.
    case noCheckout(tried: String)
    /// `$FLUID_SOURCE` names a folder without Fluid's `Package.swift` and scene template.
    case givenIsNoCheckout(path: String)

    var description: String {
        switch self {
        case .noCheckout(let tried): return "no Fluid checkout found: looked in \(tried); set FLUID_SOURCE to one"
        case .givenIsNoCheckout(let path):
            return "FLUID_SOURCE is \(SystemPath.display(path)), which is not a Fluid checkout (no Package.swift of Fluid with \(FluidSource.templatePath)); set it to one, or unset it"
        }
    }
}

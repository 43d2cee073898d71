import Painting

extension Renderer: Painter {}

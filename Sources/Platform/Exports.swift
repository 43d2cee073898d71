// The painter seam and the frame client are Painting's; whoever drives a window or a headless
// run through Platform works with them.
@_exported import Painting

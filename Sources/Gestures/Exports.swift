// Gestures' API speaks in input events and recordings: whoever imports Gestures sees them.
@_exported import Input

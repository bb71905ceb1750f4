extension ImageItem {
  /// Where an image of `imageSize` pixels lands in this item's frame, and what clips it: `fill` covers the frame
  /// (cropping, clipped to the frame); `fit` shows it whole, centred (clipped to its own rectangle). Both
  /// backends draw exactly this.
  public func placement(forImageOf imageSize: Size) -> (drawn: Rect, clip: Rect) {
    let scale =
      contentMode == .fill
      ? max(frame.width / imageSize.width, frame.height / imageSize.height)
      : min(frame.width / imageSize.width, frame.height / imageSize.height)
    let drawn = Rect(
      x: frame.x + (frame.width - imageSize.width * scale) / 2,
      y: frame.y + (frame.height - imageSize.height * scale) / 2,
      width: imageSize.width * scale, height: imageSize.height * scale)
    return (drawn, contentMode == .fill ? frame : drawn)
  }
}

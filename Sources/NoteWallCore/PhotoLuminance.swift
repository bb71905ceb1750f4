import DesignSystem
import Foundation
import Rendering

/// How bright a photo is where the notes go, which picks their ink (NoteInk). The photo is drawn small over the
/// whole screen by the platform's renderer; this averages the relative luminance of the free region's pixels.
public enum PhotoLuminance {
  /// The photo's brightness where the notes go: drawn small over the whole screen by the renderer, then
  /// averaged over `region`. Nil when the data is not an image the renderer can read.
  public static func measure(photo: Data, on device: DeviceProfile, region: Rect, renderer: some Renderer) -> Double? {
    guard
      let pixels = try? renderer.renderRGBA(sampleScene(photo: photo, on: device), pixelWidth: sampleWidth(for: device))
    else { return nil }
    return average(of: pixels, region: region, on: device)
  }

  /// The sample's width in pixels: a quarter of the screen's points is plenty for an average.
  public static func sampleWidth(for device: DeviceProfile) -> Int { max(1, Int(device.pointWidth / 4)) }

  /// The mean relative luminance inside `region` (in the device's points); the whole sample when the region is
  /// empty. 0 for an empty sample.
  public static func average(of sample: RGBAPixels, region: Rect, on device: DeviceProfile) -> Double {
    let scale = Double(sample.width) / device.pointWidth
    let clamp = { (value: Double, limit: Int) in min(max(Int(value), 0), limit) }
    var x0 = clamp(region.x * scale, sample.width)
    var x1 = clamp(region.maxX * scale, sample.width)
    var y0 = clamp(region.y * scale, sample.height)
    var y1 = clamp(region.maxY * scale, sample.height)
    if x0 >= x1 || y0 >= y1 { (x0, x1, y0, y1) = (0, sample.width, 0, sample.height) }
    var total = 0.0
    var count = 0.0
    for y in stride(from: y0, to: y1, by: 2) {
      for x in stride(from: x0, to: x1, by: 2) {
        let pixel = sample.rgb(x: x, y: y)
        total += Contrast.relativeLuminance(
          RGBAColor(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255))
        count += 1
      }
    }
    return count > 0 ? total / count : 0
  }

  /// The photo as a display list covering the screen, for the renderer to draw at `sampleWidth`.
  public static func sampleScene(photo: Data, on device: DeviceProfile) -> DisplayList {
    DisplayList(
      size: Size(width: device.pointWidth, height: device.pointHeight),
      items: [.image(ImageItem(data: photo, frame: device.bounds))])
  }
}

import DesignSystem
import Foundation
import Rendering

/// How bright a photo is, cell by cell, over the whole lock screen: drawn small by the platform's renderer,
/// kept as a grid of relative luminances, so each note's ink is chosen for the part of the photo its glyphs
/// actually fall on (NoteTreatment), not the free region's average.
public struct PhotoBrightness: Equatable, Sendable {
  public let columns: Int
  public let rows: Int
  /// Row-major relative luminance, 0 to 1.
  public let cells: [Double]
  /// The screen the grid covers, in points.
  public let size: Size

  public init(columns: Int, rows: Int, cells: [Double], size: Size) {
    let count = max(0, columns) * max(0, rows)
    self.columns = cells.count >= count ? max(0, columns) : 0
    self.rows = cells.count >= count ? max(0, rows) : 0
    self.cells = cells
    self.size = size
  }

  /// One luminance everywhere: a colour preset, or a photo measured only on average.
  public static func uniform(_ luminance: Double, size: Size = Size(width: 1, height: 1)) -> PhotoBrightness {
    PhotoBrightness(columns: 1, rows: 1, cells: [min(max(luminance.isFinite ? luminance : 0, 0), 1)], size: size)
  }

  public var average: Double { cells.isEmpty ? 0 : cells.reduce(0, +) / Double(cells.count) }

  /// The darkest and brightest the photo gets inside `rect` (the 2nd and 98th percentiles, so a speck of
  /// noise does not decide), and its mean; the whole photo's when the rect holds no cell.
  public func range(in rect: Rect) -> (darkest: Double, brightest: Double, mean: Double) {
    guard columns > 0, rows > 0, size.width > 0, size.height > 0 else { return (0, 0, 0) }
    let sx = Double(columns) / size.width
    let sy = Double(rows) / size.height
    let clamp = { (value: Double, limit: Int) in min(max(Int(value.isFinite ? value : 0), 0), limit) }
    var x0 = clamp((rect.minX * sx).rounded(.down), columns)
    var x1 = clamp((rect.maxX * sx).rounded(.up), columns)
    var y0 = clamp((rect.minY * sy).rounded(.down), rows)
    var y1 = clamp((rect.maxY * sy).rounded(.up), rows)
    if x0 >= x1 || y0 >= y1 { (x0, x1, y0, y1) = (0, columns, 0, rows) }
    var values: [Double] = []
    values.reserveCapacity((x1 - x0) * (y1 - y0))
    for y in y0..<y1 { values += cells[(y * columns + x0)..<(y * columns + x1)] }
    values.sort()
    let low = values[Int(Double(values.count - 1) * 0.02)]
    let high = values[Int(Double(values.count - 1) * 0.98)]
    return (low, high, values.reduce(0, +) / Double(values.count))
  }
}

public enum PhotoLuminance {
  /// The photo's brightness over the screen: drawn small by the renderer, one cell per sample pixel. Nil when
  /// the data is not an image the renderer can read.
  public static func measure(photo: Data, on device: DeviceProfile, renderer: some Renderer) -> PhotoBrightness? {
    guard
      let pixels = try? renderer.renderRGBA(sampleScene(photo: photo, on: device), pixelWidth: sampleWidth(for: device))
    else { return nil }
    return brightness(of: pixels, on: device)
  }

  /// The sample's width in pixels: a quarter of the screen's points, so a cell is 4 x 4 points, finer than a
  /// line of note text.
  public static func sampleWidth(for device: DeviceProfile) -> Int { max(1, Int(device.pointWidth / 4)) }

  public static func brightness(of sample: RGBAPixels, on device: DeviceProfile) -> PhotoBrightness {
    var cells: [Double] = []
    cells.reserveCapacity(sample.width * sample.height)
    for y in 0..<sample.height {
      for x in 0..<sample.width {
        let pixel = sample.rgb(x: x, y: y)
        cells.append(
          Contrast.relativeLuminance(
            RGBAColor(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255)))
      }
    }
    let bounds = device.bounds
    return PhotoBrightness(
      columns: sample.width, rows: sample.height, cells: cells, size: Size(width: bounds.width, height: bounds.height))
  }

  /// The mean relative luminance inside `region` (in the device's points); the whole sample when the region is
  /// empty. 0 for an empty sample.
  public static func average(of sample: RGBAPixels, region: Rect, on device: DeviceProfile) -> Double {
    brightness(of: sample, on: device).range(in: region).mean
  }

  /// The photo as a display list covering the screen, for the renderer to draw at `sampleWidth`.
  public static func sampleScene(photo: Data, on device: DeviceProfile) -> DisplayList {
    let bounds = device.bounds
    return DisplayList(
      size: Size(width: bounds.width, height: bounds.height), items: [.image(ImageItem(data: photo, frame: bounds))])
  }
}

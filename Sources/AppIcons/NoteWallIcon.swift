import DesignSystem
import Rendering

/// NoteWall: a lock screen at night, its clock at the top and the user's notes below it, out of its way.
enum NoteWallIcon {
  static var scene: DisplayList {
    let white = RGBAColor.white
    let notes: [DisplayItem] = ["Call mum", "Gym at 7", "Read 20 pages"].enumerated().flatMap { index, note in
      let y = 500 + Double(index) * 118
      return [
        IconParts.circle(centre: Point(x: 214, y: y + 48), diameter: 26, color: Theme.noteWall.accent.dark),
        IconParts.text(
          note, Rect(x: 256, y: y, width: 640, height: 100), role: .system, weight: .semibold, size: 78,
          color: white.withAlpha(0.95), alignment: .leading),
      ]
    }
    return DisplayList(
      size: Size(width: AppIcon.side, height: AppIcon.side),
      items: [
        IconParts.background(0x2C2C3A, 0x0B0B10),
        IconParts.text(
          "9:41", Rect(x: 112, y: 118, width: 800, height: 280), role: .system, weight: .bold, size: 236,
          color: white),
        IconParts.box(Rect(x: 412, y: 930, width: 200, height: 14), radius: 7, color: white.withAlpha(0.7)),
      ] + notes)
  }
}

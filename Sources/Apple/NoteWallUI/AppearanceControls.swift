#if os(iOS)
  import DesignSystem
  import DesignSystemUI
  import Foundation
  import NoteWallCore
  import RenderingCoreGraphics
  import Localization
  import LocalizationUI
  import SwiftUI

  /// The wallpaper choices (NW-6.1 to NW-6.5), shared by Step 5 and the main app's Appearance screen: the home
  /// screen (photo, Black/Gray/White, or keep the current one), the lock screen background (photo, colour, or
  /// not selected), the widgets switch, and the wallpaper's save status (the app's drawing, as the model reads it).
  @MainActor
  struct AppearanceControls: View {
    @Bindable var model: AppearanceModel
    private let theme = Theme.noteWall

    init(model: AppearanceModel) { _model = Bindable(model) }

    var body: some View {
      VStack(alignment: .leading, spacing: Spacing.medium) {
        GroupedSection(NoteWallCopy.homeScreenSection, theme: theme) {
          photoPicker(selected: model.settings.home == .photo, slot: .home)
          RowSeparator()
          chips(
            HomeScreenChoice.presets.map {
              (title: $0.displayName, color: $0.color, choice: HomeScreenChoice.preset($0))
            }
              + [(title: NoteWallCopy.keepCurrent, color: nil, choice: .unchanged)],
            selected: model.settings.home
          ) { model.setHome($0) }
        }
        GroupedSection(NoteWallCopy.lockScreenSection, theme: theme) {
          photoPicker(selected: model.settings.lock == .photo, slot: .lock)
          RowSeparator()
          chips(
            ColorPreset.allCases.map { (title: $0.displayName, color: $0.color, choice: LockScreenChoice.color($0)) }
              + [(title: NoteWallCopy.notSelected, color: nil, choice: .notSelected)],
            selected: model.settings.lock
          ) { model.setLock($0) }
          RowSeparator()
          Toggle(OnboardingCopy.widgetsToggle, isOn: $model.usesLockScreenWidgets)
            .padding(Spacing.small)
          RowSeparator()
          VStack(alignment: .leading, spacing: Spacing.xSmall) {
            Text(NoteWallCopy.notesLower)
            // Commits when the drag ends: one save and one drawing per drag, not one per tick.
            Slider(value: $model.notesTopOffsetSlider, in: WallpaperSettings.topOffsetRange) { editing in
              if !editing { model.notesTopOffsetDragEnded() }
            }
            .accessibilityLabel(NoteWallCopy.notesLower)
            .accessibilityValue(NoteWallCopy.Accessibility.points(model.notesTopOffsetSlider))
            // VoiceOver adjusts without a drag, so onEditingChanged never reports an end: each step commits.
            .accessibilityAdjustableAction { direction in
              switch direction {
              case .increment: model.stepNotesTopOffset(up: true)
              case .decrement: model.stepNotesTopOffset(up: false)
              @unknown default: break
              }
            }
            Text(NoteWallCopy.notesLowerHint).font(.caption).foregroundStyle(Color(theme.secondaryText))
          }
          .padding(Spacing.small)
        }
        if let status = model.status {
          // NW-6.4: saving, saved, or why it failed.
          HStack(spacing: Spacing.xSmall) {
            if status == .saving { ProgressView() }
            Text(status.message).foregroundStyle(Color(theme.secondaryText))
          }
          .accessibilityElement(children: .combine)
        }
        if let unfit = model.unfitMessage {
          Text(unfit).foregroundStyle(Color(theme.destructive))
        }
      }
    }

    /// Choose Photo: the system picker as a surface of the model's stack (NoteWallSurfaceView draws it).
    private func photoPicker(selected: Bool, slot: AppearanceModel.PhotoSlot) -> some View {
      Button {
        model.choosePhoto(for: slot)
      } label: {
        HStack {
          Label(NoteWallCopy.choosePhoto, systemImage: "photo")
          Spacer()
          if selected { Image(systemName: "checkmark").accessibilityLabel(NoteWallCopy.Accessibility.selected) }
        }
        .padding(Spacing.small)
      }
    }

    private func chips<Choice: Equatable>(
      _ options: [(title: LocalizedCopy, color: RGBAColor?, choice: Choice)], selected: Choice,
      choose: @escaping (Choice) -> Void
    ) -> some View {
      ScrollView(.horizontal) {
        HStack(spacing: Spacing.xSmall) {
          ForEach(Array(options.enumerated()), id: \.offset) { _, option in
            Button {
              choose(option.choice)
            } label: {
              HStack(spacing: 6) {
                if let color = option.color {
                  Circle().fill(Color(color)).frame(width: 18, height: 18)
                    .overlay { Circle().stroke(Color(theme.secondaryText), lineWidth: 0.5) }
                }
                Text(option.title)
              }
              .padding(.horizontal, Spacing.small)
              .frame(minHeight: HitTarget.minimum)
              .background(
                option.choice == selected ? Color(theme.accent).opacity(0.18) : Color(theme.surface),
                in: Capsule())
            }
            .accessibilityAddTraits(option.choice == selected ? .isSelected : [])
          }
        }
        .padding(Spacing.xSmall)
      }
    }
  }
#endif

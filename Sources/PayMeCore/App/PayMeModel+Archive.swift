import Foundation
import Localization
import SharedStore

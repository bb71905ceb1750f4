#!/bin/sh
# Run by each app target before each build (Apps/project.yml), with the names of that app's link settings:
#   check-release-links.sh privacy=<SETTING> [support=<SETTING>] [appstore=<SETTING>]
# A Release build (an archive for TestFlight or the App Store) stops while any of them is still Base.xcconfig's
# empty default: App Review 5.1.1(i) wants the privacy policy in the app, and an app whose Contact Support and
# Rate rows were left out for want of a link ships without them. Nobody's real links are committed: each
# maintainer sets them in Apps/Config/Local.xcconfig (README: "Before uploading to App Store Connect").
# The rules are the apps' own: the policy https (PrivacyPolicy), support https or mailto (AppInfo), the App
# Store ID the app's digits. Debug builds keep the empty defaults.
if [ "$CONFIGURATION" != "Release" ]; then exit 0; fi
failed=0
for requirement in "$@"; do
  kind=${requirement%%=*}
  name=${requirement#*=}
  case "$name" in
    '' | *[!A-Z0-9_]*) echo "error: check-release-links.sh: '$requirement' is not kind=SETTING"; exit 2 ;;
  esac
  eval "value=\${$name-}"
  case "$kind" in
    privacy)
      case "$value" in
        https://?*) ;;
        *) echo "error: $name must be the privacy policy's https:// page for a Release build (Apps/Config/Local.xcconfig)"
           failed=1 ;;
      esac ;;
    support)
      case "$value" in
        https://?* | mailto:?*) ;;
        *) echo "error: $name must be an https:// page or a mailto: address for a Release build (Apps/Config/Local.xcconfig)"
           failed=1 ;;
      esac ;;
    appstore)
      case "$value" in
        '' | *[!0-9]*)
          echo "error: $name must be the app's numeric App Store ID for a Release build (Apps/Config/Local.xcconfig)"
          failed=1 ;;
      esac ;;
    *) echo "error: check-release-links.sh: unknown kind '$kind'"; exit 2 ;;
  esac
done
exit $failed

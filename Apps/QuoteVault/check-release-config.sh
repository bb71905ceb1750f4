#!/bin/sh
# Run by the QuoteVault target before each build (Apps/project.yml). A Release build (an archive for TestFlight
# or the App Store) must reach a real Supabase project over HTTPS with its anon key: Base.xcconfig's defaults
# are the local server's (http://127.0.0.1:54321, no key), and an app shipped with them reaches no server
# (App Review 2.1). Nor may it ship without its privacy policy (https; App Review 5.1.1(i)), which Base.xcconfig
# leaves empty. Apps/Config/Local.xcconfig sets all three. Debug builds keep the local defaults.
if [ "$CONFIGURATION" != "Release" ]; then exit 0; fi
case "$QUOTEVAULT_SUPABASE_URL" in
  https://127.0.0.1* | https://localhost*)
    echo "error: QUOTEVAULT_SUPABASE_URL is a local address; a Release build needs the project's URL (Apps/Config/Local.xcconfig)"
    exit 1 ;;
  https://?*) ;;
  *)
    echo "error: QUOTEVAULT_SUPABASE_URL must be the project's https:// URL for a Release build (Apps/Config/Local.xcconfig)"
    exit 1 ;;
esac
if [ -z "$QUOTEVAULT_ANON_KEY" ]; then
  echo "error: QUOTEVAULT_ANON_KEY is empty; a Release build needs the project's anon key (Apps/Config/Local.xcconfig)"
  exit 1
fi
case "$QUOTEVAULT_PRIVACY_POLICY_URL" in
  https://?*) ;;
  *)
    echo "error: QUOTEVAULT_PRIVACY_POLICY_URL must be the privacy policy's https:// page for a Release build (Apps/Config/Local.xcconfig)"
    exit 1 ;;
esac

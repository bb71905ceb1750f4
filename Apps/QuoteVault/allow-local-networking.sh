#!/bin/sh
# Run by the QuoteVault target after its other build phases, before Xcode signs the app (Apps/project.yml).
# A Debug build talks to quotevault-server over plain HTTP on the loopback address (Config/Base.xcconfig), which
# App Transport Security allows only with NSAllowsLocalNetworking; a Release build reaches only the project's
# https:// URL (check-release-config.sh refuses anything else), so its Info.plist never carries the exception.
# XcodeGen writes one Info.plist for every configuration: the key is added here, to the Debug app's copy only.
if [ "$CONFIGURATION" != "Debug" ]; then exit 0; fi
plistbuddy="${PLISTBUDDY:-/usr/libexec/PlistBuddy}"
plist="$TARGET_BUILD_DIR/$INFOPLIST_PATH"
# An incremental build may keep last build's copy: the dictionary may be there, and the key is set anew.
"$plistbuddy" -c "Add :NSAppTransportSecurity dict" "$plist" 2>/dev/null || true
"$plistbuddy" -c "Delete :NSAppTransportSecurity:NSAllowsLocalNetworking" "$plist" 2>/dev/null || true
"$plistbuddy" -c "Add :NSAppTransportSecurity:NSAllowsLocalNetworking bool true" "$plist"

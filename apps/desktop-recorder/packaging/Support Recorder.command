#!/bin/sh
# Starts the Support desktop recorder with the Node.js that ships beside it (runtime/node).
# Opened from Finder, this runs in Terminal; closing that window stops the recorder.
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd) || exit 1
# The browser marks downloaded files as quarantined, and macOS refuses to load the recorder's
# unsigned native modules while they are. Opening this file (right-click > Open) was the consent.
xattr -dr com.apple.quarantine "$here" 2>/dev/null || true
exec "$here/runtime/node" "$here/app/recorder.cjs" "$@"

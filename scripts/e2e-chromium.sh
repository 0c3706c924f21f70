#!/bin/sh
# Chromium for the end-to-end tests (playwright.config.ts). Headless (Playwright passes
# --headless) it is Debian's chromium-headless-shell when installed, its binary straight (the
# /usr/bin script does not exec it): the old headless mode without the browser's UI, what
# Playwright itself runs headless, a quarter less CPU a test than the full browser. Otherwise, or
# headed, Debian's Chromium. Either goes without what no test uses but every browser window
# starts: the omnibox's suggestion popup, WebUI pages in a renderer of their own that cost each
# test about as much CPU as the shop's page. Chromium reads only the last --disable-features it is
# given, so Playwright's list and this one go in as one. CHROMIUM_PATH names another browser,
# headless or not; HEADLESS_SHELL_PATH another headless shell.
disabled=
headless=
for arg do
  shift
  case $arg in
    --disable-features=*) disabled="$disabled${arg#--disable-features=}," ;;
    --headless) headless=1; set -- "$@" "$arg" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
shell=${HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}
browser=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -z "$CHROMIUM_PATH" ] && [ -n "$headless" ] && [ -x "$shell" ]; then browser=$shell; fi
exec "$browser" "$@" "--disable-features=${disabled}WebUIOmniboxPopup,WebUIOmniboxAimPopup"

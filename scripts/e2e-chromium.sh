#!/bin/sh
# Chromium for the end-to-end tests (playwright.config.ts), without what no test uses but every
# browser window starts: the omnibox's suggestion popup, WebUI pages in a renderer of their own
# that cost each test about as much CPU as the shop's page. Chromium reads only the last
# --disable-features it is given, so Playwright's list and this one go in as one. CHROMIUM_PATH
# names another browser than Debian's.
disabled=
for arg do
  shift
  case $arg in
    --disable-features=*) disabled="$disabled${arg#--disable-features=}," ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "$@" \
  "--disable-features=${disabled}WebUIOmniboxPopup,WebUIOmniboxAimPopup"

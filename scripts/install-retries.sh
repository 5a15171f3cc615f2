# shellcheck shell=bash
# Sourced by what installs from the registry (.ci/run, scripts/pi-1x-copy.sh, scripts/test-xstate-range.sh,
# scripts/test-pi-latest.sh): `with_install_retries CMD…` runs CMD, an install, and when it fails runs it again after
# 30 s, then after 90 s. A proxy or the registry's CDN that fails once often fails for a minute (seen here: a proxy's
# self-signed certificate, a version the CDN did not serve yet), and npm and pnpm retry neither. An install that
# cannot succeed fails its three attempts, two minutes later, with its own exit status. ASK_USER_INSTALL_PAUSES
# overrides the pauses (seconds, space-separated: one retry each).
with_install_retries() {
	local -a pauses
	read -r -a pauses <<<"${ASK_USER_INSTALL_PAUSES-30 90}"
	local attempt=0 status
	until "$@"; do
		status=$?
		if [ "$attempt" -ge "${#pauses[@]}" ]; then return "$status"; fi
		echo "install failed (exit $status); trying again in ${pauses[$attempt]} s: $*" >&2
		sleep "${pauses[$attempt]}"
		attempt=$((attempt + 1))
	done
}

#!/bin/sh
# Makes assets/web/discord-sdk.js: Discord's Embedded App SDK, bundled with
# its dependencies into one script the Activity's page loads from the
# board's own address (its content security policy allows no other).
#
# Building and testing the bot need no JavaScript toolchain: the bundle is
# kept in the repository, as the fonts are. Run this only to move to
# another version of the SDK, from the repository's top:
#
#     sh assets/web/tools/vendor-discord-sdk.sh
#
# It needs Node.js and npm, and reaches the npm registry.
set -eu

SDK_VERSION=2.5.0
ESBUILD_VERSION=0.25.12

top=$(pwd)
out="$top/assets/web/discord-sdk.js"
licenses="$top/assets/web/LICENSES-discord-sdk.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$work"
npm init -y >/dev/null
npm install --ignore-scripts --no-audit --no-fund --save-exact \
    "@discord/embedded-app-sdk@$SDK_VERSION" "esbuild@$ESBUILD_VERSION" >/dev/null

# Only the class the page uses; esbuild leaves out the rest.
printf 'export { DiscordSDK } from "@discord/embedded-app-sdk";\n' > entry.mjs
{
    printf '/* Discord Embedded App SDK %s (MIT), bundled by\n' "$SDK_VERSION"
    printf '   assets/web/tools/vendor-discord-sdk.sh; licenses in\n'
    printf '   assets/web/LICENSES-discord-sdk.txt. Exposes window.DiscordEmbedded. */\n'
    npx esbuild entry.mjs --bundle --minify --format=iife \
        --global-name=DiscordEmbedded --target=es2020 --legal-comments=none \
        --log-level=warning
} > "$out"

# The licenses of everything in the bundle.
{
    printf 'Licenses of the code bundled into assets/web/discord-sdk.js\n'
    for dir in node_modules/@discord/embedded-app-sdk node_modules/*/; do
        dir=${dir%/}
        case "$dir" in */esbuild) continue ;; esac
        [ -f "$dir/package.json" ] || continue
        name=$(node -p "require('./$dir/package.json').name")
        version=$(node -p "require('./$dir/package.json').version")
        license=$(node -p "require('./$dir/package.json').license || ''")
        printf '\n==== %s %s (%s) ====\n\n' "$name" "$version" "$license"
        for f in "$dir"/LICENSE* "$dir"/LICENCE* "$dir"/license* "$dir"/licence*; do
            [ -f "$f" ] && cat "$f" && break
        done
    done
} > "$licenses"

echo "wrote $out ($(wc -c < "$out") bytes) and $licenses"

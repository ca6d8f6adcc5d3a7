#!/usr/bin/env bash
# The atlas the game ships, in one command (after `pnpm install && pnpm build`):
#   1. verdicts first: every catalogue variant's deals 1–32000, then FreeCell's 32001–1,000,000
#      (verdicts only: the fast search of the full rules, no searches with fewer cells);
#   2. then grades (the fewest free cells) of deals 1–32000: FreeCell, the other seed variants, the rest;
#   3. the files the game reads exported to apps/web/static/atlas/.
# Verdicts come first because they are cheap (FreeCell's million take minutes) and give every
# variant its win rate and winnable random deals; a run cut off during the grades still ships them.
#
#   bash scripts/atlas.sh                                  # on this machine's cores
#   QUEUE=rediss://atlas@10.0.0.5:6380 bash scripts/atlas.sh  # on the `fc atlas worker`s of a cluster
#                                 (the password in REDIS_PASSWORD: see the recipe for many machines in docs/operators.md)
#   CONTINUE=1 bash scripts/atlas.sh                       # only what apps/web/static/atlas lacks
#
# Each step is a plain `fc atlas run`: stop the script at any moment and start it again, and it goes
# on from the chunks already stored (a graded run grades the stored verdicts, never solving the full
# rules again). Settings (environment): STORE (default .atlas), JOBS (threads here; default the
# cores), NICE (default 10), GRADE_MAX_STATES (default: the fc default, 2,000,000; FreeCell's are
# graded with 5,000,000 to prove its published counts, Super Challenge's and Ephemeral
# (traditional)'s with 500,000: gradeBudget below), OUT (default apps/web/static/atlas), VARIANTS
# (default: every catalogue variant), GRADES (default 1; 0 stops after the verdicts), CONTINUE (below).
# Each step's time is printed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

STORE=${STORE:-.atlas}
NICE=${NICE:-10}
OUT=${OUT:-apps/web/static/atlas}
FC=(nice -n "$NICE" node packages/cli/dist/fc.mjs)
VARIANTS=${VARIANTS:-$("${FC[@]}" variants | cut -f1 | tr '\n' ' ')}

where=()
if [ -n "${QUEUE:-}" ]; then
  where=(--queue "$QUEUE")
elif [ -n "${JOBS:-}" ]; then
  where=(--jobs "$JOBS")
fi

# The budget of a variant's searches with fewer free cells (a search that runs out leaves the grade
# an upper bound, which a later run with --redo-unknown and a larger budget settles). FreeCell's
# 5,000,000 proves its published counts. Super Challenge's 500,000: its searches with one cell fewer
# mostly run any budget out (deal 5 with two cells: 20,000,000 positions and still open), so its
# deals cost 2.3 times less than at 2,000,000 for one more upper bound in seven and, of deals 1–40,
# two graded a cell higher (BENCHMARKS.md, the atlas's tenth session). Ephemeral (traditional)'s
# 500,000: deals 1001–1040 graded the same as at 2,000,000 in 22% less time; over 1001–2650 it left
# 4.3% of the grades upper bounds, against 2.3% at 2,000,000 over 1–1000 (the eleventh session):
# about a fifth faster for twice the grades to settle later with --redo-unknown.
gradeBudget() {
  case "$1" in
    freecell) echo "${GRADE_MAX_STATES:-5000000}" ;;
    super-challenge | ephemeral-traditional) echo "${GRADE_MAX_STATES:-500000}" ;;
    *) echo "${GRADE_MAX_STATES:-}" ;;
  esac
}

step() {
  local started=$SECONDS
  echo "atlas: $*" >&2
  "${FC[@]}" atlas run --store "$STORE" "${where[@]}" "$@"
  echo "atlas: $(($SECONDS - started)) s for: $*" >&2
}

# CONTINUE=1: only what the exported directory lacks (`fc atlas todo`: deals past its verdicts, the
# won deals it left ungraded, then deals past its grades, up to TO, default 32000; UNKNOWN=1 adds
# the deals it lists unknown), each a run
# here or on the queue, then exported: the export joins the new records to the files there, so any
# store on any machine continues the shipped atlas.
if [ -n "${CONTINUE:-}" ]; then
  # shellcheck disable=SC2086 # VARIANTS is a list of ids
  "${FC[@]}" atlas todo --out "$OUT" --to "${TO:-32000}" --variant $VARIANTS ${UNKNOWN:+--unknown} |
    while read -r _fc _atlas _run args; do
      # A graded run (a todo line without --no-grades) takes its variant's grade budget.
      budget=
      case " $args " in
        *" --no-grades "*) ;;
        *) budget=$(gradeBudget "$(sed -E 's/.*--variant ([^ ]+).*/\1/' <<<"$args")") ;;
      esac
      # shellcheck disable=SC2086 # the todo line's own arguments
      step $args ${budget:+--grade-max-states "$budget"} </dev/null
    done
  "${FC[@]}" atlas export --store "$STORE" --out "$OUT"
  echo "atlas: done in $SECONDS s" >&2
  exit 0
fi

# 1. Verdicts of every variant, then FreeCell's million.
for v in $VARIANTS; do
  step --variant "$v" --from 1 --to 32000 --no-grades
done
case " $VARIANTS " in *" freecell "*) step --variant freecell --from 32001 --to 1000000 --no-grades ;; esac

# 2. Grades: FreeCell first, then the other seed variants, then the rest (catalogue order).
if [ "${GRADES:-1}" != 0 ]; then
  for v in $VARIANTS; do
    budget=$(gradeBudget "$v")
    step --variant "$v" --from 1 --to 32000 ${budget:+--grade-max-states "$budget"}
  done
fi

"${FC[@]}" atlas export --store "$STORE" --out "$OUT"
echo "atlas: done in $SECONDS s" >&2

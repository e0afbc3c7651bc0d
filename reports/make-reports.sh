#!/usr/bin/env bash
# Regenerates the committed example studies under reports/darkleaf, reports/harrow and reports/korrem (npm run reports).
# Every number in reports/README.md comes from these commands; same seed, same numbers.
set -euo pipefail
cd "$(dirname "$0")/.."
bl() { node packages/cli/bin/balance-lab.js "$@"; }
bl simulate darkleaf --bot greedy --games 1800 --seed 1 --out reports/darkleaf/default --quiet
bl simulate darkleaf --bot greedy --games 300000 --seed 1 --out reports/darkleaf/greedy --checkpoint-seconds 120 --quiet  # ±1 point per matchup: 18 minutes on 2 cores; if stopped, add --resume
bl simulate darkleaf --games 30000 --seed 1 --out reports/darkleaf/random --quiet
bl ladder darkleaf --bots random,greedy,greedy:2:turn --games 600 --seed 1 --out reports/darkleaf/ladder --quiet
bl ladder darkleaf --bots random,greedy --games 6000 --seed 2 --out reports/darkleaf/ladder-greedy --quiet
bl ladder darkleaf --bots random,greedy,mcts:200 --games 600 --seed 1 --out reports/darkleaf/ladder-mcts --quiet
bl ladder darkleaf --bots random,greedy:8:sampled,greedy --games 6000 --seed 2 --out reports/darkleaf/ladder-sampled --quiet
bl sensitivity darkleaf --games 1200 --seed 1 --out reports/darkleaf/sensitivity --quiet
bl sensitivity darkleaf --bot greedy --games 1200 --seed 1 --out reports/darkleaf/sensitivity-greedy --quiet
bl strength darkleaf --bots random,greedy,greedy:2:turn,mcts:200 --games 6000 --seed 1 --out reports/darkleaf/strength --quiet  # 200 games per seating at the MCTS level: 34 minutes on 2 cores
bl tune darkleaf --bot greedy --vary huldra.boneSides=4..8:2 --vary ferrymen.boneSides=6..10:2 --budget 24000 --block 300 --seed 1 --out reports/darkleaf/tune --quiet
# Five clan numbers at once (72 variants, too many to race whole: the evolutionary step proposes): 4.5 minutes on 2 cores.
bl tune darkleaf --bot greedy --vary huldra.boneSides=4..8:2 --vary huldra.thresholds.royalMarksToWin=3..4 --vary murg.thresholds.destroyMin=3..5 --vary ferrymen.boneSides=6..8:2 --vary ferrymen.thresholds.pushOffsToWin=1..2 --budget 30000 --block 300 --seed 1 --out reports/darkleaf/tune-wide --quiet
# The tune-wide winner's three changes, each on and off, under the stronger greedy:2:turn (100 games a seating): 4.5 minutes on 2 cores.
bl sweep darkleaf --bot greedy:2:turn --set huldra.boneSides=4,8 --set murg.thresholds.destroyMin=3,5 --set ferrymen.thresholds.pushOffsToWin=2,1 --games 3000 --seed 1 --out reports/darkleaf/tune-wide-check
# The same five-number search under greedy:2:turn: 7 minutes on 2 cores.
bl tune darkleaf --bot greedy:2:turn --vary huldra.boneSides=4..8:2 --vary huldra.thresholds.royalMarksToWin=3..4 --vary murg.thresholds.destroyMin=3..5 --vary ferrymen.boneSides=6..8:2 --vary ferrymen.thresholds.pushOffsToWin=1..2 --budget 30000 --block 300 --seed 1 --out reports/darkleaf/tune-wide-turn --quiet
bl ladder harrow --bots random,greedy --games 3000 --seed harrow-ladder-1 --out reports/harrow/ladder-greedy --quiet
bl simulate harrow --bot greedy --games 7200 --seed 1 --out reports/harrow/greedy --checkpoint-seconds 120 --quiet  # ±2 points per matchup: 4 minutes on 2 cores
bl ladder harrow --bots greedy,ismcts:200 --games 600 --seed harrow-ladder-mcts-1 --out reports/harrow/ladder-mcts --quiet
# The invented values of the 2-player game under greedy: 72 minutes on 2 cores.
bl sensitivity harrow --bot greedy --games 1200 --seed 1 --only game.firstFlipper,game.maxFreePathSteps,map.side,map.b,map.homes,tree.mode,tree.pNew,tree.pOld,tree.capacity,tree.initialPerColour,tree.bias.red,tree.bias.blue,tree.bias.purple,tree.bias.brown,tree.bias.teal,tree.bias.yellow,tree.bias.green,cards.handLimit,bonus.autoFlipUnused,cleanup.chooseCollection,protectors.row.advance,protectors.row.spawn,protectors.row.strengthen,protectors.rescueLastHopNeedsHomePiece,family.track,family.upgradeCost.confluence,family.upgradeCost.distant-stirring,family.upgradeCost.faceless-portraits,family.upgradeCost.knife-in-the-dark,family.upgradeCost.knitting-fate,family.upgradeCost.meeting-lodge,family.upgradeCost.psychopomp,family.upgradeCost.stormwalker,family.upgradeAnyJar.knife-in-the-dark,family.upgradeAnyJar.knitting-fate,kammi.board,kammi.gridRows,legendTrack.spaces,legendTrack.maxScrolls --out reports/harrow/sensitivity-greedy --quiet
# Harrow County with Hester (issue 21): greedy alone against random in each seat, greedy self-play over the six seatings, solo per level.
bl ladder harrow --players 3 --bots random,greedy --games 1200 --seed harrow-3p-ladder-1 --out reports/harrow/three-player/ladder-greedy --quiet
bl simulate harrow --players 3 --bot greedy --games 1200 --seed harrow-3p-1 --out reports/harrow/three-player/greedy --quiet
for level in 1 2 3; do
  bl simulate harrow --players 1 --bot greedy --games 1000 --seed harrow-solo-1 --set solo.level=$level --out reports/harrow/solo/level-$level --quiet
done
# Heart of Korrem (issue 22): random players at every player count, 10,000 games each (the game must never crash), with the spec's
# `starter` content (the default until issue 23); about 55 minutes on 2 cores.
for n in 2 3 4 5 6; do
  bl simulate korrem --players $n --bot random --games 10000 --seed korrem-random-$n --content starter --out reports/korrem/random/players-$n --quiet
done
# Heart of Korrem (issue 23): greedy self-play with the `tuned` content (the default), sized for every nation's interval to be
# within ±3 points (balanced: a multiple of the count's seatings, 30/120/360/720/720); about 85 minutes on 2 cores.
for spec in "2 3300" "3 2160" "4 1440" "5 1440" "6 1440"; do
  set -- $spec
  bl simulate korrem --players $1 --bot greedy --games $2 --seed korrem-greedy-$1 --out reports/korrem/greedy/players-$1 --quiet
done
# One greedy player (seat 0) against random ones: 2 players 300 games (50 per nation in the greedy seat), 3–6 players 120.
for spec in "2 300" "3 120" "4 120" "5 120" "6 120"; do
  set -- $spec
  bots="greedy$(printf ',random%.0s' $(seq 2 $1))"
  bl simulate korrem --players $1 --bots $bots --games $2 --seed korrem-greedy-vs-random-$1 --out reports/korrem/greedy-vs-random/players-$1 --quiet
done
# The National Trade modes (G11) and the tuned values' sensitivity: 2 players, 300 games each, the seed of the 2-player study.
for mode in trust binding none; do
  bl simulate korrem --players 2 --bot greedy --games 300 --seed korrem-greedy-2 --set trade.mode=$mode --out reports/korrem/trade-modes/$mode --quiet
done
node reports/korrem/sensitivity/variants.mjs
for v in empire-2 empire-4 explore-10 hunt-2 printed-yields; do
  bl simulate korrem --players 2 --bot greedy --games 300 --seed korrem-greedy-2 --content reports/korrem/sensitivity/content/$v.json --out reports/korrem/sensitivity/$v --quiet
done
node reports/korrem/study.mjs

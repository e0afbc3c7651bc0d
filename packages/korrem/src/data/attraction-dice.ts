// Attraction dice and the printed attraction numbers (spec §2.9, CF-35; RB: Components,
// Character Attraction, Fig. 6). The dice faces are lost ("Heart covered dice"), so they are data.

/** RB: Components "Attraction Dice (2)"; Character Attraction: "Initiators … Roll for chemistry". */
export const ATTRACTION_DICE = 2;

/**
 * ASSUMPTION G12: each attraction die is a d6 with 2 heart faces and 4 blank ones:
 * hearts shown per face (index = face − 1). P(≥1 heart) = 5/9, P(2 hearts) = 1/9.
 */
export const DEFAULT_HEART_FACES: Int8Array = Int8Array.of(1, 1, 0, 0, 0, 0);
export const ATTRACTION_DICE_SOURCE = 'ASSUMPTION G12: 2 × d6, 2 heart faces each (faces lost: "Heart covered dice", RB Glossary)';

/** A die of `sides` faces with a heart on the first `hearts` of them (G12 sweep, e.g. 3 of 6). */
export function heartFaces(hearts: number, sides: number): Int8Array {
  const faces = new Int8Array(sides);
  for (let i = 0; i < hearts && i < sides; i++) faces[i] = 1;
  return faces;
}

// RB: Character Attraction, Attraction Dice: "1 Heart signifies a successful Bond for Companionship
// or Intimacy. 2 Hearts signifies a successful Bond for Romantic Love or Charisma."
export const HEARTS_ROMANTIC = 2;
export const HEARTS_COMPANION = 1;
export const HEARTS_INTIMACY = 1;
export const HEARTS_CHARISMA = 2;

/** RB: Components "Heart Tokens (30)": 15 pairs; with none free no Romantic or Companion bond forms (spec §2.9 ASSUMPTION). */
export const HEART_TOKEN_PAIRS = 15;

/** RB: Fig. 6 Intimate Interaction "Emperor uses Seduce, Rolls a 2"; the die is not named, spec §2.9 takes the D8 (the game's only numbered die, RB Components "8-Sided Dice (5)"). */
export const SEDUCE_DIE = 8;

/** RB: Character Attraction, Intimacy: "distract one another for one turn (Disabling both)". */
export const INTIMACY_DISABLED_TURNS = 1;

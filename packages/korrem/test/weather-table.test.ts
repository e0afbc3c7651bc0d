import { describe, expect, it } from 'vitest';
import { Rng } from '@balance-lab/core';
import {
  WEATHER_NONE, WEATHER_PLACE_CREATURE, WEATHER_PLACE_LAND, WEATHER_WORLD_CARD,
} from '../src/data/weather-table.js';
import { creatureMayBePlaced, rollWeather, weatherActions, weatherEvent } from '../src/weather.js';

describe('CF-8 §1.8 Korrem Weather', () => {
  it('CF-8 Actions equal the face for every face 1..8', () => {
    for (let f = 1; f <= 8; f++) expect(weatherActions(f)).toBe(f);
  });

  it('CF-8 events: 1 Place Land, 4 Place Creature, 8 World card, none on 2, 3, 5, 6, 7', () => {
    expect(weatherEvent(1)).toBe(WEATHER_PLACE_LAND);
    expect(weatherEvent(4)).toBe(WEATHER_PLACE_CREATURE);
    expect(weatherEvent(8)).toBe(WEATHER_WORLD_CARD);
    for (const f of [2, 3, 5, 6, 7]) expect(weatherEvent(f)).toBe(WEATHER_NONE);
  });

  it('CF-8 exact: P(event) = 3/8 and E[Actions] = 4.5', () => {
    let events = 0;
    let actions = 0;
    for (let f = 1; f <= 8; f++) {
      if (weatherEvent(f) !== WEATHER_NONE) events++;
      actions += weatherActions(f);
    }
    expect(events / 8).toBe(3 / 8);
    expect(actions / 8).toBe(4.5);
  });

  it('G80 a creature is placed only while fewer than 9 NPC flags are in use', () => {
    expect(creatureMayBePlaced(8)).toBe(true);
    expect(creatureMayBePlaced(9)).toBe(false);
  });

  it('CF-8 statistical (seed "korrem-weather", 80 000 rolls): faces uniform (χ² df 7 < 24.322), P(event) 3/8 and mean Actions 4.5 within 4σ', () => {
    const rng = new Rng('korrem-weather');
    const n = 80_000;
    const faces = new Array<number>(8).fill(0);
    let events = 0;
    let actions = 0;
    for (let i = 0; i < n; i++) {
      const f = rollWeather(rng);
      faces[f - 1]!++;
      if (weatherEvent(f) !== WEATHER_NONE) events++;
      actions += weatherActions(f);
    }
    const e = n / 8;
    const chi2 = faces.reduce((acc, o) => acc + (o - e) ** 2 / e, 0);
    expect(chi2).toBeLessThan(24.322);
    const pSigma = Math.sqrt((3 / 8) * (5 / 8) / n);
    expect(Math.abs(events / n - 3 / 8)).toBeLessThan(4 * pSigma);
    const aSigma = Math.sqrt(63 / 12 / n); // variance of a uniform 1..8 = (8² − 1)/12
    expect(Math.abs(actions / n - 4.5)).toBeLessThan(4 * aSigma);
  });
});

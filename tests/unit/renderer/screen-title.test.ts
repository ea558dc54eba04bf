import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { screenTitle } from '../../../src/renderer/screens/screen-title.ts';
import type { ScreenFile } from '../../../src/renderer/screens/types.ts';
import { setupI18n } from './support/i18n.ts';

const screenOf = (file: string): ScreenFile => JSON.parse(readFileSync(`screens/${file}.json`, 'utf8')) as ScreenFile;
const moduleOf = (id: string): ScreenFile => screenOf(`cards/${id}`);

describe("a screen's title", () => {
  let t: Awaited<ReturnType<typeof setupI18n>>['t'];
  beforeAll(async () => {
    t = (await setupI18n()).t;
  });

  test("a card's purchases are titled with the card's display name (spec 001 §2)", () => {
    expect(screenTitle(moduleOf('card-purchases'), { route: { cardId: 'c1', displayName: 'MARIA SOUZA' } }, t)).toBe(
      'Compras do cartão MARIA SOUZA',
    );
  });

  test("a holder's purchases are titled with the holder's name", () => {
    expect(screenTitle(moduleOf('card-holder-purchases'), { route: { holderId: 'h1', name: 'Pedro Souza Lima' } }, t)).toBe(
      'Compras do portador Pedro Souza Lima',
    );
  });

  test('a value the dialog was not given is left out, with no placeholder or stray space', () => {
    expect(screenTitle(moduleOf('card-purchases'), { route: { cardId: 'c1' } }, t)).toBe('Compras do cartão');
    expect(screenTitle(moduleOf('card-holder-purchases'), { route: { holderId: 'h1', name: { first: 'x' } as never } }, t)).toBe(
      'Compras do portador',
    );
  });

  test('home greets the signed-in operator by the first word of their name (spec 001 §2)', () => {
    expect(screenTitle(screenOf('home/home'), { route: {}, account: { firstName: 'Maria' } as never }, t)).toBe('Olá, Maria');
  });

  test('a title without values is its text', () => {
    expect(screenTitle(moduleOf('card-holder-details'), { route: {} }, t)).toBe('Detalhes do portador');
  });
});

import type { IgnorePreset } from '@spyglass/api/schema';
import { describe, expect, it } from 'vitest';
import { applyPreset } from '../../src/monitor/noise/presets';

const blanked = (preset: IgnorePreset, line: string) => applyPreset(preset, line);

describe('preset: dates and times', () => {
  it.each([
    ['Last updated 2025-03-12T10:04:33Z', 'Last updated …'],
    ['Updated on 12/03/2025 at 10:04', 'Updated on … at …'],
    ['Stand: 12.03.2025, 14:30 Uhr', 'Stand: …, … Uhr'],
    ['Published March 12, 2025', 'Published …'],
    ['Mis à jour le 1er mars 2025 à 14h30', 'Mis à jour le … à …'],
    ['Aktualisiert am 12. März 2025', 'Aktualisiert am …'],
    ['Actualizado el 12 de marzo de 2025', 'Actualizado el …'],
    ['Zaktualizowano 12 marca 2025 r.', 'Zaktualizowano … r.'],
    ['Aggiornato il 12 marzo 2025 alle 9:30', 'Aggiornato il … alle …'],
    ['Next webinar: Tuesday 4 June, 3 pm CET', 'Next webinar: …, …'],
    ['Offer ends March 2025', 'Offer ends …'],
  ])('%s', (line, expected) => {
    expect(blanked('dates', line)).toBe(expected);
  });

  it.each([
    'Pro plan $49 per month',
    'Version 2.10.15 is out',
    'Save 20% with yearly billing',
    'Sie sparen 12 Prozent',
    'Up to 5 users',
    'Support 24/7',
  ])('leaves "%s" alone', (line) => {
    expect(blanked('dates', line)).toBe(line);
  });
});

describe('preset: relative times', () => {
  it.each([
    ['Posted 3 days ago', 'Posted …'],
    ['Updated an hour ago', 'Updated …'],
    ['5h ago · 30+ days ago', '… · …'],
    ['Publié il y a 3 jours', 'Publié …'],
    ['Veröffentlicht vor 2 Stunden', 'Veröffentlicht …'],
    ['Publicado hace una semana', 'Publicado …'],
    ['Dodano 3 dni temu', 'Dodano …'],
    ['Opublikowano godzinę temu', 'Opublikowano …'],
    ["Pubblicato 2 giorni fa, aggiornato un'ora fa", 'Pubblicato …, aggiornato …'],
    // Written in capitals, and the phrases without a number, in each language.
    ['POSTED 3 DAYS AGO', 'POSTED …'],
    ['Updated just now', 'Updated …'],
    ['Mis à jour à l’instant', 'Mis à jour …'],
    ['Gerade eben aktualisiert', '… aktualisiert'],
    ['Actualizado ahora mismo', 'Actualizado …'],
    ['Zaktualizowano przed chwilą', 'Zaktualizowano …'],
    ['Aggiornato poco fa', 'Aggiornato …'],
  ])('%s', (line, expected) => {
    expect(blanked('relative_times', line)).toBe(expected);
  });

  it.each(['Delivery within 2 days', 'Cancel any time', 'Ships in 3 days'])('leaves "%s" alone', (line) => {
    expect(blanked('relative_times', line)).toBe(line);
  });
});

describe('preset: counters', () => {
  it.each([
    ['1,234 teams signed up today', '… teams signed up today'],
    ['Trusted by 12,000+ happy customers', 'Trusted by … happy customers'],
    ['4.8/5 from 2,345 reviews', '4.8/5 from … reviews'],
    ['Rejoint par 10k+ entreprises', 'Rejoint par … entreprises'],
    ['Über 25.000 Kunden vertrauen uns', 'Über … Kunden vertrauen uns'],
    ['Ponad 1 200 klientów', 'Ponad … klientów'],
  ])('%s', (line, expected) => {
    expect(blanked('counters', line)).toBe(expected);
  });

  it.each([
    'Up to 1,000 users',
    'Pro plan $1,299 per year',
    'Bis zu 5.000 Nutzer',
    '10 users included',
    '1.299,00 € pro Jahr',
    'Save 20%',
  ])('leaves "%s" alone', (line) => {
    expect(blanked('counters', line)).toBe(line);
  });
});

describe('preset: copyright years', () => {
  it.each([
    ['© 2025 Acme Inc. All rights reserved.', '© … Acme Inc. All rights reserved.'],
    ['Copyright © 2019–2025 Acme', 'Copyright © …–… Acme'],
    ['(c) Acme GmbH 2024', '(c) Acme GmbH …'],
  ])('%s', (line, expected) => {
    expect(blanked('copyright', line)).toBe(expected);
  });

  it('leaves years outside a copyright notice alone', () => {
    expect(blanked('copyright', 'Founded in 2015')).toBe('Founded in 2015');
  });
});

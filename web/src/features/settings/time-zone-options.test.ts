import { timeZoneGroups, zoneLabel } from './time-zone-options';

const winter = new Date('2026-01-15T12:00:00Z');
const zones = [
  'Africa/Abidjan',
  'America/Mexico_City',
  'America/Bogota',
  'Europe/Madrid',
  'Europe/London',
  'Asia/Tokyo',
];

test('names a zone by its city and its time in Spanish, with the offset', () => {
  expect(zoneLabel('Europe/Madrid', winter)).toBe('Madrid · hora de Europa central (GMT+1)');
  expect(zoneLabel('America/Mexico_City', winter)).toMatch(/^Ciudad de México · hora .+ \(GMT-6\)$/);
  expect(zoneLabel('Asia/Tokyo', winter)).toBe('Tokio · hora estándar de Japón (GMT+9)');
});

test('puts the browser zone first, then the regions by their Spanish names, each sorted by city', () => {
  const groups = timeZoneGroups('Europe/Madrid', 'America/Bogota', zones, winter);

  expect(groups.map((group) => group.label)).toEqual([
    'Tu zona horaria (la de este navegador)',
    'África',
    'América',
    'Asia',
    'Europa',
  ]);
  expect(groups[0].zones.map((zone) => zone.value)).toEqual(['America/Bogota']);
  expect(groups[2].zones.map((zone) => zone.value)).toEqual(['America/Mexico_City']);
  expect(groups[4].zones.map((zone) => zone.label)).toEqual([
    'Londres · hora de Reino Unido (GMT+0)',
    'Madrid · hora de Europa central (GMT+1)',
  ]);
  // Every zone once.
  expect(groups.flatMap((group) => group.zones).length).toBe(zones.length);
});

test('keeps a saved zone the browser does not list, such as UTC, under "Otras"', () => {
  const groups = timeZoneGroups('UTC', 'Europe/Madrid', zones, winter);

  expect(groups.at(-1)).toEqual({ label: 'Otras', zones: [{ value: 'UTC', label: 'UTC (GMT+0)' }] });
});

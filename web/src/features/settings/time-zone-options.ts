import { es } from '@/lib/i18n/es';

const text = es.settings.preferences;

export type ZoneOption = { value: string; label: string };
export type ZoneGroup = { label: string; zones: ZoneOption[] };

function zoneNamePart(zone: string, style: 'longGeneric' | 'shortOffset', now: Date): string {
  const parts = new Intl.DateTimeFormat('es-ES', { timeZone: zone, timeZoneName: style }).formatToParts(now);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** "Madrid · hora de Europa central (GMT+1)": the city in Spanish, the zone's Spanish name, its offset now. */
export function zoneLabel(zone: string, now = new Date()): string {
  const city = zone.split('/').at(-1) ?? zone;
  const name = zoneNamePart(zone, 'longGeneric', now);
  const offset = zoneNamePart(zone, 'shortOffset', now);
  const cityName = text.cities[city] ?? city.replaceAll('_', ' ');
  // Zones without a name of their own (UTC, Etc/GMT+5) are named by their offset alone.
  return name && !name.startsWith('GMT') ? text.zoneLabel(cityName, name, offset) : `${cityName} (${offset})`;
}

/**
 * The time zones for the settings list: the browser's own first, then IANA's regions (África, América, …)
 * with Spanish names, each sorted by city; a saved zone the browser does not list (such as `UTC`) under
 * "Otras".
 */
export function timeZoneGroups(
  current: string,
  browserZone: string,
  zones: readonly string[] = Intl.supportedValuesOf('timeZone'),
  now = new Date(),
): ZoneGroup[] {
  const option = (zone: string): ZoneOption => ({ value: zone, label: zoneLabel(zone, now) });
  const byRegion = new Map<string, ZoneOption[]>();
  const others: ZoneOption[] = [];
  for (const zone of new Set([...zones, current])) {
    if (zone === browserZone) continue;
    const region = text.regions[zone.split('/')[0]];
    if (!region || !zone.includes('/')) others.push(option(zone));
    else byRegion.set(region, [...(byRegion.get(region) ?? []), option(zone)]);
  }
  const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'es');
  const groups = [...byRegion].map(([label, options]) => ({ label, zones: options.sort(byLabel) })).sort(byLabel);
  return [
    ...(zones.includes(browserZone) || browserZone === current
      ? [{ label: text.yourZone, zones: [option(browserZone)] }]
      : []),
    ...groups,
    ...(others.length > 0 ? [{ label: text.otherZones, zones: others.sort(byLabel) }] : []),
  ];
}

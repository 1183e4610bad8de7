const months = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A GraphQL `DateTime` written out in Spanish in the browser's time zone («20 de noviembre de 2026»), as
 * `toLocaleDateString('es-ES', { dateStyle: 'long' })` writes it, without Intl: a page's first date format builds
 * ICU's date patterns, 13–38 ms on a desktop and four times that on a phone, inside the render of the screen that
 * asks for it (the community's public folder page, whose first render is most of its total blocking time).
 */
export function formatLongDate(value: unknown): string {
  const date = new Date(String(value));
  return `${date.getDate()} de ${months[date.getMonth()]} de ${date.getFullYear()}`;
}

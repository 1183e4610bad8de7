import { formatCount, formatDateTime } from './format';
import { es } from './i18n/es';

describe('formatCount', () => {
  it('writes whole numbers exactly as Intl.NumberFormat("es-ES") does', () => {
    const intl = new Intl.NumberFormat('es-ES');
    const values = [0, 1, 7, 42, 999, 1000, 2000, 9999, 10000, 12345, 99999, 100000, 1234567, 20000000, -5, -12345];
    for (let power = 0; power < 10; power += 1) values.push(10 ** power - 1, 10 ** power, 3 * 10 ** power + 7);
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
  });
});

describe('formatDateTime', () => {
  it('writes a date and time in Spanish', () => {
    const at = '2026-03-05T10:30:00.000Z';
    expect(formatDateTime(at)).toBe(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)),
    );
  });
});

describe('the Spanish texts', () => {
  it('write their counts with formatCount, never building an Intl number format', () => {
    // The first number format a page builds loads ICU's data: "Mostrando 20 de 50 cartas" cost a folder page 60 ms of
    // script in an unthrottled trace when it was `toLocaleString('es-ES')`.
    const localeString = jest.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    expect(es.folder.shown(20, 20000)).toBe('Mostrando 20 de 20.000 cartas');
    expect(es.common.characterCount(1234, 10000)).toBe('1234 / 10.000 caracteres');
    expect(es.imports.progress(12500, 40000)).toBe('12.500 de 40.000 filas');
    expect(es.imports.progressText(1, 1)).toBe('1 de 1');
    expect(localeString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
    localeString.mockRestore();
    numberFormat.mockRestore();
  });
});

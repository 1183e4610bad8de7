import { compileSearch, tokenize } from './anki-connect.search';
import { isPublicAddress } from './safe-fetch';

describe('the addresses a note’s url may reach', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '100.64.0.1', // CGNAT
    '169.254.169.254', // metadata
    '0.0.0.0',
    '::1',
    'fd00::1', // IPv6 unique local
    'fe80::1', // IPv6 link-local
    'fd00:ec2::254', // AWS IPv6 metadata
    '::ffff:127.0.0.1', // IPv4-mapped loopback
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('Anki’s search as tools send it', () => {
  it('splits terms on spaces outside quotes, with negation, `or` and escaped quotes', () => {
    expect(tokenize('"deck:Idiomas::Inglés B" -tag:verbo  or  Front:"a \\"b\\"" palabra')).toEqual([
      { negated: false, text: 'deck:Idiomas::Inglés B' },
      { negated: true, text: 'tag:verbo' },
      'or',
      { negated: false, text: 'Front:a "b"' },
      { negated: false, text: 'palabra' },
    ]);
  });

  it('sends every part of the query as a value, never as SQL', () => {
    const params: unknown[] = [7];
    const where = compileSearch("deck:x' or 1=1 -- tag:a%b nid:1,2,x", params, new Date());
    expect(where).not.toContain("x'");
    expect(params).toEqual([7, "x'", "x' › %", '%1=1%', '%-%', 'a\\%b', 'a\\%b::%', [1, 2]]);
  });

  it('matches nothing for an empty query, as AnkiConnect answers []', () => {
    expect(compileSearch('   ', [], new Date())).toBe('false');
  });
});

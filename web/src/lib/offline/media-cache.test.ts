import { mediaUrlsIn } from './media-cache';

describe('the offline copy of media', () => {
  it('finds every media address the persisted cache names, once, and nothing else', () => {
    const image = `/api/media/${'a'.repeat(64)}.png`;
    const sound = `/api/media/${'b'.repeat(64)}.mp3`;
    const serialized = JSON.stringify({
      'Card:1': { front: `![perro](${image})`, back: `dog ![dog](${sound})` },
      'Card:2': { front: `![perro](${image})`, back: 'https://example.com/api/media/x.png /api/media/../etc.png' },
    });
    expect(mediaUrlsIn(serialized)).toEqual([image, sound]);
  });
});

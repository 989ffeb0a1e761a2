import { describe, expect, it } from 'vitest';
import { plainText } from './plainText.ts';

describe('plainText', () => {
  it('reads the text of the graph’s HTML the same without a DOM (the server) as in the browser', () => {
    expect(plainText('<p>Mit <strong>Heimtrikot</strong> zeigst du Flagge.</p><ul><li>100 % Polyester</li></ul>')).toBe(
      'Mit Heimtrikot zeigst du Flagge. 100 % Polyester',
    );
    expect(plainText('Schal &amp; M&uuml;tze &#8211; &#x1F49A; &quot;S&uuml;dkurve&quot;&nbsp;1899')).toBe(
      'Schal & Mütze – 💚 "Südkurve" 1899',
    );
    expect(plainText('Tor&bogus; &lt;script&gt;')).toBe('Tor&bogus; <script>');
  });

  it('shortens to the length given, after the last whole word that fits, with an ellipsis', () => {
    const text = plainText(`<p>${'Fußball '.repeat(40)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toBe(`${'Fußball '.repeat(4)}Fußball…`);
    // The 13th character falls inside "Stadion": the word goes, not half of it.
    expect(plainText('Südkurve Stadion am Fluss', 13)).toBe('Südkurve…');
    // A word that fits exactly up to the cut is kept.
    expect(plainText('Südkurve Stadion am Fluss', 10)).toBe('Südkurve…');
    expect(plainText('Südkurve', 8)).toBe('Südkurve');
  });

  it('cuts a single word longer than the length inside it, but never within an emoji', () => {
    expect(plainText('Fußballweltmeisterschaft', 10)).toBe('Fußballwe…');
    const hearts = plainText('💚💚💚💚', 6);
    expect(hearts).toBe('💚💚…');
    expect(hearts.length).toBeLessThanOrEqual(6);
  });
});
